import type { OwnerContext } from "../../context";
import { AppError } from "../../errors";
import { parseInput } from "../../validation";
import { briefFromTranscript } from "./brief";
import { generateContent } from "./generate";
import { getSourceOfOwner, toContentView } from "./internal";
import { businessProfile } from "./profile";
import { saveGeneratedSource } from "./save";
import { CreateFromTranscriptInput, type ContentView } from "./schemas";
import { clip, titleCase, upperFirst } from "./text";

/**
 * POST /api/content/create-from-transcript: what the owner said (transcribed here, or typed when no
 * speech-to-text is set up) becomes the same 5 captions and 1 carousel as the wizard's answers.
 */
export async function createFromTranscript({
  ctx,
  input,
}: {
  ctx: OwnerContext;
  input: unknown;
}): Promise<ContentView> {
  const { transcript, sourceId } = parseInput(CreateFromTranscriptInput, input);
  const existing = sourceId ? getSourceOfOwner(ctx, sourceId) : null;
  if (existing && existing.type !== "audio") {
    throw new AppError("VALIDATION", "That content was not made from a voice note", { sourceId: "Not a voice note" });
  }
  const profile = businessProfile(ctx);
  const brief = briefFromTranscript(transcript, profile);
  const { content, engine } = await generateContent(ctx, {
    brief,
    profile,
    material: { kind: "transcript", transcript },
  });
  const id = saveGeneratedSource(ctx, {
    type: "audio",
    title: clip(titleCase(upperFirst(brief.topic)), 120),
    sourceText: transcript,
    transcript,
    generation: { ...content, engine },
    existingId: existing?.id,
  });
  return toContentView(ctx, getSourceOfOwner(ctx, id));
}

import type { OwnerContext } from "../../context";
import { contentSources } from "../../db";
import { AppError } from "../../errors";
import { checkAudio } from "./audio-check";
import { toSourceView } from "./internal";
import type { ContentSourceView } from "./schemas";

/**
 * POST /api/content/voice-note: a recording (from the browser's microphone or a file) is checked by
 * its bytes, transcribed by the speech-to-text model, then kept with its transcript as a content
 * source waiting to be turned into posts. Nothing is kept when any step fails.
 */
export async function transcribeVoiceNote({
  ctx,
  file,
}: {
  ctx: OwnerContext;
  file: { bytes: Uint8Array } | null;
}): Promise<ContentSourceView & { model: string }> {
  if (!file)
    throw new AppError("VALIDATION", "Record or choose a voice note", { audio: "Record or choose a voice note" });
  const audio = await checkAudio(file.bytes);
  // The transcriber refuses with the owner's words when it is not set up or the service fails.
  const { text, model } = await ctx.transcriber.transcribe({
    bytes: file.bytes,
    filename: `voice-note.${audio.ext}`,
    mimeType: audio.mimeType,
  });
  if (!text) {
    const message = "We couldn't hear any words in that recording. Try again closer to the microphone.";
    throw new AppError("VALIDATION", message, { audio: message });
  }
  const id = crypto.randomUUID();
  const key = `${ctx.userId}/voice/${id}.${audio.ext}`;
  await ctx.storage.put(key, file.bytes);
  try {
    const row = ctx.db
      .insert(contentSources)
      .values({
        id,
        userId: ctx.userId,
        type: "audio",
        title: "Voice note",
        audioUrl: key,
        transcript: text,
        sourceText: text,
        status: "transcribed",
        createdAt: ctx.clock.now(),
      })
      .returning()
      .get();
    return { ...toSourceView(row), model };
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

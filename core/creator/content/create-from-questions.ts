import type { OwnerContext } from "../../context";
import { parseInput } from "../../validation";
import { briefFromAnswers } from "./brief";
import { generateContent } from "./generate";
import { getSourceOfOwner, toContentView } from "./internal";
import { businessProfile } from "./profile";
import { saveGeneratedSource } from "./save";
import { CreateFromQuestionsInput, WIZARD_QUESTIONS, type ContentView } from "./schemas";
import { clip, upperFirst } from "./text";

/**
 * POST /api/content/create-from-questions: the wizard's five answers become 5 captions and 1
 * carousel, written with the owner's business profile, stored as a completed content source.
 * The model (or the offline engine) is asked outside any transaction; the result is stored in one.
 */
export async function createFromQuestions({ ctx, input }: { ctx: OwnerContext; input: unknown }): Promise<ContentView> {
  const { answers } = parseInput(CreateFromQuestionsInput, input);
  const profile = businessProfile(ctx);
  const brief = briefFromAnswers(answers);
  const { content, engine } = await generateContent(ctx, { brief, profile, material: { kind: "answers", answers } });
  const id = saveGeneratedSource(ctx, {
    type: "questions",
    title: clip(upperFirst(answers.topic), 120),
    sourceText: WIZARD_QUESTIONS.map((q) => `${q.label}: ${answers[q.key]}`).join("\n"),
    transcript: null,
    generation: { ...content, answers, engine },
  });
  return toContentView(ctx, getSourceOfOwner(ctx, id));
}

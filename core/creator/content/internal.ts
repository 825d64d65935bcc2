import { and, eq, sql } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { contentAssets, contentSources, type ContentSource } from "../../db";
import { notFound } from "../../errors";
import { platformLength, PLATFORM_TEXT_LIMITS } from "./platform-fit";
import type {
  Carousel,
  ContentSourceView,
  ContentView,
  EngineNote,
  GeneratedContent,
  Platform,
  WizardAnswers,
} from "./schemas";
import { clip } from "./text";

/** The owner's content source, or NOT_FOUND (another owner's id is not found either). */
export function getSourceOfOwner(ctx: OwnerContext, id: string): ContentSource {
  const row = ctx.db
    .select()
    .from(contentSources)
    .where(and(eq(contentSources.id, id), eq(contentSources.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Content");
  return row;
}

/** What is stored in `generated_content`: the engine's output, the answers, and which engine wrote it. */
export interface StoredGeneration extends GeneratedContent {
  answers?: WizardAnswers;
  engine: EngineNote;
}

/** The answers in one line of at most 80 characters (spec 001 §9: "Answer summary: 80 characters"). */
export function summarise(
  type: string,
  answers: WizardAnswers | null,
  transcript: string | null,
  title: string | null,
) {
  const text = answers
    ? [answers.topic, answers.audience, answers.key_point, answers.context, answers.tone].join(" · ")
    : (transcript ?? title ?? "");
  return clip(text.replace(/\s+/g, " ").trim(), 80) || (type === "audio" ? "Voice note" : "Content");
}

export const audioUrlOf = (row: { id: string; audioUrl: string | null }) =>
  row.audioUrl ? `/api/content/sources/${row.id}/audio` : null;

export function toSourceView(row: ContentSource): ContentSourceView {
  const stored = (row.generatedContent ?? null) as StoredGeneration | null;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    status: row.status,
    summary: summarise(row.type, stored?.answers ?? null, row.transcript, row.title),
    sourceText: row.sourceText,
    transcript: row.transcript,
    // The stored value is the storage key; the browser gets the owner-only route that serves it.
    audioUrl: audioUrlOf(row),
    designUrl: row.designUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The source with its captions and carousel (the wizard's result view). */
export function toContentView(ctx: OwnerContext, row: ContentSource): ContentView {
  const stored = (row.generatedContent ?? null) as StoredGeneration | null;
  const assets = ctx.db
    .select()
    .from(contentAssets)
    .where(eq(contentAssets.contentSourceId, row.id))
    // Insertion order (rowid): the captions come back in the order the engine wrote them.
    .orderBy(sql`rowid`)
    .all();
  const captions = assets
    .filter((a) => a.type === "caption")
    .map((a) => {
      const platform = a.platform as Platform;
      return {
        assetId: a.id,
        platform,
        text: a.content,
        length: platformLength(platform, a.content),
        limit: PLATFORM_TEXT_LIMITS[platform],
      };
    });
  const carouselAsset = assets.find((a) => a.type === "carousel");
  let carousel: ContentView["carousel"] = null;
  if (carouselAsset) {
    const parsed = JSON.parse(carouselAsset.content) as Carousel;
    carousel = { assetId: carouselAsset.id, ...parsed };
  }
  return {
    ...toSourceView(row),
    answers: stored?.answers ?? null,
    generatedContent: stored ? { captions: stored.captions, carousel: stored.carousel, engine: stored.engine } : null,
    captions,
    carousel,
  };
}

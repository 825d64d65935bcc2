import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { contentAssets, contentSources } from "../../db";
import type { StoredGeneration } from "./internal";

export interface GeneratedSource {
  type: "questions" | "audio";
  title: string;
  sourceText: string;
  transcript: string | null;
  generation: StoredGeneration;
  /** A voice note already stored (recorded or uploaded): its row is completed in place. */
  existingId?: string;
}

/**
 * Stores a generation in one transaction: the source (completed) and its assets, 5 captions and 1
 * carousel (spec 001 §3 Content asset). Regenerating a voice note replaces its assets.
 */
export function saveGeneratedSource(ctx: OwnerContext, source: GeneratedSource): string {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const values = {
      type: source.type,
      title: source.title,
      sourceText: source.sourceText,
      transcript: source.transcript,
      generatedContent: source.generation,
      status: "completed",
    };
    let id: string;
    if (source.existingId) {
      id = source.existingId;
      tx.update(contentSources).set(values).where(eq(contentSources.id, id)).run();
      tx.delete(contentAssets).where(eq(contentAssets.contentSourceId, id)).run();
    } else {
      id = tx
        .insert(contentSources)
        .values({ ...values, userId: ctx.userId, createdAt: now })
        .returning({ id: contentSources.id })
        .get().id;
    }
    for (const caption of source.generation.captions) {
      tx.insert(contentAssets)
        .values({
          contentSourceId: id,
          type: "caption",
          content: caption.text,
          platform: caption.platform,
          createdAt: now,
        })
        .run();
    }
    tx.insert(contentAssets)
      .values({
        contentSourceId: id,
        type: "carousel",
        content: JSON.stringify(source.generation.carousel),
        platform: "instagram",
        createdAt: now,
      })
      .run();
    return id;
  });
}

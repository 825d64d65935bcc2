import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { contentSources } from "../../db";
import { getSourceOfOwner } from "./internal";

/** DELETE /api/content/sources/:id: the source, its assets (cascade) and its recording. */
export async function deleteSource({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const source = getSourceOfOwner(ctx, id);
  ctx.db.delete(contentSources).where(eq(contentSources.id, source.id)).run();
  // The row is gone first: a crash here leaves an unreachable file, never a row without its file.
  if (source.audioUrl) await ctx.storage.delete(source.audioUrl);
  return { success: true };
}

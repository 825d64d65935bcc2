import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../../../context";
import { canvaConnections, designs } from "../../../db";
import { thumbnailOf } from "../file-check";
import { designKeys } from "../internal";
import { canvaCall, canvaDownload, type CanvaDesign } from "./api";
import { requireCanva, withCanvaToken } from "./connection";

/** How many of the owner's most recently edited Canva designs a sync brings into the library. */
export const SYNC_LIMIT = 50;
const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/canva/sync: the owner's Canva designs (most recently edited first) join the library, each
 * with a thumbnail kept here (Canva's thumbnail links expire after 15 minutes) and its edit link.
 */
export async function syncCanvaDesigns({ ctx }: { ctx: OwnerContext }): Promise<{ synced: number }> {
  const settings = requireCanva(ctx);
  const list = await withCanvaToken(ctx, "list your designs", (token) =>
    canvaCall<{ items?: CanvaDesign[] }>(settings, {
      method: "GET",
      url: `/v1/designs?ownership=owned&sort_by=modified_descending&limit=${SYNC_LIMIT}`,
      token,
    }),
  );
  const items = Array.isArray(list.items)
    ? list.items.filter((d) => typeof d?.id === "string" && d.urls?.edit_url)
    : [];
  let synced = 0;
  for (const item of items.slice(0, SYNC_LIMIT)) {
    const existing = ctx.db
      .select()
      .from(designs)
      .where(and(eq(designs.userId, ctx.userId), eq(designs.canvaDesignId, item.id)))
      .get();
    const id = existing?.id ?? crypto.randomUUID();
    const updatedInCanva = new Date(item.updated_at * 1000);
    let thumbnailKey = existing?.thumbnailKey ?? null;
    // A thumbnail is fetched when the design is new or changed since the last sync.
    if (item.thumbnail?.url && (!existing || !thumbnailKey || existing.updatedAt < updatedInCanva)) {
      try {
        const bytes = await canvaDownload(settings, item.thumbnail.url, MAX_THUMBNAIL_BYTES);
        const key = designKeys(ctx.userId, id, "png").thumbnail;
        await ctx.storage.put(key, await thumbnailOf(bytes));
        thumbnailKey = key;
      } catch {
        // A design without a thumbnail is still listed; the next sync tries again.
      }
    }
    const now = ctx.clock.now();
    const values = {
      title: (item.title || "Untitled Canva design").slice(0, 120),
      editUrl: item.urls.edit_url,
      thumbnailKey,
      width: item.thumbnail?.width ?? existing?.width ?? null,
      height: item.thumbnail?.height ?? existing?.height ?? null,
      // Canva's own "last edited": the next sync fetches a thumbnail only when it moves.
      updatedAt: updatedInCanva,
    };
    if (existing) {
      ctx.db.update(designs).set(values).where(eq(designs.id, existing.id)).run();
    } else {
      ctx.db
        .insert(designs)
        .values({
          id,
          userId: ctx.userId,
          origin: "canva",
          type: "custom",
          canvaDesignId: item.id,
          createdAt: now,
          ...values,
        })
        .run();
    }
    synced++;
  }
  ctx.db
    .update(canvaConnections)
    .set({ lastSyncedAt: ctx.clock.now() })
    .where(eq(canvaConnections.userId, ctx.userId))
    .run();
  return { synced };
}

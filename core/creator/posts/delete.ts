import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { events } from "../../db";
import { conflict } from "../../errors";
import { removeUpload } from "../../storage";
import { getPostRowOfOwner } from "./internal";
import { deleteLockReason } from "./rules";

/**
 * DELETE /api/events/{id}: only a post still scheduled ahead (or a draft, a post held for approval past
 * its time, one ready to post by hand that went out nowhere) goes; otherwise 409 with the state's
 * message (spec 001 §4, core/creator/posts/rules.ts). Its images and deliveries go with it (cascade), and the stored files
 * after the commit.
 */
export function deletePost({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const row = getPostRowOfOwner(ctx, id);
  const locked = deleteLockReason(row, ctx.clock.now().getTime());
  if (locked) throw conflict(locked);
  const keys = ctx.db.$client
    .prepare("select storage_key from post_media where event_id = ? and owns_file = 1")
    .pluck()
    .all(id) as string[];
  ctx.db.transaction(() => {
    ctx.db
      .delete(events)
      .where(and(eq(events.id, id), eq(events.userId, ctx.userId)))
      .run();
  });
  // Only files uploaded for this post; a design's file belongs to the design library.
  for (const key of keys) removeUpload(ctx, key);
  return { success: true };
}

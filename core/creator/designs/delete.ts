import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { prepared, designs } from "../../db";
import { AppError } from "../../errors";
import { getDesignOfOwner } from "./internal";

/**
 * DELETE /api/designs/:id (the web asks for confirmation first): the row, then its files. A design
 * whose file a post still has to publish (scheduled, or on its way) cannot go: the post would go out
 * without its image. A post already out, failed or waiting to be posted by hand keeps the file (its
 * image, "Try again" and the owner's copy need it): only the library's entry and thumbnail go then.
 */
export async function deleteDesign({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const design = getDesignOfOwner(ctx, id);
  const uses = design.storageKey
    ? prepared(ctx.db, "designs:posts-using-file", (d) =>
        d.$client.prepare<[string, string], { waiting: number; any: number }>(
          `select count(distinct case when e.status in ('scheduled', 'publishing') then e.id end) as waiting,
             count(*) as any
           from post_media m join events e on e.id = m.event_id
           where m.user_id = ? and m.storage_key = ?`,
        ),
      ).get(ctx.userId, design.storageKey)!
    : { waiting: 0, any: 0 };
  const waiting = uses.waiting;
  if (waiting > 0) {
    throw new AppError(
      "CONFLICT",
      `This design is in ${waiting} scheduled post${waiting === 1 ? "" : "s"}: delete ${waiting === 1 ? "that post" : "those posts"} first, or keep the design.`,
    );
  }
  ctx.db.delete(designs).where(eq(designs.id, design.id)).run();
  const files = [uses.any > 0 ? null : design.storageKey, design.thumbnailKey];
  await Promise.all(files.filter((k): k is string => !!k).map((k) => ctx.storage.delete(k)));
  return { success: true };
}

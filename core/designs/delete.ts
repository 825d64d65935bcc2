import { and, count, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { designs, events } from "../db/schema";
import { AppError } from "../errors";
import { getDesignOfOwner } from "./internal";

/**
 * DELETE /api/designs/:id (the web asks for confirmation first): the row, then its files. A design
 * that scheduled posts still carry cannot go: their image would be missing when they publish.
 */
export async function deleteDesign({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const design = getDesignOfOwner(ctx, id);
  const waiting = ctx.db
    .select({ n: count() })
    .from(events)
    .where(
      and(
        eq(events.userId, ctx.userId),
        eq(events.type, "content_post"),
        eq(events.status, "scheduled"),
        eq(events.relatedType, "design"),
        eq(events.relatedId, design.id),
      ),
    )
    .get()!.n;
  if (waiting > 0) {
    throw new AppError(
      "CONFLICT",
      `This design is in ${waiting} scheduled post${waiting === 1 ? "" : "s"}: delete ${waiting === 1 ? "that post" : "those posts"} first, or keep the design.`,
    );
  }
  ctx.db.delete(designs).where(eq(designs.id, design.id)).run();
  await Promise.all(
    [design.storageKey, design.thumbnailKey].filter((k): k is string => !!k).map((k) => ctx.storage.delete(k)),
  );
  return { success: true };
}

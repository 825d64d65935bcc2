import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { designs } from "../db/schema";
import { getDesignOfOwner } from "./internal";

/**
 * DELETE /api/designs/:id (the web asks for confirmation first): the row, then its files. Posts
 * already scheduled with it keep their own copy of the image's address in their metadata.
 */
export async function deleteDesign({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const design = getDesignOfOwner(ctx, id);
  ctx.db.delete(designs).where(eq(designs.id, design.id)).run();
  await Promise.all(
    [design.storageKey, design.thumbnailKey].filter((k): k is string => !!k).map((k) => ctx.storage.delete(k)),
  );
  return { success: true };
}

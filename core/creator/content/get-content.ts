import type { OwnerContext } from "../../context";
import { getSourceOfOwner, toContentView } from "./internal";

/** GET /api/content/sources/:id: one source with its captions and carousel. */
export function getContent({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return toContentView(ctx, getSourceOfOwner(ctx, id));
}

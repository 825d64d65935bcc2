import type { OwnerContext } from "../../context";
import { conflict } from "../../errors";
import { settlePost } from "../publishing/settle";
import { getPostRowOfOwner, getPostView } from "./internal";

/**
 * "Try again" for a post that failed (after reconnecting a token, say): its failed platforms go back
 * in the queue now; platforms already published are left alone, so nothing is posted twice.
 */
export function retryPost({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const row = getPostRowOfOwner(ctx, id);
  if (row.status !== "failed") throw conflict("Only a post that failed can be tried again");
  const now = ctx.clock.now().getTime();
  ctx.db.transaction(() => {
    ctx.db.$client
      .prepare(
        `update post_deliveries set status = 'queued', attempts = 0, next_attempt_at = @now, error = null,
           error_kind = null, lease_until = null
         where event_id = @id and user_id = @owner and status = 'failed'`,
      )
      .run({ now, id, owner: ctx.userId });
    settlePost(ctx, id);
  });
  ctx.deliveryBell.ring();
  return getPostView(ctx, id);
}

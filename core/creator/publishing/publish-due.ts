import type { OwnerContext } from "../../context";
import { releaseDuePosts } from "./release-due";

/**
 * POST /api/posts/publish-due and `microteam publish --due`: the owner's posts whose time has come
 * are released now instead of at the next minute; the delivery workers (or the terminal, on the local
 * file) publish them.
 */
export function publishDueForOwner({ ctx }: { ctx: OwnerContext }) {
  const result = releaseDuePosts(ctx, { userId: ctx.userId });
  const waiting = ctx.db.$client
    .prepare("select count(*) from post_deliveries where user_id = ? and status in ('queued', 'sending')")
    .pluck()
    .get(ctx.userId) as number;
  return {
    success: true,
    ...result,
    inFlight: waiting,
    message:
      result.released === 0
        ? waiting
          ? `No new posts were due; ${waiting} on ${waiting === 1 ? "its" : "their"} way`
          : "No posts are due"
        : `${result.released} post${result.released === 1 ? "" : "s"} released: ${result.queued} to publish${result.manual ? `, ${result.manual} to post by hand` : ""}`,
  };
}

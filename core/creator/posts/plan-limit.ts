// The Starter plan's scheduling limit (docs/decisions/120-publishing-posts.md): Pro sells "unlimited
// content batching and scheduling" (spec 000 §6), so a Starter owner (neither Pro nor in a running trial) may
// have at most STARTER_SCHEDULED_LIMIT posts waiting to go out at once. Checked inside the transaction
// that adds them, so two requests at the same moment cannot both pass.
import { isAdvanced } from "../../billing";
import type { OwnerContext } from "../../context";
import { prepared } from "../../db";
import { AppError } from "../../errors";

export const STARTER_SCHEDULED_LIMIT = 10;

export type { PlanAllowance } from "./schemas";
import type { PlanAllowance } from "./schemas";

export function planAllowance(ctx: OwnerContext): PlanAllowance {
  const owner = prepared(ctx.db, "posts:plan", (d) =>
    d.$client.prepare<[string], { subscriptionTier: string; subscriptionStatus: string; trialEnd: number | null }>(
      "select subscription_tier as subscriptionTier, subscription_status as subscriptionStatus, trial_end_date as trialEnd from users where id = ?",
    ),
  ).get(ctx.userId);
  const now = ctx.clock.now();
  const scheduled = prepared(ctx.db, "posts:waiting", (d) =>
    d.$client
      .prepare<[string, number], number>(
        `select count(*) from events where user_id = ? and type = 'content_post' and status = 'scheduled' and start_date > ?`,
      )
      .pluck(),
  ).get(ctx.userId, now.getTime())!;
  if (!owner || isAdvanced({ ...owner, trialEndDate: owner.trialEnd === null ? null : new Date(owner.trialEnd) }, now))
    return { unlimited: true, limit: null, scheduled, remaining: null };
  return {
    unlimited: false,
    limit: STARTER_SCHEDULED_LIMIT,
    scheduled,
    remaining: Math.max(0, STARTER_SCHEDULED_LIMIT - scheduled),
  };
}

/** Refuses (403) adding `adding` posts past the Starter limit; call inside the adding transaction. */
export function assertCanSchedule(ctx: OwnerContext, adding: number): void {
  const allowance = planAllowance(ctx);
  if (allowance.unlimited || allowance.scheduled + adding <= allowance.limit!) return;
  throw new AppError(
    "FORBIDDEN",
    `Your Starter plan keeps up to ${STARTER_SCHEDULED_LIMIT} posts scheduled at a time (you have ${allowance.scheduled}). Upgrade to Pro for unlimited scheduling.`,
    undefined,
    { limit: STARTER_SCHEDULED_LIMIT, scheduled: allowance.scheduled, upgradeHref: "/checkout?tier=pro" },
  );
}

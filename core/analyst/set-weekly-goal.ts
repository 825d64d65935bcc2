import type { OwnerContext } from "../context";
import { updateOwner } from "../users";
import { parseInput } from "../validation";
import { getAnalytics } from "./get";
import { WeeklyGoalInput } from "./schemas";
import type { AnalyticsView } from "./view";

/** PUT /api/analytics/weekly-goal: sets (or, with null, clears) the owner's weekly goal; answers the new goal. */
export function setWeeklyGoal({
  ctx,
  input,
}: {
  ctx: OwnerContext;
  input: unknown;
}): AnalyticsView["productivity"]["weeklyGoal"] {
  const { weeklyTaskGoal } = parseInput(WeeklyGoalInput, input);
  updateOwner(ctx, { weeklyTaskGoal });
  return getAnalytics({ ctx }).productivity.weeklyGoal;
}

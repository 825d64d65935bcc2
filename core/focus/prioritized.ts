import { OwnerCache } from "../cache/owner-cache";
import type { AiResult } from "../ai/types";
import type { OwnerContext } from "../context";
import { ownerToday } from "../users/today";
import { focusInsight } from "./insight";
import { focusState } from "./state";
import type { PrioritizedTask } from "./types";

// One insight per data revision and day: the model is asked again only when something changed.
const insights = new OwnerCache<Promise<AiResult<string>>>();

export interface PrioritizedTasksView {
  insight: string;
  insightSource: "model" | "offline";
  summary: { critical: number; high: number; total: number };
  prioritizedTasks: PrioritizedTask[];
}

/** How many moves the list carries unless asked for more; `summary.total` counts them all. */
export const DEFAULT_LIST_LIMIT = 100;

/** GET /api/tasks/prioritized: the open money moves, best first, with the AI engine's insight. */
export async function getPrioritizedTasks({
  ctx,
  limit = DEFAULT_LIST_LIMIT,
}: {
  ctx: OwnerContext;
  limit?: number;
}): Promise<PrioritizedTasksView> {
  const state = focusState(ctx);
  const insight = await insights.get(ctx.db, ctx.userId, ownerToday(ctx), () => focusInsight(ctx.ai, state));
  let critical = 0;
  let high = 0;
  for (const m of state.moves) {
    if (m.automatedPriority === "critical") critical++;
    else if (m.automatedPriority === "high") high++;
  }
  return {
    insight: insight.value,
    insightSource: insight.source,
    summary: { critical, high, total: state.moves.length },
    prioritizedTasks: state.moves.slice(0, Math.max(1, Math.min(limit, 1000))),
  };
}

/** The morning's top 3 money moves (the terminal briefing and the digest email). */
export function topMoves(ctx: OwnerContext, count = 3): PrioritizedTask[] {
  return focusState(ctx).moves.slice(0, count);
}

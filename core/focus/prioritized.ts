import type { AiResult } from "../ai/types";
import type { OwnerContext } from "../context";
import { focusInsight } from "./insight";
import { focusState, type FocusState } from "./state";
import type { PrioritizedTask } from "./types";

// Per computed state (one per data revision and day): the model is asked again only when something
// changed, and the summary is counted once.
const derived = new WeakMap<
  FocusState,
  { insight: Promise<AiResult<string>>; summary: PrioritizedTasksView["summary"] }
>();

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
  let extra = derived.get(state);
  if (!extra) {
    let critical = 0;
    let high = 0;
    for (const m of state.moves) {
      if (m.automatedPriority === "critical") critical++;
      else if (m.automatedPriority === "high") high++;
    }
    extra = { insight: focusInsight(ctx.ai, state), summary: { critical, high, total: state.moves.length } };
    derived.set(state, extra);
  }
  const insight = await extra.insight;
  return {
    insight: insight.value,
    insightSource: insight.source,
    summary: extra.summary,
    prioritizedTasks: state.moves.slice(0, Math.max(1, Math.min(limit, 1000))),
  };
}

/** The morning's top 3 money moves (the terminal briefing and the digest email). */
export function topMoves(ctx: OwnerContext, count = 3): PrioritizedTask[] {
  return focusState(ctx).moves.slice(0, count);
}

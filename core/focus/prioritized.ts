import { z } from "zod";
import type { AiResult } from "../ai/types";
import type { OwnerContext } from "../context";
import { cursorField, limitField, openCursor, sealCursor, searchField, textFilter, type Page } from "../paging";
import { parseInput } from "../validation";
import { focusInsight } from "./insight";
import { compareMoves } from "./score";
import { focusState, type FocusState } from "./state";
import type { PrioritizedTask } from "./types";

export interface CategoryCount {
  category: string;
  count: number;
}

export interface PrioritizedTasksView {
  insight: string;
  insightSource: "model" | "offline";
  /** Over every open move, whatever the page or filter: `categories` feeds the filter chips. */
  summary: { critical: number; high: number; total: number; categories: CategoryCount[] };
  prioritizedTasks: PrioritizedTask[];
}

/** GET /api/tasks/prioritized's query: the paging contract over the ranked moves. */
export const PrioritizedQuery = z.object({
  limit: limitField,
  cursor: cursorField,
  q: searchField,
  category: textFilter("Category", 60),
});
export type PrioritizedQuery = z.input<typeof PrioritizedQuery>;

// Per computed state (one per data revision and day): the model is asked again only when something
// changed, and the summary is counted once.
const derived = new WeakMap<
  FocusState,
  { insight: Promise<AiResult<string>>; summary: PrioritizedTasksView["summary"] }
>();

/** The categories present, most frequent first (ties alphabetically), as the filter chips show them. */
function countCategories(moves: PrioritizedTask[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const m of moves) counts.set(m.category, (counts.get(m.category) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

function extrasOf(ctx: OwnerContext, state: FocusState) {
  let extra = derived.get(state);
  if (!extra) {
    let critical = 0;
    let high = 0;
    for (const m of state.moves) {
      if (m.automatedPriority === "critical") critical++;
      else if (m.automatedPriority === "high") high++;
    }
    extra = {
      insight: focusInsight(ctx.ai, state),
      summary: { critical, high, total: state.moves.length, categories: countCategories(state.moves) },
    };
    derived.set(state, extra);
  }
  return extra;
}

/** A move's place in the ranking, as a cursor holds it: score, money at stake, id. */
const positionOf = (m: PrioritizedTask) => [m.priorityScore, m.revenueImpact ?? 0, m.id];

/**
 * GET /api/tasks/prioritized: the open money moves, best first, a page at a time (`?limit`, default
 * 50; `?cursor`; `?q` searches title, reason and id; `?category` filters), with the AI engine's
 * insight and a summary of every open move.
 */
export async function getPrioritizedTasks({
  ctx,
  query,
}: {
  ctx: OwnerContext;
  query?: unknown;
}): Promise<{ view: PrioritizedTasksView; page: Omit<Page<unknown>, "items"> }> {
  const input = parseInput(PrioritizedQuery, query ?? {});
  const state = focusState(ctx);
  const extra = extrasOf(ctx, state);
  const binding = JSON.stringify(["prioritized", input.q ?? null, input.category ?? null]);
  const after = input.cursor ? openCursor(ctx, binding, input.cursor, 3) : null;
  const needle = input.q?.toLowerCase();
  const matching = state.moves.filter(
    (m) =>
      (!input.category || m.category === input.category) &&
      (!needle ||
        m.title.toLowerCase().includes(needle) ||
        m.urgencyReason.toLowerCase().includes(needle) ||
        m.id.toLowerCase().includes(needle)),
  );
  // Keyset: the moves ranked after the cursor's, so a page never repeats or skips one when the
  // ranking changes between two pages.
  const start = after
    ? matching.findIndex(
        (m) =>
          compareMoves(m, {
            priorityScore: Number(after[0]),
            revenueImpact: Number(after[1]),
            id: String(after[2]),
          }) > 0,
      )
    : 0;
  const rest = start < 0 ? [] : matching.slice(start);
  const items = rest.slice(0, input.limit);
  const insight = await extra.insight;
  return {
    view: {
      insight: insight.value,
      insightSource: insight.source,
      summary: extra.summary,
      prioritizedTasks: items,
    },
    page: {
      total: matching.length,
      limit: input.limit,
      nextCursor: rest.length > input.limit ? sealCursor(ctx, binding, positionOf(items[items.length - 1])) : null,
    },
  };
}

/** The morning's top 3 money moves (the terminal briefing and the digest email). */
export function topMoves(ctx: OwnerContext, count = 3): PrioritizedTask[] {
  return focusState(ctx).moves.slice(0, count);
}

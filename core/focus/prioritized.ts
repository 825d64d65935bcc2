import { z } from "zod";
import type { AiResult } from "../ai";
import type { OwnerContext } from "../context";
import { cursorField, limitField, openCursor, sealCursor, searchField, textFilter, type Page } from "../paging";
import { invoiceSummary } from "../invoices";
import { parseInput } from "../validation";
import { focusInsight } from "./insight";
import type { ScoredMove } from "./move";
import { focusState, type FocusState } from "./state";
import type { CategoryCount } from "./types";
import type { PrioritizedTask, PrioritizedTasksView } from "./types";

export type { CategoryCount };

export type { PrioritizedTasksView };

/** GET /api/tasks/prioritized's query: the paging contract over the ranked moves. */
export const PrioritizedQuery = z.object({
  limit: limitField,
  cursor: cursorField,
  q: searchField,
  category: textFilter("Category", 60),
});
export type PrioritizedQuery = z.input<typeof PrioritizedQuery>;

// Per computed state (one per version of the ranking) and overdue figure (the invoice summary's, which
// an invoice change the ranking does not see can move): the model is asked again only when something
// changed, and a page asked again is answered as before.
const insights = new WeakMap<FocusState, { overdue: string; said: Promise<AiResult<string>> }>();
const answered = new WeakMap<
  FocusState,
  { overdue: string; pages: Map<string, { view: PrioritizedTasksView; page: Omit<Page<unknown>, "items"> }> }
>();

/** A move's place in the ranking, as a cursor holds it: its value, then its id. */
const positionOf = (m: ScoredMove) => [m.value, m.id];

/**
 * GET /api/tasks/prioritized: the open money moves, best first, a page at a time (`?limit`, default
 * 50; `?cursor`; `?category` filters the moves as the owner sees them, folds included; `?q` searches
 * every move, a folded one too, by the names behind it — client, invoice number, task, workflow — and
 * its id), with the AI engine's insight and a summary of every open move.
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
  const summary = invoiceSummary({ ctx });
  const overdueKey = `${summary.overdue.count}|${summary.overdue.total}|${summary.currency}`;
  let kept = insights.get(state);
  if (kept?.overdue !== overdueKey) {
    kept = { overdue: overdueKey, said: focusInsight(ctx.ai, state, summary) };
    insights.set(state, kept);
  }
  const insight = kept.said;
  const binding = JSON.stringify(["prioritized:value", input.q ?? null, input.category ?? null]);
  const cursor = input.cursor ? openCursor(ctx, binding, input.cursor, 2) : null;
  const after = cursor ? { value: Number(cursor[0]), id: String(cursor[1]) } : undefined;

  let answers = answered.get(state);
  if (answers?.overdue !== overdueKey) {
    answers = { overdue: overdueKey, pages: new Map() };
    answered.set(state, answers);
  }
  const pages = answers.pages;
  const key = JSON.stringify([input.limit, input.cursor ?? null, input.q ?? null, input.category ?? null]);
  let answer = pages.get(key);
  if (!answer) {
    // Read from the live ranking now, before any await: the next read may change it.
    const plain = !after && input.q === undefined && input.category === undefined;
    const { moves, total, more } =
      plain && (input.limit <= state.topRanked.length || state.topRanked.length === state.summary.total)
        ? {
            moves: state.topRanked.slice(0, input.limit),
            total: state.summary.total,
            more: state.summary.total > Math.min(input.limit, state.topRanked.length),
          }
        : rankedPage(state, { after, category: input.category, q: input.q, limit: input.limit });
    const items = moves.map((m) => m.task());
    const nextCursor = more && moves.length ? sealCursor(ctx, binding, positionOf(moves[moves.length - 1])) : null;
    const said = await insight;
    answer = {
      view: { insight: said.value, insightSource: said.source, summary: state.summary, prioritizedTasks: items },
      page: { total, limit: input.limit, nextCursor },
    };
    pages.set(key, answer);
    if (pages.size > 50) pages.delete(pages.keys().next().value!);
  }
  return answer;
}

/** Any page of the ranking: the moves after the cursor within the filters. */
function rankedPage(
  state: FocusState,
  q: { after?: { value: number; id: string }; category?: string; q?: string; limit: number },
) {
  // A search looks through every move (a folded one too); a category, through what the owner sees.
  const source = q.q === undefined ? state.ranking.visible : state.ranking.all;
  const needle = q.q?.toLowerCase();
  const matches = (m: ScoredMove) =>
    (q.category === undefined || m.category === q.category) && (needle === undefined || m.search.includes(needle));
  const moves: ScoredMove[] = [];
  const items = source.items;
  for (let i = q.after ? source.after(q.after) : 0; i < items.length && moves.length <= q.limit; i++) {
    if (matches(items[i])) moves.push(items[i]);
  }
  const more = moves.length > q.limit;
  let total: number;
  if (needle !== undefined) total = items.reduce((n, m) => n + (matches(m) ? 1 : 0), 0);
  else if (q.category !== undefined) total = state.ranking.counts.categories.get(q.category) ?? 0;
  else total = state.summary.total;
  return { moves: moves.slice(0, q.limit), total, more };
}

/** The morning's top 3 money moves (the terminal briefing and the digest email). */
export function topMoves(ctx: OwnerContext, count = 3): PrioritizedTask[] {
  return focusState(ctx).top.slice(0, count);
}

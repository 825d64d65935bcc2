import { z } from "zod";
import type { AiResult } from "../ai/types";
import type { OwnerContext } from "../context";
import { cursorField, limitField, openCursor, sealCursor, searchField, textFilter, type Page } from "../paging";
import { parseInput } from "../validation";
import { focusInsight } from "./insight";
import { movesFor } from "./details";
import { partCount, partRanked, PART_NAMES } from "./parts";
import { byRank, focusState, type CategoryCount, type FocusState } from "./state";
import type { PrioritizedTask } from "./types";

export type { CategoryCount };

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
// changed.
const insights = new WeakMap<FocusState, Promise<AiResult<string>>>();
const answered = new WeakMap<
  FocusState,
  Map<string, { view: PrioritizedTasksView; page: Omit<Page<unknown>, "items"> }>
>();

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const contains = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());

/** A move's place in the ranking, as a cursor holds it: score, money at stake, id. */
const positionOf = (m: PrioritizedTask) => [m.priorityScore, m.revenueImpact ?? 0, m.id];

/**
 * GET /api/tasks/prioritized: the open money moves, best first, a page at a time (`?limit`, default
 * 50; `?cursor`; `?q` searches the names behind the moves — client, invoice number, task, workflow —
 * and ids; `?category` filters), with the AI engine's insight and a summary of every open move.
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
  let insight = insights.get(state);
  if (!insight) {
    insight = focusInsight(ctx.ai, state);
    insights.set(state, insight);
  }
  const binding = JSON.stringify(["prioritized", input.q ?? null, input.category ?? null]);
  const cursor = input.cursor ? openCursor(ctx, binding, input.cursor, 3) : null;
  const after = cursor ? { score: Number(cursor[0]), revenue: Number(cursor[1]), id: String(cursor[2]) } : undefined;

  // Each page asked of this state is kept with it (the state lives until the next write or day), so
  // the same page asked again costs neither SQL nor a newly sealed cursor.
  let pages = answered.get(state);
  if (!pages) {
    pages = new Map();
    answered.set(state, pages);
  }
  const key = JSON.stringify([input.limit, input.cursor ?? null, input.q ?? null, input.category ?? null]);
  let answer = pages.get(key);
  if (!answer) {
    let items: PrioritizedTask[];
    let total: number;
    let more: boolean;
    const plain = !after && input.q === undefined && input.category === undefined;
    if (plain && (input.limit <= state.top.length || state.top.length === state.summary.total)) {
      // The first page is kept with the state.
      items = state.top.slice(0, input.limit);
      total = state.summary.total;
      more = total > items.length;
    } else {
      ({ items, total, more } = rankedPage(ctx, state, {
        after,
        category: input.category,
        q: input.q,
        limit: input.limit,
      }));
    }
    const said = await insight;
    answer = {
      view: { insight: said.value, insightSource: said.source, summary: state.summary, prioritizedTasks: items },
      page: {
        total,
        limit: input.limit,
        nextCursor: more && items.length ? sealCursor(ctx, binding, positionOf(items[items.length - 1])) : null,
      },
    };
    pages.set(key, answer);
    if (pages.size > 50) pages.delete(pages.keys().next().value!);
  }
  return answer;
}

/** Any page of the ranking: each part's best rows after the cursor within the filters, merged. */
function rankedPage(
  ctx: OwnerContext,
  state: FocusState,
  q: { after?: { score: number; revenue: number; id: string }; category?: string; q?: string; limit: number },
) {
  const gone = new Set(state.dismissed.map((r) => r.id));
  const search = q.q === undefined ? undefined : likePattern(q.q);
  const matches = (row: { category: string }, text: string) =>
    (q.category === undefined || row.category === q.category) && (q.q === undefined || contains(text, q.q));
  const extras = state.extras.filter((e) => matches(e, `${e.move.title} ${e.id}`));
  const rows = [
    ...PART_NAMES.flatMap((part) =>
      partRanked(ctx, part, state.params, {
        after: q.after,
        category: q.category,
        search,
        limit: q.limit + gone.size + 1,
      }),
    ),
    ...extras.filter((e) => !q.after || byRank(e, q.after) > 0),
  ]
    .filter((r) => !gone.has(r.id))
    .sort(byRank);
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const built = movesFor(
    ctx,
    page.filter((r) => r.kind !== "content") as { id: string; kind: (typeof PART_NAMES)[number] }[],
    state,
  );
  for (const extra of state.extras) built.set(extra.id, extra.move);
  const items = page.map((r) => built.get(r.id)).filter((m): m is PrioritizedTask => !!m);
  const total =
    q.category === undefined && q.q === undefined
      ? state.summary.total
      : PART_NAMES.reduce((sum, part) => sum + partCount(ctx, part, state.params, q.category, search), 0) +
        extras.length -
        state.dismissed.filter((r) => matches(r, r.search)).length;
  return { items, total, more };
}

/** The morning's top 3 money moves (the terminal briefing and the digest email). */
export function topMoves(ctx: OwnerContext, count = 3): PrioritizedTask[] {
  return focusState(ctx).top.slice(0, count);
}

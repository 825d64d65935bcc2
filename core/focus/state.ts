import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { tableRevisions } from "../db/table-revisions";
import { todayIn } from "../time";
import { alertsFor, movesFor } from "./details";
import { contentMove } from "./moves";
import { loadPostMoves, postMove } from "./post-moves";
import { PART_NAMES, partFigures, partParams, partRanked, TOP_KEPT, type PartParams, type RankedRow } from "./parts";
import { PRIORITY_FROM } from "./score";
import type { Alert, PrioritizedTask } from "./types";

const WEEK = 7 * 86_400_000;
const MAX_ALERTS = 10;
/** Moves kept with their text in the state: the dashboard's 5, the briefing's 3, a first page of 50. */
const SHOWN = 60;

export interface CategoryCount {
  category: string;
  count: number;
}

export interface FocusState {
  computedAt: string;
  today: string;
  now: number;
  params: PartParams;
  /** The best open moves, best first (at most SHOWN); `summary.total` counts them all. */
  top: PrioritizedTask[];
  summary: { critical: number; high: number; total: number; categories: CategoryCount[] };
  alerts: Alert[];
  overdueInvoices: number;
  overdueCents: number;
  idleClients: number;
  activeWorkflows: number;
  /** Derived moves the owner marked done today, with where they would rank (for filtered pages). */
  dismissed: (RankedRow & { search: string })[];
  /**
   * Moves ranked beside the parts' that are few by nature: the content plan when it is behind, and the
   * posts that need the owner (post-moves.ts). Those marked done today are left out.
   */
  extras: (RankedRow & { move: PrioritizedTask })[];
}

/** Best first; equal scores by money at stake, then by id (score.ts compareMoves, on ranked rows). */
export function byRank(a: { score: number; revenue: number | null; id: string }, b: typeof a): number {
  return b.score - a.score || (b.revenue ?? 0) - (a.revenue ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// Keyed by the owner's data revision and today's date: recomputed after any write (from any process)
// and at midnight in the owner's time zone, when "days late" changes. Underneath, each part keeps its
// own figures until a table it reads changes (parts.ts), so the recompute after a write is small.
const cache = new OwnerCache<FocusState>();

function ownerSettings(ctx: OwnerContext) {
  return prepared(ctx.db, "focus:owner", (d) =>
    d.$client.prepare<[string], { timeZone: string; contentFrequency: string; platforms: string }>(
      "select time_zone as timeZone, content_frequency as contentFrequency, social_media_platforms as platforms from users where id = ?",
    ),
  ).get(ctx.userId);
}

/** The focus engine's view of the owner's business right now (see parts.ts, moves.ts, score.ts). */
export function focusState(ctx: OwnerContext): FocusState {
  const owner = ownerSettings(ctx);
  const today = todayIn(owner?.timeZone ?? "UTC", ctx.clock.now());
  return cache.get(ctx.db, ctx.userId, today, () => computeFocusState(ctx));
}

export function computeFocusState(ctx: OwnerContext): FocusState {
  const owner = ownerSettings(ctx);
  const now = ctx.clock.now().getTime();
  const today = todayIn(owner?.timeZone ?? "UTC", new Date(now));
  const params = partParams(ctx.userId, today, now);
  const revisions = tableRevisions(ctx.db, ctx.userId);
  const parts = Object.fromEntries(PART_NAMES.map((p) => [p, partFigures(ctx, p, params, revisions)])) as Record<
    (typeof PART_NAMES)[number],
    ReturnType<typeof partFigures>
  >;

  const postsNextWeek = prepared(ctx.db, "focus:posts", (d) =>
    d.$client
      .prepare<[string, number, number], number>(
        `select count(*) from events
         where user_id = ? and type = 'content_post' and status = 'scheduled' and start_date >= ? and start_date < ?`,
      )
      .pluck(),
  ).get(ctx.userId, now, now + WEEK)!;
  const platforms = (() => {
    try {
      return (JSON.parse(owner?.platforms ?? "[]") as string[]).length;
    } catch {
      return 0;
    }
  })();
  const contentAsMove = contentMove({
    postsToSocial: platforms > 0,
    contentFrequency: owner?.contentFrequency ?? "daily",
    postsNextWeek,
  });
  const timeZone = owner?.timeZone ?? "UTC";
  const extraMoves = [
    ...(contentAsMove ? [contentAsMove] : []),
    ...loadPostMoves(ctx, now).map((p) => postMove(p, today, timeZone)),
  ];
  const allExtras = extraMoves.map((move) => ({
    id: move.id,
    kind: "content" as const,
    category: move.category,
    score: move.priorityScore,
    revenue: null,
    move,
  }));

  // Derived moves marked done today: left out of the ranking and the counts.
  const dismissedIds = (
    prepared(ctx.db, "focus:dismissed", (d) =>
      d.$client
        .prepare<[string, string], string>("select source_key from tasks where user_id = ? and source_key like ?")
        .pluck(),
    ).all(ctx.userId, `%@${today}`) as string[]
  ).map((key) => key.slice(0, key.lastIndexOf("@")));
  const dismissed = dismissedIds.length
    ? PART_NAMES.flatMap((part) => partRanked(ctx, part, params, { ids: dismissedIds, limit: dismissedIds.length }))
    : [];
  const gone = new Set(dismissedIds);
  const extras = allExtras.filter((e) => !gone.has(e.id));

  let ranked = [...PART_NAMES.flatMap((p) => parts[p].top), ...extras]
    .filter((r) => !gone.has(r.id))
    .sort(byRank);
  // A part with many of its best moves dismissed may not fill the first page from its kept rows.
  if (dismissed.length > TOP_KEPT - SHOWN) {
    ranked = [
      ...PART_NAMES.flatMap((p) => partRanked(ctx, p, params, { limit: SHOWN + dismissed.length })),
      ...extras,
    ]
      .filter((r) => !gone.has(r.id))
      .sort(byRank);
  }
  const shownRows = ranked.slice(0, SHOWN);
  const built = movesFor(
    ctx,
    shownRows.filter((r) => r.kind !== "content") as { id: string; kind: (typeof PART_NAMES)[number] }[],
    {
      today,
      now,
    },
  );
  for (const extra of extras) built.set(extra.id, extra.move);
  const top = shownRows.map((r) => built.get(r.id)).filter((m): m is PrioritizedTask => !!m);

  // Every open move counted, less those marked done today.
  let total = 0;
  let critical = 0;
  let high = 0;
  const categories = new Map<string, number>();
  const add = (category: string, n: number) => categories.set(category, (categories.get(category) ?? 0) + n);
  for (const p of PART_NAMES) {
    const s = parts[p].summary;
    total += s.total;
    critical += s.critical;
    high += s.high;
    for (const [category, n] of s.categories) add(category, n);
  }
  for (const row of dismissed) {
    total--;
    if (row.score >= PRIORITY_FROM.critical) critical--;
    else if (row.score >= PRIORITY_FROM.high) high--;
    add(row.category, -1);
  }
  for (const extra of extras) {
    total++;
    if (extra.score >= PRIORITY_FROM.critical) critical++;
    else if (extra.score >= PRIORITY_FROM.high) high++;
    add(extra.category, 1);
  }

  // Alerts: late invoices and quiet clients, in the order of the moves (those marked done last).
  const candidates = [...parts.invoices.overdueTop, ...parts.clients.top].sort(byRank);
  const alertRows = [...candidates.filter((r) => !gone.has(r.id)), ...candidates.filter((r) => gone.has(r.id))].slice(
    0,
    MAX_ALERTS,
  );

  const activeWorkflows = prepared(ctx.db, "focus:workflows", (d) =>
    d.$client
      .prepare<[string], number>("select count(*) from workflows where user_id = ? and status = 'active'")
      .pluck(),
  ).get(ctx.userId)!;

  return {
    computedAt: new Date(now).toISOString(),
    today,
    now,
    params,
    top,
    summary: {
      total,
      critical,
      high,
      categories: [...categories]
        .filter(([, n]) => n > 0)
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    },
    alerts: alertsFor(ctx, alertRows as { id: string; kind: (typeof PART_NAMES)[number] }[], { today, now }),
    overdueInvoices: parts.invoices.summary.overdue,
    overdueCents: parts.invoices.summary.overdueCents,
    idleClients: parts.clients.summary.total,
    activeWorkflows,
    dismissed,
    extras,
  };
}

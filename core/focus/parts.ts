// The focus engine's parts as SQL: for each kind of money move (an unpaid invoice, an open task, an
// idle client, an active workflow) one scored subquery over only what is open, with the score of
// score.ts written as SQL (sqlScore). SQLite counts and ranks them; text is built only for the moves
// shown (details.ts). Each part's figures are kept until a table it reads changes (table revisions),
// so a write recomputes only the parts that depend on it.
import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { tableRevisions, type RevisedTable } from "../db/table-revisions";
import { impactDollars, IDLE_CLIENT_DAYS, PRIORITY_FROM, sqlScore, WEIGHTS } from "./score";

const DAY = 86_400_000;

export type PartName = "invoices" | "tasks" | "clients" | "workflows";

/** A ranked row of a part: enough to order, count and look the move up. */
export interface RankedRow {
  id: string;
  kind: PartName | "content";
  category: string;
  score: number;
  /** Dollars at stake as the tie-break reads them (null counts as 0). */
  revenue: number | null;
  /** A late invoice (an alert). */
  overdue?: number;
}

export interface PartParams {
  owner: string;
  today: string;
  /** Today + 7 days: invoices due later make no move yet. */
  soon: string;
  now: number;
  idleBefore: number;
}

export function partParams(userId: string, today: string, now: number): PartParams {
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10);
  return { owner: userId, today, soon, now, idleBefore: now - IDLE_CLIENT_DAYS * DAY };
}

const days = (column: string) => `cast(julianday(${column}) - julianday(@today) as integer)`;

/**
 * Each part: its scored rows (id, kind, category, revenue, score, overdue, cents, and the search text
 * only when a search asks for it: building it for every row would cost more than the score) and the
 * tables it reads.
 */
const PARTS: Record<PartName, { sql: (search: boolean) => string; reads: RevisedTable[] }> = {
  invoices: {
    // Client names appear only in the text of the moves shown, which is read afresh each time.
    reads: ["invoices"],
    sql: (search) => `select 'invoice:' || i.id as id, 'invoices' as kind, 'Invoicing' as category,
        i.amount_cents / 100.0 as revenue, i.late as overdue, i.amount_cents as cents, null as workflow,
        ${sqlScore.total(
          sqlScore.money("i.amount_cents / 100.0"),
          sqlScore.time("(case when i.late and i.d >= 0 then -1 else i.d end)"),
          `(case when i.status = 'draft' then ${WEIGHTS.draftInvoice} when i.late then ${WEIGHTS.overdueInvoice} else ${WEIGHTS.dueSoonInvoice} end)`,
        )} as score
        ${search ? ", i.invoice_number || ' ' || coalesce((select name from clients where id = i.client_id), '') || ' invoice:' || i.id as search" : ""}
      from (select id, client_id, invoice_number, amount_cents, status, ${days("due_date")} as d,
              -- Overdue: past due, or marked overdue by the owner (the rule of core/invoices/status.ts).
              (status = 'overdue' or (status = 'pending' and due_date < @today)) as late
            from invoices
            where user_id = @owner and status in ('draft', 'pending', 'overdue')
              and (status in ('draft', 'overdue') or due_date <= @soon)) i`,
  },
  tasks: {
    // A workflow's steps are moves only while the workflow is active; a task handed to a helper is
    // theirs, not the owner's (core/delegation).
    reads: ["tasks", "workflows", "task_delegations"],
    sql: (
      search,
    ) => `select t.id as id, 'tasks' as kind, coalesce(t.category, 'General') as category, t.impact as revenue,
        0 as overdue, 0 as cents, t.workflow_id as workflow,
        ${sqlScore.total(sqlScore.money("t.impact"), sqlScore.time("t.d"), sqlScore.taskWeight("t.priority"))} as score
        ${search ? ", t.title || ' ' || coalesce(t.description, '') || ' ' || coalesce(t.business_impact, '') || ' ' || t.id as search" : ""}
      from (select id, title, description, category, priority, business_impact, workflow_id, impact_dollars(business_impact) as impact,
              case when due_date is null then null else ${days("due_date")} end as d
            from tasks k where user_id = @owner and completed = 0 and source_key is null
              and (workflow_id is null or workflow_id in (select id from workflows where user_id = @owner and status = 'active'))
              and not exists (select 1 from task_delegations g where g.task_id = k.id and g.completed_at is null)) t`,
  },
  clients: {
    reads: ["clients", "invoices"],
    sql: (search) => `select 'client:' || c.id as id, 'clients' as kind, 'Clients' as category,
        case when c.worth then round(c.worth / 100.0) end as revenue, 0 as overdue, 0 as cents, null as workflow,
        ${sqlScore.total(sqlScore.money("c.worth / 100.0"), sqlScore.idle("c.idle"), String(WEIGHTS.idleClient))} as score
        ${search ? ", c.name || ' client:' || c.id as search" : ""}
      from (select id, name, (select cast(avg(amount_cents) as integer) from invoices where client_id = k.id) as worth,
              cast((@now - coalesce(last_contact_date, created_at)) / ${DAY} as integer) as idle
            from clients k
            where user_id = @owner and status = 'active' and coalesce(last_contact_date, created_at) <= @idleBefore
              and not exists (select 1 from invoices i where i.client_id = k.id and i.status in ('draft', 'pending', 'overdue'))) c`,
  },
  workflows: {
    // "Move this workflow forward" is for an active workflow with no open step to take: its open steps
    // are moves of their own (the tasks part).
    reads: ["workflows", "tasks"],
    sql: (search) => `select 'workflow:' || id as id, 'workflows' as kind, 'Workflows' as category, null as revenue,
        0 as overdue, 0 as cents, null as workflow, ${sqlScore.total("0", sqlScore.time("null"), String(WEIGHTS.workflow))} as score
        ${search ? ", title || ' workflow:' || id as search" : ""}
      from workflows w where user_id = @owner and status = 'active' and progress < 100
        and not exists (select 1 from tasks s where s.workflow_id = w.id and s.completed = 0)`,
  },
};

export const PART_NAMES = Object.keys(PARTS) as PartName[];

/** Prepares a statement on the connection, with the task-impact function the tasks part calls. */
function statement<P extends object, R>(ctx: OwnerContext, key: string, sql: string) {
  return prepared(ctx.db, `focus:${key}`, (d) => {
    d.$client.function("impact_dollars", { deterministic: true }, (text: unknown) =>
      impactDollars(typeof text === "string" ? text : null),
    );
    return d.$client.prepare(sql) as Database.Statement<P, R>;
  });
}

const RANK = "order by score desc, coalesce(revenue, 0) desc, id asc";
// Rows ranked after a cursor's (score, revenue, id) in the order above.
const AFTER = `(score < @afterScore or (score = @afterScore and (coalesce(revenue, 0) < @afterRevenue
  or (coalesce(revenue, 0) = @afterRevenue and id > @afterId))))`;

export interface PartSummary {
  total: number;
  critical: number;
  high: number;
  categories: Map<string, number>;
  overdue: number;
  overdueCents: number;
}

export function partSummary(ctx: OwnerContext, part: PartName, params: PartParams): PartSummary {
  // Grouped by score (at most 101 groups), so SQLite computes each row's score once; the priority
  // buckets are counted from the groups.
  const rows = statement<
    PartParams,
    { category: string; score: number; n: number; overdue: number; overdueCents: number }
  >(
    ctx,
    `${part}:summary`,
    `select category, score, count(*) as n, coalesce(sum(overdue), 0) as overdue, coalesce(sum(overdue * cents), 0) as overdueCents
     from (${PARTS[part].sql(false)}) group by category, score`,
  ).all(params);
  return summarize(rows);
}

function summarize(rows: { category: string; score: number; n: number; overdue: number; overdueCents: number }[]) {
  const summary: PartSummary = { total: 0, critical: 0, high: 0, categories: new Map(), overdue: 0, overdueCents: 0 };
  for (const r of rows) {
    summary.total += r.n;
    if (r.score >= PRIORITY_FROM.critical) summary.critical += r.n;
    else if (r.score >= PRIORITY_FROM.high) summary.high += r.n;
    summary.overdue += r.overdue;
    summary.overdueCents += r.overdueCents;
    summary.categories.set(r.category, (summary.categories.get(r.category) ?? 0) + r.n);
  }
  return summary;
}

export interface RankQuery {
  /** Only moves ranked after this (score, revenue, id). */
  after?: { score: number; revenue: number; id: string };
  category?: string;
  /** A LIKE pattern over the names behind the moves (client, invoice number, task title, id). */
  search?: string;
  /** Only late invoices (the alerts). */
  overdueOnly?: boolean;
  /** Only these move ids. */
  ids?: string[];
  /** Only workflow steps: of any active workflow (true) or of this one. */
  workflow?: true | string;
  limit: number;
}

/** The part's best moves by rank (after the cursor, within the filters), at most `limit`. */
export function partRanked(
  ctx: OwnerContext,
  part: PartName,
  params: PartParams,
  q: RankQuery,
): (RankedRow & { search: string })[] {
  const where = [
    q.after ? AFTER : null,
    q.category !== undefined ? "category = @category" : null,
    q.search !== undefined ? "search like @search escape '\\'" : null,
    q.overdueOnly ? "overdue" : null,
    q.ids ? "id in (select value from json_each(@ids))" : null,
    q.workflow === true ? "workflow is not null" : q.workflow ? "workflow = @workflow" : null,
  ].filter(Boolean);
  const key = `${part}:ranked:${!!q.after}:${q.category !== undefined}:${q.search !== undefined}:${!!q.overdueOnly}:${!!q.ids}:${q.workflow === true ? "any" : !!q.workflow}`;
  return statement<Record<string, unknown>, RankedRow & { search: string }>(
    ctx,
    key,
    // The search text only for a few rows by id (computing it for every candidate would cost).
    `select id, kind, category, score, revenue, overdue${q.ids ? ", search" : ""} from (${PARTS[part].sql(q.ids !== undefined || q.search !== undefined)}) ${where.length ? `where ${where.join(" and ")}` : ""} ${RANK} limit @limit`,
  ).all({
    ids: q.ids ? JSON.stringify(q.ids) : undefined,
    ...params,
    limit: q.limit,
    category: q.category,
    search: q.search,
    afterScore: q.after?.score,
    afterRevenue: q.after?.revenue,
    afterId: q.after?.id,
    workflow: typeof q.workflow === "string" ? q.workflow : undefined,
  });
}

/** How many of the part's moves match a category and search (no cursor). */
export function partCount(
  ctx: OwnerContext,
  part: PartName,
  params: PartParams,
  category?: string,
  search?: string,
  workflow?: true | string,
): number {
  const where = [
    category !== undefined ? "category = @category" : null,
    search !== undefined ? "search like @search escape '\\'" : null,
    workflow === true ? "workflow is not null" : workflow ? "workflow = @workflow" : null,
  ].filter(Boolean);
  return (
    statement<Record<string, unknown>, { n: number }>(
      ctx,
      `${part}:count:${category !== undefined}:${search !== undefined}:${workflow === true ? "any" : !!workflow}`,
      `select count(*) as n from (${PARTS[part].sql(search !== undefined)}) ${where.length ? `where ${where.join(" and ")}` : ""}`,
    ).get({ ...params, category, search, workflow: typeof workflow === "string" ? workflow : undefined })?.n ?? 0
  );
}

/** A part's figures, kept per owner until a table the part reads changes or the day turns. */
export interface PartFigures {
  summary: PartSummary;
  /** Its best moves, enough for the first page and the alerts. */
  top: RankedRow[];
  /** Its best late invoices (the invoices part only). */
  overdueTop: RankedRow[];
}

const TOP = 80;
const figures = new WeakMap<object, Map<string, { key: string; value: PartFigures }>>();

export function partFigures(
  ctx: OwnerContext,
  part: PartName,
  params: PartParams,
  revisions = tableRevisions(ctx.db, ctx.userId),
) {
  let cache = figures.get(ctx.db.$client);
  if (!cache) {
    cache = new Map();
    figures.set(ctx.db.$client, cache);
  }
  const key = [params.today, ...PARTS[part].reads.map((t) => revisions[t])].join("|");
  const slot = `${ctx.userId}|${part}`;
  const hit = cache.get(slot);
  if (hit && hit.key === key) return hit.value;
  const value = part === "clients" ? smallPartFigures(ctx, part, params) : largePartFigures(ctx, part, params);
  cache.delete(slot);
  cache.set(slot, { key, value });
  if (cache.size > 4 * 500) cache.delete(cache.keys().next().value!);
  return value;
}

export const TOP_KEPT = TOP;

/** Alerts show at most this many late invoices. */
const ALERTS_KEPT = 20;

/** A part with many rows: counted grouped by score, ranked with a bounded sort. */
function largePartFigures(ctx: OwnerContext, part: PartName, params: PartParams): PartFigures {
  const summary = partSummary(ctx, part, params);
  const top = partRanked(ctx, part, params, { limit: TOP });
  let overdueTop: RankedRow[] = [];
  if (part === "invoices") {
    // Late invoices rank above the rest, so the best of them are usually among the part's best.
    const late = top.filter((r) => r.overdue);
    overdueTop =
      late.length >= ALERTS_KEPT || late.length === summary.overdue
        ? late
        : partRanked(ctx, part, params, { limit: TOP, overdueOnly: true });
  }
  return { summary, top, overdueTop };
}

/** A part with few rows (quiet clients): read once, counted and ranked here. */
function smallPartFigures(ctx: OwnerContext, part: PartName, params: PartParams): PartFigures {
  const rows = partRanked(ctx, part, params, { limit: -1 });
  const groups = new Map<
    string,
    { category: string; score: number; n: number; overdue: number; overdueCents: number }
  >();
  for (const r of rows) {
    const key = `${r.category}|${r.score}`;
    const g = groups.get(key) ?? { category: r.category, score: r.score, n: 0, overdue: 0, overdueCents: 0 };
    g.n++;
    groups.set(key, g);
  }
  return { summary: summarize([...groups.values()]), top: rows.slice(0, TOP), overdueTop: [] };
}

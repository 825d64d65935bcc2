// The figures behind the Strategist: SQL aggregates over the owner's data, with the invoice figures
// from the one invoice summary and the quiet clients from the focus engine, so every screen agrees.
// Kept per owner until their data changes or the day turns.
import { moneyReceived, paymentTermsDays, invoiceSummary } from "../invoices";
import { IDLE_CLIENT_DAYS } from "../catalog";
import { OwnerCache } from "../cache";
import { convertedSql, homeCentsSql } from "../currency";
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { POSTS_PER_WEEK, focusState } from "../focus";
import { addDays } from "../time";
import { ownerToday } from "../users";
import { ADMIN_CATEGORIES, ADMIN_WINDOW_DAYS, type ClientTouch } from "./patterns";

const DAY = 86_400_000;

export interface BusinessFigures {
  today: string;
  currency: string;
  termsDays: number;
  hourlyRate: string | null;
  owner: {
    businessNiche: string | null;
    automationLevel: string;
    primaryGoals: string[];
    contentFrequency: string;
    platforms: number;
  };
  invoices: {
    /** Money received in the last 90 days (core/invoices/received.ts). */
    paidCents: number;
    paidCount: number;
    unpaidCents: number;
    overdueCents: number;
    overdueCount: number;
    /** Days the longest-overdue invoice is late (0 without any). */
    oldestOverdueDays: number;
    /** Days from sending to the paid date (the Analyst's rule, core/analyst/money.ts), over 90 days. */
    averageDaysToPay: number | null;
    daysToPaySample: number;
    /** Clients who paid an invoice after its due date in the last 90 days, and by how much on average. */
    latePayers: number;
    averageDaysLate: number | null;
    draftCount: number;
    draftCents: number;
    averageInvoiceCents: number | null;
  };
  clients: { active: number; quiet: number; newLast90: number; touches: ClientTouch[] };
  content: { plannedPerWeek: number; postsInWindow: number };
  tasks: {
    total: number;
    completed: number;
    doneLast30: number;
    open: number;
    /** Open and due within the next 14 days, past due, or undated: the work execution is judged on. */
    openDue: number;
    overdueOpen: number;
    /** Completed in the last 4 weeks, and the admin minutes among them. */
    completedLast28: number;
    adminMinutesLast28: number;
  };
  workflows: { active: number; stepsDoneLast14: number };
  remindersOn: boolean;
}

const SQL = `select
  (select count(*) from invoices where user_id = @owner and ${convertedSql()} and status = 'paid' and paid_date >= @from90) as paidCount,
  (select avg(max(0, julianday(paid_date) - julianday(date(sent_at / 1000, 'unixepoch'))))
     from invoices where user_id = @owner and status = 'paid' and sent_at is not null and paid_date >= @from90) as averageDaysToPay,
  (select count(*) from invoices where user_id = @owner and status = 'paid' and sent_at is not null and paid_date >= @from90) as daysToPaySample,
  (select count(distinct client_id) from invoices
     where user_id = @owner and status = 'paid' and paid_date >= @from90 and paid_date > due_date) as latePayers,
  (select avg(julianday(paid_date) - julianday(due_date)) from invoices
     where user_id = @owner and status = 'paid' and paid_date >= @from90 and paid_date > due_date) as averageDaysLate,
  (select count(*) from invoices where user_id = @owner and ${convertedSql()} and status = 'draft') as draftCount,
  (select coalesce(sum(${homeCentsSql("amount_cents")}), 0) from invoices where user_id = @owner and ${convertedSql()} and status = 'draft') as draftCents,
  (select cast(avg(${homeCentsSql("amount_cents")}) as integer) from invoices where user_id = @owner and ${convertedSql()} and status <> 'draft') as averageInvoiceCents,
  (select count(*) from clients where user_id = @owner and status = 'active') as activeClients,
  (select count(*) from clients where user_id = @owner and created_at >= @since90) as newClients,
  (select count(*) from events where user_id = @owner and type = 'content_post'
     and status in ('scheduled', 'published', 'completed') and start_date >= @windowStart and start_date < @windowEnd) as posts,
  (select count(*) from tasks where user_id = @owner and source_key is null) as totalTasks,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 1) as completedTasks,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 1 and completed_at >= @since30) as doneLast30,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 0) as openTasks,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 0
     and (due_date is null or due_date <= @dueHorizon)) as openDueTasks,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 0 and due_date < @today) as overdueTasks,
  (select count(*) from tasks where user_id = @owner and completed = 1 and completed_at >= @since28) as completedLast28,
  (select coalesce(sum(estimated_time), 0) from tasks where user_id = @owner and completed = 1 and completed_at >= @since28
     and category in (${ADMIN_CATEGORIES.map((c) => `'${c}'`).join(", ")})) as adminMinutes,
  (select count(*) from workflows where user_id = @owner and status = 'active') as activeWorkflows,
  (select count(*) from tasks where user_id = @owner and workflow_id is not null and completed = 1 and completed_at >= @since14) as stepsDone14,
  u.invoice_reminders as remindersOn, u.payment_terms as terms, u.default_hourly_rate as hourlyRate,
  u.business_niche as businessNiche, u.automation_level as automationLevel, u.primary_goals as goals,
  u.content_frequency as contentFrequency, u.social_media_platforms as platforms
  from users u where u.id = @owner`;

// Each active client's days since contact and touches in 90 days: emails delivered to them (invoices,
// reminders, follow-ups) and invoices they paid.
const TOUCHES_SQL = `with emailed as (
    select coalesce(i.client_id, case when o.related_type = 'client' then o.related_id end) as cid, count(*) as n
    from email_outbox o left join invoices i on o.related_type = 'invoice' and i.id = o.related_id
    where o.user_id = @owner and o.created_at >= @since90 and o.kind in ('invoice', 'reminder', 'nudge')
      and o.status in ('sent', 'stored')
    group by 1),
  paid as (
    select client_id as cid, count(*) as n from invoices
    where user_id = @owner and status = 'paid' and paid_date >= @from90 group by client_id)
  select (@now - coalesce(c.last_contact_date, c.created_at)) / ${DAY}.0 as daysSinceContact,
    coalesce(e.n, 0) + coalesce(p.n, 0) as touches
  from clients c left join emailed e on e.cid = c.id left join paid p on p.cid = c.id
  where c.user_id = @owner and c.status = 'active'`;

const cache = new OwnerCache<BusinessFigures>();

const list = (json: string | null): string[] => {
  try {
    const v: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export function businessFigures(ctx: OwnerContext): BusinessFigures {
  const today = ownerToday(ctx);
  return cache.get(ctx.db, ctx.userId, today, () => computeFigures(ctx, today));
}

function computeFigures(ctx: OwnerContext, today: string): BusinessFigures {
  const summary = invoiceSummary({ ctx });
  const now = ctx.clock.now().getTime();
  const params = {
    owner: ctx.userId,
    today,
    now,
    from90: addDays(today, -90),
    dueHorizon: addDays(today, 14),
    since90: now - 90 * DAY,
    since30: now - 30 * DAY,
    since28: now - ADMIN_WINDOW_DAYS * DAY,
    since14: now - 14 * DAY,
    windowStart: now - 21 * DAY,
    windowEnd: now + 7 * DAY,
  };
  const r = prepared(ctx.db, "insights:figures", (d) => d.$client.prepare(SQL)).get(params) as Record<
    string,
    number | string | null
  >;
  const touches = prepared(ctx.db, "insights:touches", (d) => d.$client.prepare(TOUCHES_SQL)).all({
    owner: ctx.userId,
    now,
    since90: params.since90,
    from90: params.from90,
  }) as ClientTouch[];
  const num = (k: string) => Number(r[k] ?? 0);
  const contentFrequency = String(r.contentFrequency ?? "daily");
  return {
    today,
    currency: summary.currency,
    termsDays: paymentTermsDays(r.terms as string | null),
    hourlyRate: (r.hourlyRate as string | null) ?? null,
    owner: {
      businessNiche: (r.businessNiche as string | null) || null,
      automationLevel: String(r.automationLevel ?? "moderate"),
      primaryGoals: list(r.goals as string | null),
      contentFrequency,
      platforms: list(r.platforms as string | null).length,
    },
    invoices: {
      // Money received (decision 300: partial payments on their dates), the rule of every "collected".
      paidCents: moneyReceived(ctx, params.from90, today).cents,
      paidCount: num("paidCount"),
      unpaidCents: Math.round(Number(summary.unpaid.total) * 100),
      overdueCents: Math.round(Number(summary.overdue.total) * 100),
      overdueCount: summary.overdue.count,
      oldestOverdueDays: summary.overdueList.preview[0]?.daysOverdue ?? 0,
      averageDaysToPay: r.averageDaysToPay === null ? null : Math.round(Number(r.averageDaysToPay) * 10) / 10,
      daysToPaySample: num("daysToPaySample"),
      latePayers: num("latePayers"),
      averageDaysLate: r.averageDaysLate === null ? null : Math.round(Number(r.averageDaysLate) * 10) / 10,
      draftCount: num("draftCount"),
      draftCents: num("draftCents"),
      averageInvoiceCents: r.averageInvoiceCents === null ? null : num("averageInvoiceCents"),
    },
    clients: {
      active: num("activeClients"),
      quiet: focusState(ctx).idleClients,
      newLast90: num("newClients"),
      touches,
    },
    content: { plannedPerWeek: POSTS_PER_WEEK[contentFrequency] ?? 0, postsInWindow: num("posts") },
    tasks: {
      total: num("totalTasks"),
      completed: num("completedTasks"),
      doneLast30: num("doneLast30"),
      open: num("openTasks"),
      openDue: num("openDueTasks"),
      overdueOpen: num("overdueTasks"),
      completedLast28: num("completedLast28"),
      adminMinutesLast28: num("adminMinutes"),
    },
    workflows: { active: num("activeWorkflows"), stepsDoneLast14: num("stepsDone14") },
    remindersOn: num("remindersOn") === 1,
  };
}

/** Quiet: active, no contact for this many days (the focus engine's idle-client rule). */
export const QUIET_DAYS = IDLE_CLIENT_DAYS;

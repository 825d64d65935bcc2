// The Analyst's money figures, all from the trigger-kept invoice totals (drizzle/0007) and the one
// invoice summary (core/invoices/summary.ts), except the payment time, which needs each invoice's
// sent and paid dates and is one aggregate over the owner's paid invoices of the last year.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { moneyReceived, moneyReceivedByMonth, type UncountedMoney, overdueSql } from "../invoices";
import { addDays, daysBetween } from "../time";
import { lastMonths } from "./calendar";

/** Paid invoices an average payment time needs before it is shown. */
export const MIN_PAID_FOR_AVERAGE = 3;

export interface MonthRevenue {
  month: string;
  cents: number;
  /** The current month, still under way. */
  partial: boolean;
  /** Money received this month that has no rate to the home currency: not in `cents`. */
  uncounted: UncountedMoney[];
}

/**
 * Money received in each of the last `count` months (the current one partial), in the home currency:
 * the rule of every "collected" (core/invoices/received.ts), one grouped query.
 */
export function revenueByMonth(ctx: OwnerContext, today: string, count: number): MonthRevenue[] {
  const months = lastMonths(today, count);
  const received = moneyReceivedByMonth(ctx, `${months[0]}-01`, today);
  return months.map((month) => {
    const r = received.get(month);
    return { month, cents: r?.cents ?? 0, partial: month === today.slice(0, 7), uncounted: r?.uncounted ?? [] };
  });
}

/**
 * Month to date against the same days of the previous month, so the 21st compares with the 21st:
 * null when nothing was received in those days last month (no base to grow from).
 */
export function revenueGrowth(
  ctx: OwnerContext,
  today: string,
): {
  thisPeriodCents: number;
  previousPeriodCents: number;
  previousFrom: string;
  previousTo: string;
  percent: number | null;
} {
  const monthStart = `${today.slice(0, 7)}-01`;
  const previousFrom = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const lastOfPrevious = addDays(monthStart, -1);
  const sameDay = addDays(previousFrom, daysBetween(monthStart, today));
  const previousTo = sameDay < lastOfPrevious ? sameDay : lastOfPrevious;
  const thisPeriodCents = moneyReceived(ctx, monthStart, today).cents;
  const previousPeriodCents = moneyReceived(ctx, previousFrom, previousTo).cents;
  const percent =
    previousPeriodCents > 0
      ? Math.round(((thisPeriodCents - previousPeriodCents) / previousPeriodCents) * 1000) / 10
      : null;
  return { thisPeriodCents, previousPeriodCents, previousFrom, previousTo, percent };
}

export interface AgingBucket {
  key: "current" | "1-30" | "31-60" | "60+";
  label: string;
  count: number;
  cents: number;
}

// Awaiting payment (pending or overdue) in the home currency (each invoice at its recorded rate, those
// without a rate left out: core/currency/home.ts), by days past due. An invoice the
// owner marked overdue before its due date counts in 1–30, as the summary counts it overdue.
const AGING_SQL = `
  select
    sum(case when status = 'pending' and due_date >= @today then n - unrated else 0 end) as currentN,
    sum(case when status = 'pending' and due_date >= @today then home_cents else 0 end) as currentC,
    sum(case when ${overdueSql()} and due_date >= @d30 then n - unrated else 0 end) as d30N,
    sum(case when ${overdueSql()} and due_date >= @d30 then home_cents else 0 end) as d30C,
    sum(case when due_date < @d30 and due_date >= @d60 then n - unrated else 0 end) as d60N,
    sum(case when due_date < @d30 and due_date >= @d60 then home_cents else 0 end) as d60C,
    sum(case when due_date < @d60 then n - unrated else 0 end) as oldN,
    sum(case when due_date < @d60 then home_cents else 0 end) as oldC
  from invoice_totals where user_id = @owner and status in ('pending', 'overdue')`;

export function outstandingByAge(ctx: OwnerContext, today: string): AgingBucket[] {
  const r = (prepared(ctx.db, "analytics:aging", (d) => d.$client.prepare(AGING_SQL)).get({
    owner: ctx.userId,
    today,
    d30: addDays(today, -30),
    d60: addDays(today, -60),
  }) ?? {}) as Record<string, number | null>;
  const v = (k: string) => Number(r[k] ?? 0);
  return [
    { key: "current", label: "Not yet due", count: v("currentN"), cents: v("currentC") },
    { key: "1-30", label: "1–30 days late", count: v("d30N"), cents: v("d30C") },
    { key: "31-60", label: "31–60 days late", count: v("d60N"), cents: v("d60C") },
    { key: "60+", label: "Over 60 days late", count: v("oldN"), cents: v("oldC") },
  ];
}

export type { PaymentMetrics } from "./view";
import type { PaymentMetrics } from "./view";

const METRICS_SQL = `
  select
    (select coalesce(sum(n), 0) from invoice_totals where user_id = @owner and sent = 1 and status <> 'draft') as sentCount,
    (select coalesce(sum(n), 0) from invoice_totals where user_id = @owner and sent = 1 and status = 'paid') as paidOfSent,
    count(*) as paidSample,
    avg(max(0, julianday(paid_date) - julianday(date(sent_at / 1000, 'unixepoch')))) as averageDays
  from invoices
  where user_id = @owner and status = 'paid' and sent_at is not null and paid_date >= @from`;

export function paymentMetrics(ctx: OwnerContext, today: string): PaymentMetrics {
  const r = prepared(ctx.db, "analytics:payments", (d) => d.$client.prepare(METRICS_SQL)).get({
    owner: ctx.userId,
    from: addDays(today, -365),
  }) as { sentCount: number; paidOfSent: number; paidSample: number; averageDays: number | null };
  return {
    sentCount: r.sentCount,
    paidOfSent: r.paidOfSent,
    successRate: r.sentCount > 0 ? Math.round((r.paidOfSent / r.sentCount) * 100) : null,
    averageDaysToPay:
      r.paidSample >= MIN_PAID_FOR_AVERAGE && r.averageDays !== null ? Math.round(r.averageDays * 10) / 10 : null,
    paidSample: r.paidSample,
  };
}

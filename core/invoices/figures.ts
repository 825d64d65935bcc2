import type Database from "better-sqlite3";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { convertedSql, homeCentsSql } from "../currency";
import { formatCents } from "../money";
import { addDays, daysBetween, isCalendarDate } from "../time";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getClientOfOwner } from "../clients";
import { ownerToday } from "./internal";
import { moneyReceived } from "./received";
import { overdueSql } from "./status";
import { MONEY_PERIODS, type MoneyPeriod } from "./money-periods";
import { MoneyFigures as MoneyFiguresView, type Bucket, type Debtor } from "./views";

export { MONEY_PERIODS, type MoneyPeriod } from "./money-periods";

const MONTH_PERIOD = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const DAYS_PERIOD = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;
/** Days from one date to another, both real and in order. */
const isDaysPeriod = (p: string) => {
  const m = DAYS_PERIOD.exec(p);
  return Boolean(m && isCalendarDate(m[1]) && isCalendarDate(m[2]) && m[1] <= m[2]);
};
const isMoneyPeriod = (p: string): p is MoneyPeriod =>
  (MONEY_PERIODS as readonly string[]).includes(p) || MONTH_PERIOD.test(p) || isDaysPeriod(p);

export const MoneyFiguresQuery = z.object({
  clientId: z.string().trim().min(1).max(100).optional(),
  period: z
    .string()
    // What the refine accepts, as the document shows it (QA 255 F4).
    .meta({
      pattern: `^(?:${MONEY_PERIODS.join("|")}|\\d{4}-(?:0[1-9]|1[0-2])|\\d{4}-\\d{2}-\\d{2}\\.\\.\\d{4}-\\d{2}-\\d{2})$`,
    })
    .refine(isMoneyPeriod, {
      error: `period must be one of: ${MONEY_PERIODS.join(", ")}, a month as YYYY-MM, or days as YYYY-MM-DD..YYYY-MM-DD`,
    })
    .transform((p) => p as MoneyPeriod)
    .default("this-month"),
});
export type MoneyFiguresQuery = z.input<typeof MoneyFiguresQuery>;

export { Debtor } from "./views";

/**
 * The owner's money as questions ask it ("how much am I owed", "what does Acme owe me", "what did I
 * collect last month"), for everyone or one client, in the owner's home currency (each invoice at the rate
 * recorded on it). The rules are those of
 * the summary (core/invoices/summary.ts): owed = issued and awaiting payment (drafts are not owed);
 * overdue = awaiting and past due in the owner's calendar; remindable = overdue with the client's email on
 * file (what "remind everyone who's overdue" asks for); collected = money received in the period
 * (core/invoices/received.ts: each payment on its date, an invoice marked paid by the rest on its paid date).
 */
export const MoneyFigures = MoneyFiguresView;
export type MoneyFigures = Omit<z.infer<typeof MoneyFiguresView>, "period"> & { period: MoneyPeriod };

const LATE = overdueSql();
// Each invoice counts at its recorded rate in the home currency (core/currency/home.ts); one without a
// rate is left out. Open buckets count what is still owed (the amount less payments recorded).
const OWED = homeCentsSql("amount_cents - paid_cents");
const WHOLE = homeCentsSql("amount_cents");
// What "remind everyone who's overdue" emails: the overdue invoices whose client has an email address.
const MAILABLE = `exists (select 1 from clients c where c.id = invoices.client_id and coalesce(c.email, '') <> '')`;
const sums = (name: string, when: string, value: string) =>
  `coalesce(sum(case when ${when} then 1 else 0 end), 0) as ${name}N, coalesce(sum(case when ${when} then ${value} else 0 end), 0) as ${name}C`;

const FIGURES = (scope: string) => `
  select ${sums("owed", "status in ('pending', 'overdue')", OWED)},
    ${sums("overdue", LATE, OWED)},
    ${sums("remindable", `${LATE} and ${MAILABLE}`, OWED)},
    ${sums("upcoming", `status = 'pending' and due_date >= @today`, OWED)},
    ${sums("draft", "status = 'draft'", WHOLE)},
    min(case when ${LATE} then due_date end) as oldestLate
  from invoices where user_id = @userId and ${convertedSql()} ${scope}`;

const DEBTORS = `
  select i.client_id as clientId, c.name as clientName, count(*) as count,
    sum(${homeCentsSql("i.amount_cents - i.paid_cents", "i")}) as cents
  from invoices i join clients c on c.id = i.client_id
  where i.user_id = @userId and ${convertedSql("i")} and i.status in ('pending', 'overdue')
  group by i.client_id order by cents desc, c.name limit 5`;

const CURRENCY = "select default_currency from users where id = ?";

type Statements = Record<"all" | "client" | "debtors" | "currency", Database.Statement>;
const prepared = new WeakMap<Database.Database, Statements>();
function statements(client: Database.Database): Statements {
  let s = prepared.get(client);
  if (!s) {
    s = {
      all: client.prepare(FIGURES("")),
      client: client.prepare(FIGURES("and client_id = @clientId")),
      debtors: client.prepare(DEBTORS),
      currency: client.prepare(CURRENCY).pluck(),
    };
    prepared.set(client, s);
  }
  return s;
}

/** "2026-12" → "2027-01". */
function monthAfter(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** The first and last day of a period, counted from the owner's today. */
export function periodRange(period: MoneyPeriod, today: string): { from: string | null; to: string } {
  const year = Number(today.slice(0, 4));
  const month = today.slice(0, 7);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const monthStart = `${month}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const days = DAYS_PERIOD.exec(period);
  if (days) return { from: days[1], to: days[2] < today ? days[2] : today };
  if (MONTH_PERIOD.test(period)) {
    // A month: its first day to its last, or to today while it is still running.
    const end = addDays(`${monthAfter(period)}-01`, -1);
    return { from: `${period}-01`, to: end < today ? end : today };
  }
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "this-week":
      return { from: addDays(today, -weekday), to: today };
    case "last-week":
      return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) };
    case "this-month":
      return { from: monthStart, to: today };
    case "last-month":
      return { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
    case "this-year":
      return { from: `${year}-01-01`, to: today };
    case "last-year":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case "all":
      return { from: null, to: today };
  }
  return { from: null, to: today }; // unreachable: a month was handled above
}

/** GET /api/invoices/figures?period=&clientId=: see MoneyFigures. Another owner's client is a 404. */
export function moneyFigures({ ctx, query }: { ctx: OwnerContext; query: unknown }): MoneyFigures {
  const { clientId, period } = parseInput(MoneyFiguresQuery, query);
  if (clientId) getClientOfOwner(ctx, clientId);
  const s = statements(ctx.db.$client);
  const today = ownerToday(ctx);
  const currency = (s.currency.get(ctx.userId) as string | undefined) || "USD";
  const { from, to } = periodRange(period, today);
  // A period that has not begun has no figures yet: said, rather than answered with a range that ends before it starts.
  if (from && from > today)
    throw new AppError("VALIDATION", "Invalid input: period", {
      period: `The period starts on ${from}, after today (${today}): nothing is collected or due in it yet`,
    });
  const params = { userId: ctx.userId, today, from: from ?? "0000-01-01", to, clientId };
  const row = (clientId ? s.client : s.all).get(params) as Record<string, number> & { oldestLate: string | null };
  const received = moneyReceived(ctx, params.from, to, clientId);
  const bucket = (name: string): Bucket => ({ count: row[`${name}N`], total: formatCents(row[`${name}C`]) });
  return {
    today,
    currency,
    clientId: clientId ?? null,
    period,
    from,
    to,
    owed: bucket("owed"),
    overdue: bucket("overdue"),
    remindable: bucket("remindable"),
    notYetDue: bucket("upcoming"),
    draft: bucket("draft"),
    collected: { count: received.count, total: formatCents(received.cents) },
    oldestDaysOverdue: row.oldestLate ? Math.max(0, daysBetween(row.oldestLate, today)) : 0,
    topDebtors: clientId
      ? []
      : (s.debtors.all(params) as (Omit<Debtor, "owed"> & { cents: number })[]).map(({ cents, ...d }) => ({
          ...d,
          owed: formatCents(cents),
        })),
  };
}

import type Database from "better-sqlite3";
import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { notFound } from "../errors";
import { formatMoney } from "../currency/format";
import { formatCents } from "../money";
import { addDays, daysBetween, todayIn } from "../time";
import { invoiceDelivery, possiblySentAtSql } from "./delivery";
import { moneyReceived } from "./received";
import { overdueSql } from "./status";

/** Days of the "Due This Week" window: today and the six days after it (spec 001 §9). */
export const DUE_SOON_DAYS = 7;
/** How many overdue invoices the follow-up panel lists before 'And N more...' (spec 001 §9). */
export const OVERDUE_PREVIEW = 5;

/**
 * The one reading of the owner's invoices that every screen draws: the tracker's tiles, the overdue
 * follow-up panel, the calendar's marks, the dashboard's cards and the terminal's totals.
 *
 * - overdue: awaiting payment (pending or overdue) and past its due date in the owner's time zone, or
 *   marked overdue by the owner;
 * - outstanding: issued, emailed (sent) and not yet due; notSent: issued but never emailed, not yet due;
 * - dueThisWeek: sent and due from today through today + 6; draft: not issued, counted nowhere else;
 * - paid: all paid; collectedThisMonth: money received this calendar month (core/invoices/received.ts:
 *   each payment on its date, an invoice marked paid by the rest on its paid date).
 * Counts and totals are in the owner's home currency (Settings → Billing): each invoice converted at the
 * rate recorded on it (core/currency/home.ts), never added as if all were one currency. Invoices in other
 * currencies are also listed per currency in `otherCurrencies` with their own open amount; any without
 * a rate yet (after a change of home currency) are left out of the totals and counted there as
 * `unconverted`.
 */
export type { Bucket, CalendarDay, InvoiceSummary, OverdueLine } from "./views";
import type { Bucket, InvoiceSummary, OverdueLine } from "./views";

// The buckets below are read from invoice_totals, which SQLite triggers keep in step with the
// invoices (drizzle/0007, 0016), an owner's few hundred groups, not their every invoice; the month's
// collected money from core/invoices/received.ts.
// "Late" and "upcoming" are the rule of core/invoices/status.ts over the groups' stored status and due date.
// Counts and totals are in the home currency: each invoice at the rate recorded on it (home_cents,
// core/currency/home.ts); invoices without a rate are left out of both and listed in `unconverted`.
export const LATE = overdueSql();
export const UPCOMING = `(status = 'pending' and due_date >= @today)`;
const OPEN = `(${LATE} or ${UPCOMING})`;
const counted = (when: string) =>
  `sum(case when ${when} then n - unrated else 0 end) as %N, sum(case when ${when} then home_cents else 0 end) as %C`;
const bucketSql = (name: string, when: string) => counted(when).replace("%N", `${name}N`).replace("%C", `${name}C`);

/** One row per currency the owner invoices in, every bucket of the summary counted. */
const TOTALS = `
  select currency, sum(n) as allN,
    ${bucketSql("paid", "status = 'paid'")},
    ${bucketSql("overdue", LATE)},
    ${bucketSql("upcoming", UPCOMING)},
    ${bucketSql("outstanding", `${UPCOMING} and sent`)},
    ${bucketSql("notSent", `${UPCOMING} and not sent`)},
    ${bucketSql("week", `${UPCOMING} and sent and due_date <= @weekEnd`)},
    ${bucketSql("draft", "status = 'draft'")},
    sum(case when ${OPEN} then n else 0 end) as openAllN,
    sum(case when ${OPEN} then cents else 0 end) as openNativeC,
    sum(case when ${OPEN} then unrated else 0 end) as openUnratedN,
    sum(case when ${LATE} then n else 0 end) as lateAllN,
    sum(case when ${UPCOMING} then n else 0 end) as upcomingAllN,
    sum(case when status = 'paid' then n else 0 end) as paidAllN,
    sum(case when status = 'draft' then n else 0 end) as draftAllN
  from invoice_totals where user_id = @userId
  group by currency order by currency`;

type TotalsRow = { currency: string; allN: number } & Record<`${string}${"N" | "C"}`, number>;

// The awaiting statuses first, for the (user_id, status, due_date) indexes; then the overdue rule.
const OVERDUE_PREVIEW_SQL = `
  select i.id, i.invoice_number as invoiceNumber, i.client_id as clientId, c.name as clientName,
         i.amount_cents as cents, i.currency, i.due_date as dueDate, i.sent_at as sentAt,
         ${possiblySentAtSql("i")} as possiblySentAt
  from invoices i left join clients c on c.id = i.client_id
  where i.user_id = @userId and i.status in ('pending', 'overdue') and ${overdueSql("i")}
  order by i.due_date, i.invoice_number limit ${OVERDUE_PREVIEW}`;

const IN_FLIGHT = `
  select count(*) from email_outbox
  where user_id = @userId and status in ('queued', 'sending') and related_type = 'invoice'`;

type Statements = Record<"totals" | "overdue" | "inFlight", Database.Statement>;
const prepared = new WeakMap<Database.Database, Statements>();
function statements(client: Database.Database): Statements {
  let s = prepared.get(client);
  if (!s) {
    s = {
      totals: client.prepare(TOTALS),
      overdue: client.prepare(OVERDUE_PREVIEW_SQL),
      inFlight: client.prepare(IN_FLIGHT).pluck(),
    };
    prepared.set(client, s);
  }
  return s;
}

const OWNER = "select time_zone as timeZone, default_currency as currency from users where id = ?";
const owners = new WeakMap<Database.Database, Database.Statement>();
/** The owner's time zone and currency, read with a prepared statement (no ORM on this path). */
export function ownerSettings(ctx: OwnerContext): { timeZone: string; currency: string } {
  const client = ctx.db.$client;
  let stmt = owners.get(client);
  if (!stmt) owners.set(client, (stmt = client.prepare(OWNER)));
  const row = stmt.get(ctx.userId) as { timeZone: string; currency: string } | undefined;
  if (!row) throw notFound("User");
  return row;
}

const bucket = (count: number, cents: number): Bucket => ({ count, total: formatCents(cents) });

// Keyed by the owner's data revision and today's date (statuses change at midnight).
const cache = new OwnerCache<InvoiceSummary>();

/** GET /api/invoices/summary: see InvoiceSummary. */
export function invoiceSummary({ ctx }: { ctx: OwnerContext }): InvoiceSummary {
  const owner = ownerSettings(ctx);
  const today = todayIn(owner.timeZone, ctx.clock.now());
  const currency = owner.currency || "USD";
  return cache.get(ctx.db, ctx.userId, `${today}|${currency}`, () => {
    const s = statements(ctx.db.$client);
    const params = {
      userId: ctx.userId,
      currency,
      today,
      weekEnd: addDays(today, DUE_SOON_DAYS - 1),
      monthStart: `${today.slice(0, 7)}-01`,
    };
    const rows = s.totals.all(params) as TotalsRow[];
    const sum = (key: string) => rows.reduce((total, r) => total + (r[key as keyof TotalsRow] as number), 0);
    const of = (name: string): Bucket => bucket(sum(`${name}N`), sum(`${name}C`));
    const month = moneyReceived(ctx, params.monthStart, today);
    const preview = (
      s.overdue.all(params) as (Omit<OverdueLine, "amount" | "daysOverdue" | "sentAt" | "delivery"> & {
        cents: number;
        sentAt: number | null;
        possiblySentAt: number | null;
      })[]
    ).map(({ cents, sentAt, possiblySentAt, ...line }) => ({
      ...line,
      amount: formatCents(cents),
      daysOverdue: Math.max(0, daysBetween(line.dueDate, today)),
      sentAt: sentAt === null ? null : new Date(sentAt).toISOString(),
      delivery: invoiceDelivery(sentAt, possiblySentAt),
    }));
    const overdue = of("overdue");
    const lateAll = sum("lateAllN");
    const summary: InvoiceSummary = {
      today,
      currency,
      totalCount: sum("allN"),
      paid: of("paid"),
      outstanding: of("outstanding"),
      notSent: of("notSent"),
      overdue,
      dueThisWeek: of("week"),
      collectedThisMonth: bucket(month.count, month.cents),
      draft: of("draft"),
      unpaid: bucket(sum("overdueN") + sum("upcomingN"), sum("overdueC") + sum("upcomingC")),
      overdueList: { preview, more: Math.max(0, lateAll - preview.length) },
      otherCurrencies: rows
        .filter((r) => r.currency !== currency && r.openAllN > 0)
        .map((r) => ({
          currency: r.currency,
          count: r.openAllN,
          unpaid: formatCents(r.openNativeC),
          homeUnpaid: formatCents(r.overdueC + r.upcomingC),
          unconverted: r.openUnratedN,
        })),
      currencyNote: null,
      emailsInFlight: s.inFlight.get({ userId: ctx.userId }) as number,
      statusCounts: {
        all: sum("allN"),
        draft: sum("draftAllN"),
        pending: sum("upcomingAllN"),
        overdue: lateAll,
        paid: sum("paidAllN"),
        unpaid: lateAll + sum("upcomingAllN"),
      },
    };
    return { ...summary, currencyNote: currencyNote(summary) };
  });
}

/**
 * "Totals in USD include 2 unpaid invoices in EUR (€1,800.00, $1,944.00 at the rates recorded on them).
 * 1 unpaid invoice in GBP has no rate to USD yet: not counted."
 */
function currencyNote(s: InvoiceSummary): string | null {
  if (s.otherCurrencies.length === 0) return null;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const counted = s.otherCurrencies
    .filter((o) => o.count > o.unconverted)
    .map(
      (o) =>
        `${plural(o.count - o.unconverted, "unpaid invoice")} in ${o.currency} (${formatMoney(o.homeUnpaid, s.currency)})`,
    );
  const missing = s.otherCurrencies
    .filter((o) => o.unconverted > 0)
    .map((o) => `${plural(o.unconverted, "unpaid invoice")} in ${o.currency}`);
  return [
    counted.length ? `Totals in ${s.currency} include ${counted.join(", ")} at the rates recorded on them.` : "",
    missing.length ? `Not counted, no rate to ${s.currency} yet: ${missing.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

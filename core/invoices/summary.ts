import type Database from "better-sqlite3";
import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { invalid, notFound } from "../errors";
import { formatCents } from "../money";
import { addDays, daysBetween, todayIn } from "../time";

/** Days of the "Due This Week" window: today and the six days after it (spec 001 §9). */
export const DUE_SOON_DAYS = 7;
/** How many overdue invoices the follow-up panel lists before 'And N more...' (spec 001 §9). */
export const OVERDUE_PREVIEW = 5;

export interface Bucket {
  count: number;
  /** A decimal string in the owner's currency ("1234.50"). */
  total: string;
}

export interface OverdueLine {
  id: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string | null;
  amount: string;
  dueDate: string;
  daysOverdue: number;
  sentAt: string | null;
}

export interface CalendarDay {
  date: string;
  /** Awaiting payment, not yet past due. */
  due: number;
  overdue: number;
  paid: number;
}

/**
 * The one reading of the owner's invoices that every screen draws: the tracker's tiles, the overdue
 * follow-up panel, the calendar's marks, the dashboard's cards and the terminal's totals.
 *
 * - overdue: awaiting payment (pending or overdue) and past its due date in the owner's time zone, or
 *   marked overdue by the owner;
 * - outstanding: issued, emailed (sent) and not yet due; notSent: issued but never emailed, not yet due;
 * - dueThisWeek: sent and due from today through today + 6; draft: not issued, counted nowhere else;
 * - paid: all paid; collectedThisMonth: paid with a paid date in this calendar month.
 * Totals add only invoices in the owner's currency (Settings → Billing); others are listed apart in
 * `otherCurrencies`, never added as if they were one.
 */
export interface InvoiceSummary {
  today: string;
  currency: string;
  /** Every invoice the owner has, drafts and other currencies included. */
  totalCount: number;
  paid: Bucket;
  outstanding: Bucket;
  notSent: Bucket;
  overdue: Bucket;
  dueThisWeek: Bucket;
  collectedThisMonth: Bucket;
  draft: Bucket;
  /** Everything awaiting payment: outstanding + notSent + overdue. */
  unpaid: Bucket;
  overdueList: { preview: OverdueLine[]; more: number };
  otherCurrencies: { currency: string; count: number; unpaid: string }[];
  /** Invoice emails and reminders still on their way: the figures may move when they land. */
  emailsInFlight: number;
  /** How many invoices each of the ledger's status tabs holds, every currency counted. */
  statusCounts: { all: number; draft: number; pending: number; overdue: number; paid: number; unpaid: number };
}

const TILES = `
  select (select count(*) from invoices where user_id = @userId) as totalCount,
    sum(status = 'paid') as paidN, coalesce(sum(case when status = 'paid' then amount_cents end), 0) as paidC,
    sum(${overdue()}) as overdueN, coalesce(sum(case when ${overdue()} then amount_cents end), 0) as overdueC,
    sum(${notYetDue()} and sent_at is not null) as outstandingN,
    coalesce(sum(case when ${notYetDue()} and sent_at is not null then amount_cents end), 0) as outstandingC,
    sum(${notYetDue()} and sent_at is null) as notSentN,
    coalesce(sum(case when ${notYetDue()} and sent_at is null then amount_cents end), 0) as notSentC,
    sum(${notYetDue()} and sent_at is not null and due_date <= @weekEnd) as weekN,
    coalesce(sum(case when ${notYetDue()} and sent_at is not null and due_date <= @weekEnd then amount_cents end), 0) as weekC,
    sum(status = 'paid' and paid_date >= @monthStart and paid_date <= @today) as monthN,
    coalesce(sum(case when status = 'paid' and paid_date >= @monthStart and paid_date <= @today then amount_cents end), 0) as monthC,
    sum(status = 'draft') as draftN, coalesce(sum(case when status = 'draft' then amount_cents end), 0) as draftC
  from invoices where user_id = @userId and currency = @currency`;

function overdue() {
  return `(status = 'overdue' or (status = 'pending' and due_date < @today))`;
}
function notYetDue() {
  return `(status = 'pending' and due_date >= @today)`;
}

const OVERDUE_PREVIEW_SQL = `
  select i.id, i.invoice_number as invoiceNumber, i.client_id as clientId, c.name as clientName,
         i.amount_cents as cents, i.due_date as dueDate, i.sent_at as sentAt
  from invoices i left join clients c on c.id = i.client_id
  where i.user_id = @userId and i.currency = @currency and i.status in ('pending', 'overdue')
    and (i.status = 'overdue' or i.due_date < @today)
  order by i.due_date, i.invoice_number limit ${OVERDUE_PREVIEW}`;

const OTHER_CURRENCIES = `
  select currency, count(*) as count, coalesce(sum(amount_cents), 0) as cents from invoices
  where user_id = @userId and currency <> @currency and status in ('pending', 'overdue')
  group by currency order by currency`;

const STATUS_COUNTS = `
  select count(*) as "all", coalesce(sum(status = 'draft'), 0) as draft,
    coalesce(sum(status = 'pending' and due_date >= @today), 0) as pending,
    coalesce(sum(${overdue()}), 0) as overdue, coalesce(sum(status = 'paid'), 0) as paid,
    coalesce(sum(status in ('pending', 'overdue')), 0) as unpaid
  from invoices where user_id = @userId`;

const IN_FLIGHT = `
  select count(*) from email_outbox
  where user_id = @userId and status in ('queued', 'sending') and related_type = 'invoice'`;

const CALENDAR = `
  select due_date as date,
    sum(status in ('pending', 'overdue') and not ${overdue()}) as due,
    sum(${overdue()}) as overdue,
    sum(status = 'paid') as paid
  from invoices where user_id = @userId and due_date >= @from and due_date <= @to and status <> 'draft'
  group by due_date order by due_date`;

type Statements = Record<"tiles" | "overdue" | "others" | "calendar" | "inFlight" | "statusCounts", Database.Statement>;
const prepared = new WeakMap<Database.Database, Statements>();
function statements(client: Database.Database): Statements {
  let s = prepared.get(client);
  if (!s) {
    s = {
      tiles: client.prepare(TILES),
      overdue: client.prepare(OVERDUE_PREVIEW_SQL),
      others: client.prepare(OTHER_CURRENCIES),
      calendar: client.prepare(CALENDAR),
      inFlight: client.prepare(IN_FLIGHT).pluck(),
      statusCounts: client.prepare(STATUS_COUNTS),
    };
    prepared.set(client, s);
  }
  return s;
}

const OWNER = "select time_zone as timeZone, default_currency as currency from users where id = ?";
const owners = new WeakMap<Database.Database, Database.Statement>();
/** The owner's time zone and currency, read with a prepared statement (no ORM on this path). */
function ownerSettings(ctx: OwnerContext): { timeZone: string; currency: string } {
  const client = ctx.db.$client;
  let stmt = owners.get(client);
  if (!stmt) owners.set(client, (stmt = client.prepare(OWNER)));
  const row = stmt.get(ctx.userId) as { timeZone: string; currency: string } | undefined;
  if (!row) throw notFound("User");
  return row;
}

const bucket = (count: number | null, cents: number): Bucket => ({ count: count ?? 0, total: formatCents(cents) });

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
    const t = s.tiles.get(params) as Record<string, number | null>;
    const preview = (
      s.overdue.all(params) as (Omit<OverdueLine, "amount" | "daysOverdue" | "sentAt"> & {
        cents: number;
        sentAt: number | null;
      })[]
    ).map(({ cents, sentAt, ...line }) => ({
      ...line,
      amount: formatCents(cents),
      daysOverdue: Math.max(0, daysBetween(line.dueDate, today)),
      sentAt: sentAt === null ? null : new Date(sentAt).toISOString(),
    }));
    const unpaidCents = (t.overdueC ?? 0) + (t.outstandingC ?? 0) + (t.notSentC ?? 0);
    return {
      today,
      currency,
      totalCount: t.totalCount ?? 0,
      paid: bucket(t.paidN, t.paidC ?? 0),
      outstanding: bucket(t.outstandingN, t.outstandingC ?? 0),
      notSent: bucket(t.notSentN, t.notSentC ?? 0),
      overdue: bucket(t.overdueN, t.overdueC ?? 0),
      dueThisWeek: bucket(t.weekN, t.weekC ?? 0),
      collectedThisMonth: bucket(t.monthN, t.monthC ?? 0),
      draft: bucket(t.draftN, t.draftC ?? 0),
      unpaid: bucket((t.overdueN ?? 0) + (t.outstandingN ?? 0) + (t.notSentN ?? 0), unpaidCents),
      overdueList: { preview, more: Math.max(0, (t.overdueN ?? 0) - preview.length) },
      otherCurrencies: (s.others.all(params) as { currency: string; count: number; cents: number }[]).map((o) => ({
        currency: o.currency,
        count: o.count,
        unpaid: formatCents(o.cents),
      })),
      emailsInFlight: s.inFlight.get({ userId: ctx.userId }) as number,
      statusCounts: s.statusCounts.get({ userId: ctx.userId, today }) as InvoiceSummary["statusCounts"],
    };
  });
}

/** GET /api/invoices/calendar?month=YYYY-MM: what each day of the month holds, by due date. */
export function invoiceCalendar({ ctx, month }: { ctx: OwnerContext; month: unknown }): {
  month: string;
  days: CalendarDay[];
} {
  if (typeof month !== "string" || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    throw invalid({ month: "Month must be written YYYY-MM" });
  }
  const today = todayIn(ownerSettings(ctx).timeZone, ctx.clock.now());
  const from = `${month}-01`;
  // The first of the next month: any month plus 40 days lands in the next one.
  const to = addDays(from, 40).slice(0, 7) + "-01";
  const days = statements(ctx.db.$client).calendar.all({
    userId: ctx.userId,
    today,
    from,
    to: addDays(to, -1),
  }) as CalendarDay[];
  return { month, days };
}

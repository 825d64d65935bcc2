// Pure calculations behind the invoice tracker and the overdue panel: buckets, day groups and the
// month grid. Calendar dates are 'YYYY-MM-DD' strings in the owner's time zone (DESIGN.md "Data"),
// so comparing them as strings is comparing days, and no browser time zone leaks in.
import type { InvoiceView } from "@core/invoices/schemas";
import { addDays } from "@core/time";

type TrackedInvoice = Pick<InvoiceView, "amount" | "status" | "dueDate" | "paidDate">;

/** Days of the "Due This Week" window: today and the six days after it. */
export const DUE_SOON_DAYS = 7;
/** How many overdue invoices the follow-up panel lists before 'And N more...'. */
export const OVERDUE_PREVIEW = 5;

export interface Bucket {
  /** Integer cents, so sums never drift. */
  cents: number;
  count: number;
}

export interface TrackerBuckets {
  paid: Bucket;
  outstanding: Bucket;
  overdue: Bucket;
  dueThisWeek: Bucket;
  collectedThisMonth: Bucket;
}

/** "1234.50" (the API's decimal string) → 123450. Anything unreadable counts as 0. */
export function toCents(amount: string | number): number {
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

const empty = (): Bucket => ({ cents: 0, count: 0 });
const add = (bucket: Bucket, amount: string) => {
  bucket.cents += toCents(amount);
  bucket.count += 1;
};

/**
 * The five tiles. The server already reports the effective status (a pending invoice past its due
 * date reads 'overdue'), so: Paid = paid; Outstanding = pending (issued, not yet due); Overdue =
 * overdue; Due This Week = pending and due from today through today + 6; Collected This Month = paid
 * with a paidDate in today's calendar month. Drafts are not issued and count nowhere.
 */
export function trackerBuckets(invoices: readonly TrackedInvoice[], today: string): TrackerBuckets {
  const result: TrackerBuckets = {
    paid: empty(),
    outstanding: empty(),
    overdue: empty(),
    dueThisWeek: empty(),
    collectedThisMonth: empty(),
  };
  const weekEnd = addDays(today, DUE_SOON_DAYS - 1);
  const month = today.slice(0, 7);
  for (const invoice of invoices) {
    if (invoice.status === "paid") {
      add(result.paid, invoice.amount);
      if (invoice.paidDate?.slice(0, 7) === month) add(result.collectedThisMonth, invoice.amount);
    } else if (invoice.status === "overdue") {
      add(result.overdue, invoice.amount);
    } else if (invoice.status === "pending") {
      add(result.outstanding, invoice.amount);
      if (invoice.dueDate >= today && invoice.dueDate <= weekEnd) add(result.dueThisWeek, invoice.amount);
    }
  }
  return result;
}

/** Overdue invoices, longest overdue first (oldest due date; ties by invoice number). */
export function overdueInvoices<T extends Pick<InvoiceView, "status" | "dueDate" | "invoiceNumber">>(
  invoices: readonly T[],
): T[] {
  return invoices
    .filter((i) => i.status === "overdue")
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
}

/** Total of a list of invoices, in cents. */
export function sumCents(invoices: readonly Pick<InvoiceView, "amount">[]): number {
  return invoices.reduce((sum, i) => sum + toCents(i.amount), 0);
}

export interface DayGroup<T> {
  date: string;
  invoices: T[];
}

/** Invoices grouped by due date, days ascending; inside a day, in the order given. */
export function groupByDueDate<T extends Pick<InvoiceView, "dueDate">>(invoices: readonly T[]): DayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const invoice of invoices) {
    const list = byDay.get(invoice.dueDate);
    if (list) list.push(invoice);
    else byDay.set(invoice.dueDate, [invoice]);
  }
  return [...byDay.keys()].sort().map((date) => ({ date, invoices: byDay.get(date)! }));
}

/** Due date → number of invoices due that day. */
export function countByDueDate(invoices: readonly Pick<InvoiceView, "dueDate">[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { dueDate } of invoices) counts.set(dueDate, (counts.get(dueDate) ?? 0) + 1);
  return counts;
}

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, "0");

export function firstOfMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, "0")}-${pad(month)}-01`;
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "March 2026" */
export function monthLabel({ year, month }: YearMonth): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/**
 * The month as whole weeks, Sunday first (en-US): leading days of the previous month and trailing
 * days of the next fill the first and last week. 4 to 6 rows of 7.
 */
export function monthGrid(ym: YearMonth): GridDay[][] {
  const first = firstOfMonth(ym);
  const lead = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
  const length = daysInMonth(ym);
  const weeks = Math.ceil((lead + length) / 7);
  const start = addDays(first, -lead);
  const month = first.slice(0, 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = addDays(start, w * 7 + d);
      return { date, day: Number(date.slice(8, 10)), inMonth: date.slice(0, 7) === month };
    }),
  );
}

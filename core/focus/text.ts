// Words and amounts the moves are written with.
import { formatMoneyShort } from "../currency/format";
import { formatDueDate } from "../invoices/templates";

/** "$2,400", "€2,400.50": whole units when there are no cents, in the invoice's (or owner's) currency. */
export const dollars = (cents: number, currency = "USD") => formatMoneyShort(cents, currency);

/** The first dollar amount written in a task's business impact ("Unlocks a $1,500 retainer" → 1500). */
export function impactDollars(text: string | null): number | null {
  const m = text?.match(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?/i);
  if (!m) return null;
  const n = Number(m[1].replaceAll(",", "")) * (m[2] ? 1000 : 1);
  return Number.isFinite(n) ? n : null;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "today", "yesterday", "3 days ago". */
export function daysAgo(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

/** "today", "tomorrow", "in 3 days". */
export function inDays(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

/** "December 1" (with the year when it is not this year's). */
export function shortDate(date: string, today: string): string {
  const full = formatDueDate(date);
  return date.slice(0, 4) === today.slice(0, 4) ? full.replace(/, \d{4}$/, "") : full;
}

/** "12–40 days late", or "40 days late" when they are all alike. */
export function lateRange(min: number, max: number): string {
  return min === max ? `${plural(max, "day")} late` : `${min}–${max} days late`;
}

// Local calendar arithmetic for the Analyst's series: weeks start on Monday (ISO 8601), months are
// 'YYYY-MM'. Pure functions over 'YYYY-MM-DD' dates in the owner's time zone.
import { addDays } from "../time";

/** The Monday of the week `date` falls in. */
export function weekStart(date: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}

/** The `count` week starts ending with the week of `today`, oldest first. */
export function lastWeeks(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}

/** 'YYYY-MM' shifted by `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last day ('YYYY-MM-DD') of a 'YYYY-MM' month. */
export function monthEnd(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** The `count` months ending with the month of `today`, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, -(count - 1 - i)));
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
/** "2025-12" → "Dec 2025": a year that cannot be read as a day ("Dec 25"), for every screen's months. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

// A calendar month as whole weeks, for the Admin's tracker and the Creator's content calendar. Calendar
// dates are 'YYYY-MM-DD' strings in the owner's time zone (DESIGN.md "Data"), so comparing them as
// strings is comparing days, and no browser time zone leaks in.
import { addDays, daysBetween, monthGridRange } from "@core/time";

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
  // The same weeks the server counts for the tracker's calendar (one rule: core/time.ts).
  const month = firstOfMonth(ym).slice(0, 7);
  const { from, to } = monthGridRange(month);
  const weeks = (daysBetween(from, to) + 1) / 7;
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = addDays(from, w * 7 + d);
      return { date, day: Number(date.slice(8, 10)), inMonth: date.slice(0, 7) === month };
    }),
  );
}

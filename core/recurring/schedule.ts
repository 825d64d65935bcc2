// The dates of a recurring series (docs/decisions/200-recurring-invoices.md): period k's date is
// computed from the start and k alone, never from the previous date, so months keep their day (the
// 31st falls back to the month's last day, and returns to the 31st after) and nothing drifts.
import { addDays, monthDate } from "../time";

export const RECURRING_UNITS = ["day", "week", "month", "month_day"] as const;
export type RecurringUnit = (typeof RECURRING_UNITS)[number];

export interface RecurringRule {
  unit: RecurringUnit;
  every: number;
  /** For month_day: 1–31 (31 = the month's last day). */
  dayOfMonth: number | null;
  startDate: string;
  endDate: string | null;
  maxCount: number | null;
}

const parts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** The date of period `k` (0 is the first). */
export function periodDate(rule: RecurringRule, k: number): string {
  const [y, m, d] = parts(rule.startDate);
  switch (rule.unit) {
    case "day":
      return addDays(rule.startDate, k * rule.every);
    case "week":
      return addDays(rule.startDate, k * rule.every * 7);
    case "month":
      return monthDate(y, m - 1, k * rule.every, d);
    case "month_day": {
      // The first period is the first such day on or after the start.
      const day = rule.dayOfMonth ?? d;
      const first = monthDate(y, m - 1, 0, day) >= rule.startDate ? 0 : 1;
      return monthDate(y, m - 1, first + k * rule.every, day);
    }
  }
}

/** True when the series may still invoice period `k` after `created` invoices. */
export function periodAllowed(rule: RecurringRule, k: number, created: number): boolean {
  if (rule.maxCount !== null && created >= rule.maxCount) return false;
  if (rule.endDate !== null && periodDate(rule, k) > rule.endDate) return false;
  return true;
}

/** The first period from `from` dated on or after `date`. */
export function firstPeriodOnOrAfter(rule: RecurringRule, date: string, from = 0): number {
  // Each period is at least a day after the last, so the answer is at most this many steps away.
  let k = from;
  const lo = periodDate(rule, k);
  if (lo >= date) return k;
  // A bound from the average length of a period, then a short walk.
  const approx = Math.max(0, Math.floor(daysBetweenDates(lo, date) / periodDays(rule)) - 1);
  k += approx;
  while (periodDate(rule, k) < date) k++;
  while (k > from && periodDate(rule, k - 1) >= date) k--;
  return k;
}

/** The shortest a period can be, in days (months count as 28). */
export function periodDays(rule: Pick<RecurringRule, "unit" | "every">): number {
  return rule.unit === "day" ? rule.every : rule.unit === "week" ? 7 * rule.every : 28 * rule.every;
}

function daysBetweenDates(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Up to `n` upcoming dates from period `k` with `created` invoices so far (the preview). */
export function upcomingDates(rule: RecurringRule, k: number, created: number, n: number): string[] {
  const dates: string[] = [];
  for (let i = 0; i < n && periodAllowed(rule, k + i, created + i); i++) dates.push(periodDate(rule, k + i));
  return dates;
}

/**
 * How many invoices a run on `today` would make from period `k` (the periods dated today or earlier
 * that the rule still allows), counting no further than `cap`.
 */
export function dueCount(rule: RecurringRule, k: number, created: number, today: string, cap: number): number {
  let n = 0;
  while (n <= cap && periodAllowed(rule, k + n, created + n) && periodDate(rule, k + n) <= today) n++;
  return n;
}

/** A rule with neither an end date nor a count. */
export const isOpenEnded = (rule: RecurringRule) => rule.endDate === null && rule.maxCount === null;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shortDate = (date: string) => {
  const [y, m, d] = parts(date);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

/** The rule in words, as every screen shows it: "Every 2 weeks from Dec 1, 2026, 6 times". */
export function describeRule(rule: RecurringRule): string {
  const plural = (n: number, one: string) => (n === 1 ? one : `${n} ${one}s`);
  const cadence =
    rule.unit === "month_day"
      ? `${rule.dayOfMonth === 31 ? "On the last day" : `On the ${ordinal(rule.dayOfMonth ?? 1)}`} of every ${plural(rule.every, "month")}`
      : `Every ${plural(rule.every, rule.unit)}`;
  const end =
    rule.maxCount !== null
      ? `, ${rule.maxCount === 1 ? "once" : `${rule.maxCount} times`}`
      : rule.endDate !== null
        ? ` until ${shortDate(rule.endDate)}`
        : ", with no end";
  return `${cadence} from ${shortDate(rule.startDate)}${end}`;
}

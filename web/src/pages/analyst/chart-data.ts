// The served series shaped for drawing, and their text summaries. No figure is computed here: the
// values are the server's; this only labels and orders them.
import { monthLabel } from "@core/analyst/calendar";
import type { AnalyticsView } from "@web/lib/api-types";
import { formatAmount } from "@web/lib/format";
import { PLATFORM_NAMES } from "./platforms";

const dayFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export { monthLabel };
export const weekLabel = (week: string) => dayFmt.format(new Date(`${week}T00:00:00Z`));

export type Business = AnalyticsView["business"];

export interface RevenuePoint {
  label: string;
  paid: number | null;
  forecast: number | null;
  /** [below, above] the forecast, for the interval's whiskers. */
  range: [number, number] | null;
}

export function revenuePoints(b: Business): RevenuePoint[] {
  const points: RevenuePoint[] = b.revenueByMonth.map((m) => ({
    label: `${monthLabel(m.month)}${m.partial ? " (so far)" : ""}`,
    paid: Number(m.amount),
    forecast: null,
    range: null,
  }));
  const f = b.forecast;
  if (f.expected !== null && f.low !== null && f.high !== null) {
    const expected = Number(f.expected);
    points.push({
      label: `${monthLabel(f.month)} (forecast)`,
      paid: null,
      forecast: expected,
      range: [expected - Number(f.low), Number(f.high) - expected],
    });
  }
  return points;
}

/** The total and the best month are the server's (core/analyst/revenue-total.ts), not summed here. */
export function revenueSummary(b: Business, currency: string): string {
  const best = b.bestMonth;
  if (best === null) return "No money was received in the last 12 months.";
  const current = b.revenueByMonth[b.revenueByMonth.length - 1];
  const parts = [
    `Received over the last 12 months: ${formatAmount(b.revenueTotal, currency)}.`,
    `Best month: ${monthLabel(best.month)} with ${formatAmount(best.amount, currency)}.`,
    `This month so far: ${formatAmount(current.amount, currency)}.`,
  ];
  const f = b.forecast;
  if (f.expected !== null && f.note) {
    // The server says why there is no range (months exactly on a line).
    parts.push(`Forecast for ${monthLabel(f.month)}: ${formatAmount(f.expected, currency)}. ${f.note}`);
  } else if (f.expected !== null) {
    parts.push(
      `Forecast for ${monthLabel(f.month)}: ${formatAmount(f.expected, currency)}, ${Math.round((f.confidence ?? 0) * 100)}% likely between ${formatAmount(f.low!, currency)} and ${formatAmount(f.high!, currency)}.`,
    );
  } else if (f.note) parts.push(f.note);
  return parts.join(" ");
}

export function agingSummary(b: Business, currency: string): string {
  const owed = b.outstandingByAge.filter((a) => a.count > 0);
  if (owed.length === 0) return "Nothing is waiting to be paid.";
  return owed
    .map((a) => `${a.label}: ${formatAmount(a.amount, currency)} (${a.count} invoice${a.count === 1 ? "" : "s"})`)
    .join("; ")
    .concat(".");
}

export function paidVsOutstandingSummary(b: Business, currency: string): string {
  const p = b.paidVsOutstanding;
  return `Paid: ${formatAmount(p.paid, currency)}. Outstanding: ${formatAmount(p.outstanding, currency)}, of which ${formatAmount(p.overdue, currency)} is overdue.`;
}

export function tasksSummary(weeks: AnalyticsView["productivity"]["tasksPerWeek"]): string {
  const total = weeks.reduce((s, w) => s + w.completed, 0);
  if (total === 0) return `No tasks completed in the last ${weeks.length} weeks.`;
  const best = weeks.reduce((a, w) => (w.completed > a.completed ? w : a));
  const current = weeks[weeks.length - 1];
  return `${total} tasks completed in the last ${weeks.length} weeks. Busiest: the week of ${weekLabel(best.week)} with ${best.completed}. This week so far: ${current.completed}.`;
}

export function postsSummary(weeks: AnalyticsView["content"]["postsPerWeek"]): string {
  const byPlatform = Object.entries(PLATFORM_NAMES)
    .map(([p, name]) => ({ name, n: weeks.reduce((s, w) => s + (w[p as keyof typeof PLATFORM_NAMES] ?? 0), 0) }))
    .filter((x) => x.n > 0);
  if (byPlatform.length === 0) return `No posts went out in the last ${weeks.length} weeks.`;
  return `Posts that went out in the last ${weeks.length} weeks: ${byPlatform.map((x) => `${x.name} ${x.n}`).join(", ")}.`;
}

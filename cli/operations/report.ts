// `microteam report`: the Analyst in the terminal. Every figure is the server's (GET /api/analytics);
// the money series are drawn as sparklines.
import sparkly from "sparkly";
import { monthLabel } from "@core/analyst/calendar";
import type { CliContext } from "../context";
import { money } from "../format";
import type { Line, Result } from "../output";
import type { AnalyticsView } from "../types";
import { bar } from "./workflows";

/** "▁▃▅█": one cell per value, scaled from zero so a flat line of zeros reads as nothing paid. */
export const sparkline = (values: number[]) => sparkly(values, { minimum: 0 });

const month = monthLabel;
/** Cells of the label column: the figures start in one column on every line. */
const LABEL = 27;

export async function report(ctx: CliContext): Promise<Result> {
  const a = await (await ctx.api()).request<AnalyticsView>("GET", "/api/analytics");
  const cur = a.currency;
  const b = a.business;
  const o = a.overview;
  const p = a.productivity;
  const revenue = b.revenueByMonth.map((m) => Number(m.amount));
  const first = b.revenueByMonth[0].month;
  const last = b.revenueByMonth[b.revenueByMonth.length - 1].month;
  const growth = o.revenue.growth;
  const lines: Line[] = [
    {
      text: `The Analyst · ${a.today}${a.lastUpdated ? ` · data last changed ${a.lastUpdated.slice(0, 16).replace("T", " ")} UTC` : ""}`,
      style: "title",
    },
    { text: "" },
    { text: "Money", style: "bold" },
    {
      text: `  Revenue ${month(first)}–${month(last)}  ${sparkline(revenue)}  ${money(b.revenueTotal, cur)} in 12 months`,
    },
    {
      text: `  ${"This month so far".padEnd(LABEL)}${money(o.revenue.thisMonth, cur)}${
        growth.percent === null
          ? `  (${growth.note})`
          : `  ${growth.percent >= 0 ? "+" : ""}${growth.percent}% vs ${growth.previousFrom.slice(5)}–${growth.previousTo.slice(5)}`
      }`,
      style: growth.percent !== null && growth.percent < 0 ? "warn" : undefined,
    },
    // What the revenue figures left out (money in a currency with no rate home yet), as the server says it.
    ...(b.revenueNote ? [{ text: `  ${b.revenueNote}`, style: "warn" as const }] : []),
  ];
  const f = b.forecast;
  lines.push(
    f.expected !== null
      ? {
          text: f.note
            ? `  ${`Forecast ${month(f.month)}`.padEnd(LABEL)}${money(f.expected, cur)} (linear trend over ${f.monthsUsed} months; ${f.note})`
            : `  ${`Forecast ${month(f.month)}`.padEnd(LABEL)}${money(f.expected, cur)} (${Math.round((f.confidence ?? 0) * 100)}%: ${money(f.low!, cur)}–${money(f.high!, cur)}; linear trend over ${f.monthsUsed} months)`,
        }
      : { text: `  ${`Forecast ${month(f.month)}`.padEnd(LABEL)}${f.note}`, style: "dim" },
  );
  const aging = b.outstandingByAge.map((x) => Number(x.amount));
  lines.push(
    {
      text: `  Outstanding by age         ${sparkline(aging)}  ${b.outstandingByAge.map((x) => `${x.key === "current" ? "not due" : x.key} ${money(x.amount, cur)}`).join(" · ")}`,
    },
    {
      text: `  Paid / outstanding         ${money(b.paidVsOutstanding.paid, cur)} / ${money(b.paidVsOutstanding.outstanding, cur)} (${money(b.paidVsOutstanding.overdue, cur)} overdue)`,
    },
    {
      text: `  Invoices                   ${b.invoiceStatus.sent} sent · ${b.invoiceStatus.paid} paid · ${b.invoiceStatus.overdue} overdue`,
    },
    {
      text: `  Average payment time       ${b.payments.averageDaysToPay === null ? b.payments.averageNote : `${b.payments.averageDaysToPay} days`}`,
      style: b.payments.averageDaysToPay === null ? "dim" : undefined,
    },
    {
      text: `  Payment success rate       ${b.payments.successRate === null ? b.payments.successNote : `${b.payments.successRate}% (${b.payments.paidOfSent} of ${b.payments.sentCount} sent)`}`,
      style: b.payments.successRate === null ? "dim" : undefined,
    },
    { text: "" },
    { text: "Work", style: "bold" },
    {
      text: `  Tasks per week             ${sparkline(p.tasksPerWeek.map((w) => w.completed))}  ${p.dailyAverage} a day · streak ${p.currentStreak} ${p.currentStreak === 1 ? "day" : "days"}`,
    },
    {
      text: `  Weekly goal                ${bar(p.weeklyGoal.percent)}  ${p.weeklyGoal.completedThisWeek}/${p.weeklyGoal.goal}${p.weeklyGoal.remaining ? `, ${p.weeklyGoal.remaining} to go` : ", reached"}`,
    },
    {
      text: `  Tasks                      ${o.tasks.completed} of ${o.tasks.total} completed${o.tasks.percent === null ? "" : ` (${o.tasks.percent}%)`}`,
    },
    { text: `  Active clients             ${o.clients.active} (+${o.clients.newThisMonth} new this month)` },
    { text: "" },
    { text: "Content", style: "bold" },
    {
      text: `  Posts                      ${a.content.scheduled} scheduled · ${a.content.published} published · ${a.content.hasConnectedPlatforms ? `connected: ${a.content.connected.join(", ")}` : "no platform connected"}`,
    },
  );
  return { kind: "lines", lines, data: a };
}

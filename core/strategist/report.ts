// The health score and usage patterns as the Strategist shows them: the pure scores of health.ts and
// patterns.ts over the owner's figures, with the numbers behind each category in words.
import { clientEngagement, adminHoursPerWeek, taskCompletionRate } from "./patterns";
import type { BusinessFigures } from "./figures";
import { QUIET_DAYS } from "./figures";
import {
  automation,
  cashCollection,
  contentConsistency,
  execution,
  HEALTH_LABELS,
  HEALTH_WEIGHTS,
  overallHealth,
  pipeline,
  type CategoryScore,
  type HealthKey,
} from "./health";

export type { HealthReport, UsagePatterns } from "./views";
import type { HealthReport, UsagePatterns } from "./views";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function healthReport(f: BusinessFigures): HealthReport {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: f.currency, maximumFractionDigits: 0 });
  const money = (cents: number) => format.format(Math.round(cents / 100));
  const inv = f.invoices;
  const inPlay = inv.paidCents + inv.unpaidCents;
  const build = (key: HealthKey, result: Pick<CategoryScore, "score" | "note">, facts: string[]): CategoryScore => ({
    key,
    label: HEALTH_LABELS[key],
    weight: HEALTH_WEIGHTS[key],
    ...result,
    facts,
  });
  const breakdown = [
    build(
      "cashCollection",
      cashCollection({
        paidCents: inv.paidCents,
        unpaidCents: inv.unpaidCents,
        overdueCents: inv.overdueCents,
        averageDaysToPay: inv.averageDaysToPay,
        termsDays: f.termsDays,
      }),
      [
        `${money(inv.overdueCents)} overdue of ${money(inPlay)} in play (paid in 90 days + awaiting payment)${inPlay > 0 ? `: ${Math.round((100 * inv.overdueCents) / inPlay)}%` : ""}`,
        inv.averageDaysToPay === null
          ? inv.paidCount > 0
            ? "No invoice paid in the last 90 days was sent through Microteam: no payment time to measure"
            : "No invoice paid in the last 90 days"
          : `Paid in ${inv.averageDaysToPay} days on average (${plural(inv.daysToPaySample, "invoice")}); your terms are ${f.termsDays} days`,
      ],
    ),
    build(
      "pipeline",
      pipeline({ activeClients: f.clients.active, quietClients: f.clients.quiet, newClients: f.clients.newLast90 }),
      [
        `${plural(f.clients.active, "active client")}, ${f.clients.quiet} quiet for ${QUIET_DAYS}+ days`,
        `${plural(f.clients.newLast90, "new client")} in the last 90 days`,
      ],
    ),
    build(
      "content",
      contentConsistency({
        platforms: f.owner.platforms,
        plannedPerWeek: f.content.plannedPerWeek,
        posts: f.content.postsInWindow,
      }),
      [
        `${plural(f.content.postsInWindow, "post")} in the last 3 weeks and the coming week`,
        `Your plan: ${plural(f.content.plannedPerWeek, "post")} a week (${4 * f.content.plannedPerWeek} in four weeks)`,
      ],
    ),
    build("execution", execution({ done: f.tasks.doneLast30, open: f.tasks.openDue, overdue: f.tasks.overdueOpen }), [
      `${plural(f.tasks.doneLast30, "task")} completed in the last 30 days, ${f.tasks.openDue} open and due within 2 weeks or undated` +
        (f.tasks.open > f.tasks.openDue ? ` (${f.tasks.open - f.tasks.openDue} more planned later)` : ""),
      `${plural(f.tasks.overdueOpen, "open task")} past the due date`,
    ]),
    build(
      "automation",
      automation({
        remindersOn: f.remindersOn,
        activeWorkflows: f.workflows.active,
        stepsDoneRecently: f.workflows.stepsDoneLast14,
      }),
      [
        `Automatic invoice reminders ${f.remindersOn ? "on" : "off"}`,
        `${plural(f.workflows.active, "active workflow")}; ${plural(f.workflows.stepsDoneLast14, "workflow step")} done in 14 days`,
      ],
    ),
  ];
  return {
    overallScore: overallHealth(breakdown),
    categories: Object.fromEntries(breakdown.filter((c) => c.score !== null).map((c) => [c.label, c.score as number])),
    breakdown,
  };
}

export function usagePatterns(f: BusinessFigures): UsagePatterns {
  return {
    taskCompletionRate: taskCompletionRate(f.tasks.completed, f.tasks.total),
    clientEngagementLevel: clientEngagement(f.clients.touches),
    timeSpentOnAdmin: adminHoursPerWeek(f.tasks.adminMinutesLast28, f.tasks.completedLast28),
  };
}

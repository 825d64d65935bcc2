// GET /api/analytics: the Analyst's four tabs from the owner's data. The invoice figures are the one
// invoice summary's and the trigger-kept totals'; active clients and the content queue are the
// dashboard's (core/focus, read through its public function), so every screen agrees.
import { PLATFORMS, type Platform } from "../catalog";
import { isAdvanced } from "../billing";
import { OwnerCache } from "../cache";
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { notFound } from "../errors";
import { getDashboard } from "../focus";
import { invoiceSummary, mergeUncounted, uncountedNote } from "../invoices";
import { formatCents } from "../money";
import { TOKEN_COLUMN } from "../creator";
import { addDays, instantAt } from "../time";
import { addMonths, lastWeeks, monthLabel, weekStart } from "./calendar";
import { FORECAST_EXACT_NOTE, FORECAST_METHOD, FORECAST_MIN_MONTHS, forecastRevenue } from "./forecast";
import { completionsByDay, postsByDay } from "./local-days";
import { MIN_PAID_FOR_AVERAGE, outstandingByAge, paymentMetrics, revenueByMonth, revenueGrowth } from "./money";
import { currentStreak, dailyAverage, defaultWeeklyGoal, tasksPerWeek } from "./productivity";
import { revenueTotals } from "./revenue-total";
import type { AnalyticsView } from "./view";

/** Weeks the tasks and posts charts cover; months the revenue chart covers. */
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 12;

const DAY = 86_400_000;

const OWNER_SQL = `select u.time_zone as timeZone, u.subscription_tier as subscriptionTier,
    u.subscription_status as subscriptionStatus, u.trial_end_date as trialEnd, u.weekly_task_goal as weeklyGoal,
    ${PLATFORMS.map((p) => `${TOKEN_COLUMN[p]} is not null as ${p}`).join(", ")}
  from users u where u.id = ?`;

const COUNTS_SQL = `select
  (select count(*) from tasks where user_id = @owner and source_key is null) as totalTasks,
  (select count(*) from tasks where user_id = @owner and source_key is null and completed = 1) as completedTasks,
  (select count(*) from clients where user_id = @owner and created_at >= @monthStart) as newClients,
  (select count(*) from events where user_id = @owner and type = 'content_post' and status in ('published', 'completed')) as published,
  max(
    coalesce((select max(updated_at) from invoices where user_id = @owner), 0),
    coalesce((select max(updated_at) from clients where user_id = @owner), 0),
    coalesce((select max(updated_at) from events where user_id = @owner), 0),
    coalesce((select max(updated_at) from workflows where user_id = @owner), 0),
    coalesce((select max(fetched_at) from social_stats where user_id = @owner), 0),
    coalesce((select max(max(created_at, coalesce(completed_at, 0))) from tasks where user_id = @owner), 0)
  ) as lastWrite`;

type OwnerRow = {
  timeZone: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  trialEnd: number | null;
  weeklyGoal: number | null;
} & Record<Platform, number>;

const cache = new OwnerCache<AnalyticsView>();

export function getAnalytics({ ctx }: { ctx: OwnerContext }): AnalyticsView {
  const owner = prepared(ctx.db, "analytics:owner", (d) => d.$client.prepare<[string], OwnerRow>(OWNER_SQL)).get(
    ctx.userId,
  );
  if (!owner) throw notFound("User");
  const summary = invoiceSummary({ ctx });
  const trialEndDate = owner.trialEnd === null ? null : new Date(owner.trialEnd);
  const isPro = isAdvanced({ ...owner, trialEndDate }, ctx.clock.now());
  // A trial ends at any time of day: the kept view is keyed by the plan too, not only by the day.
  return cache.get(ctx.db, ctx.userId, `${summary.today} ${isPro}`, () => computeAnalytics(ctx, owner, summary, isPro));
}

function computeAnalytics(
  ctx: OwnerContext,
  owner: OwnerRow,
  summary: ReturnType<typeof invoiceSummary>,
  isPro: boolean,
): AnalyticsView {
  const { today, currency } = summary;
  const dashboard = getDashboard({ ctx });
  const monthStart = `${today.slice(0, 7)}-01`;
  const counts = prepared(ctx.db, "analytics:counts", (d) => d.$client.prepare(COUNTS_SQL)).get({
    owner: ctx.userId,
    monthStart: instantAt(owner.timeZone, monthStart, "00:00"),
  }) as { totalTasks: number; completedTasks: number; newClients: number; published: number; lastWrite: number };

  // Productivity: completions per local day over the charted weeks (and a day's margin for the zone).
  const firstWeek = lastWeeks(today, CHART_WEEKS)[0];
  const since = instantAt(owner.timeZone, firstWeek, "00:00") - DAY;
  const days = completionsByDay(ctx, owner.timeZone, since);
  const perWeek = tasksPerWeek(days, today, CHART_WEEKS);
  const completedLast7 = Array.from({ length: 7 }, (_, i) => days.get(addDays(today, -i)) ?? 0).reduce((a, b) => a + b);
  const thisWeek = perWeek[perWeek.length - 1];
  const fallback = defaultWeeklyGoal(perWeek);
  const goal = owner.weeklyGoal ?? fallback.goal;
  const source = owner.weeklyGoal !== null ? "owner" : fallback.fromHistory ? "history" : "starter";

  // Content: posts per week and platform, from the deliveries that went out.
  const posts = postsByDay(ctx, owner.timeZone, since);
  const postsPerWeek = lastWeeks(today, CHART_WEEKS).map((week) => {
    const row = { week } as { week: string } & Record<Platform, number>;
    for (const p of PLATFORMS) row[p] = 0;
    return row;
  });
  const weekIndex = new Map(postsPerWeek.map((row, i) => [row.week, i]));
  for (const [platform, byDay] of posts) {
    for (const [day, n] of byDay) {
      const i = weekIndex.get(weekStart(day));
      if (i !== undefined && day <= today) postsPerWeek[i][platform] += n;
    }
  }
  const connected = PLATFORMS.filter((p) => owner[p] === 1);

  // Money: 13 months so the forecast has 12 complete ones; the chart shows the last 12.
  const months = revenueByMonth(ctx, today, CHART_MONTHS + 1);
  // Money received in a currency with no rate home yet (after a change of home currency) is in no
  // figure: the page and the terminal say how much, in which currencies (decision 300).
  const uncounted = mergeUncounted(months.map((m) => m.uncounted));
  const revenueNote = uncountedNote(uncounted, currency, monthLabel(months[0].month));
  const complete = months.filter((m) => !m.partial);
  const firstPaid = complete.findIndex((m) => m.cents > 0);
  const series = firstPaid < 0 ? [] : complete.slice(firstPaid).map((m) => m.cents);
  const forecastMonth = addMonths(today.slice(0, 7), 1);
  const forecast = isPro ? forecastRevenue(series, 2) : null;
  const charted = months.slice(-CHART_MONTHS);
  const totals = revenueTotals(charted);
  const growth = revenueGrowth(ctx, today);
  const payments = paymentMetrics(ctx, today);

  return {
    today,
    currency,
    lastUpdated: counts.lastWrite > 0 ? new Date(counts.lastWrite).toISOString() : null,
    isPro,
    overview: {
      tasks: {
        total: counts.totalTasks,
        completed: counts.completedTasks,
        percent: counts.totalTasks > 0 ? Math.round((counts.completedTasks / counts.totalTasks) * 100) : null,
      },
      clients: { active: dashboard.clients.activeCount, newThisMonth: counts.newClients },
      revenue: {
        thisMonth: summary.collectedThisMonth.total,
        growth: {
          percent: growth.percent,
          previousPeriod: formatCents(growth.previousPeriodCents),
          previousFrom: growth.previousFrom,
          previousTo: growth.previousTo,
          note: growth.percent === null ? "Nothing was paid in the same days last month to compare with." : null,
        },
      },
    },
    productivity: {
      completedLast7,
      dailyAverage: dailyAverage(days, today),
      paceOfGoalPercent: Math.min(100, Math.round((completedLast7 / goal) * 100)),
      currentStreak: currentStreak(days, today),
      weeklyGoal: {
        goal,
        source,
        completedThisWeek: thisWeek.completed,
        remaining: Math.max(0, goal - thisWeek.completed),
        percent: Math.min(100, Math.round((thisWeek.completed / goal) * 100)),
        weekStart: thisWeek.week,
      },
      tasksPerWeek: perWeek,
    },
    content: {
      hasConnectedPlatforms: connected.length > 0,
      connected,
      scheduled: dashboard.content.queueCount,
      published: counts.published,
      postsPerWeek,
    },
    business: {
      invoiceStatus: { sent: summary.outstanding.count, paid: summary.paid.count, overdue: summary.overdue.count },
      payments: {
        ...payments,
        averageNote:
          payments.averageDaysToPay === null
            ? `Not enough paid invoices yet: ${payments.paidSample} of ${MIN_PAID_FOR_AVERAGE} sent and paid in the last 12 months.`
            : null,
        successNote: payments.successRate === null ? "No invoices sent yet." : null,
      },
      revenueNote,
      uncounted,
      revenueByMonth: charted.map((m) => ({
        month: m.month,
        amount: formatCents(m.cents),
        partial: m.partial,
      })),
      revenueTotal: formatCents(totals.totalCents),
      bestMonth: totals.best && { month: totals.best.month, amount: formatCents(totals.best.cents) },
      forecast: {
        month: forecastMonth,
        expected: forecast ? formatCents(forecast.expectedCents) : null,
        low: forecast ? formatCents(forecast.lowCents) : null,
        high: forecast ? formatCents(forecast.highCents) : null,
        slopePerMonth: forecast ? formatCents(forecast.slopeCentsPerMonth) : null,
        confidence: forecast?.confidence ?? null,
        monthsUsed: series.length,
        method: FORECAST_METHOD,
        note: !isPro
          ? "Trend predictions come with Pro."
          : !forecast
            ? `Needs ${FORECAST_MIN_MONTHS} complete months of revenue; you have ${series.length}.`
            : forecast.rangeKnown
              ? null
              : FORECAST_EXACT_NOTE,
      },
      outstandingByAge: outstandingByAge(ctx, today).map((b) => ({
        key: b.key,
        label: b.label,
        count: b.count,
        amount: formatCents(b.cents),
      })),
      paidVsOutstanding: {
        paid: summary.paid.total,
        outstanding: summary.unpaid.total,
        overdue: summary.overdue.total,
      },
    },
  };
}

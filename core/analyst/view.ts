// The shape of GET /api/analytics: every figure the Analyst draws, computed once here. A zod schema:
// the OpenAPI document describes the answer from it and the types are inferred from it.
import { z } from "zod";
import { PLATFORMS, type Platform } from "../catalog";

/** A figure that is null when the data is too thin, with the reason in the owner's words. */
export const Thin = z.object({ note: z.string().nullable() });
export type Thin = z.infer<typeof Thin>;

export const PaymentMetrics = z.object({
  sentCount: z.number().int().describe("Invoices ever emailed to the client (drafts never are), every currency"),
  paidOfSent: z.number().int().describe("Of those, how many are paid"),
  successRate: z
    .number()
    .nullable()
    .describe("paidOfSent / sentCount as a rounded percent; null when nothing was sent"),
  averageDaysToPay: z
    .number()
    .nullable()
    .describe("Average days from sending to the paid date, over paid invoices of the last 12 months"),
  paidSample: z.number().int().describe("How many paid invoices that average is drawn from"),
});
export type PaymentMetrics = z.infer<typeof PaymentMetrics>;

const perPlatform = Object.fromEntries(PLATFORMS.map((p) => [p, z.number().int()])) as Record<Platform, z.ZodNumber>;

export const WeeklyGoalView = z.object({
  goal: z.number().int(),
  source: z
    .enum(["owner", "history", "starter"])
    .describe("owner: they set it; history: their recent weeks' average + 1; starter: no history yet"),
  completedThisWeek: z.number().int(),
  remaining: z.number().int(),
  percent: z.number(),
  weekStart: z.string(),
});
export type WeeklyGoalView = z.infer<typeof WeeklyGoalView>;

export const AnalyticsView = z
  .object({
    today: z.string().describe("The owner's day the figures are for"),
    currency: z.string(),
    lastUpdated: z.string().nullable().describe("When the owner's data last changed, null before they have any"),
    isPro: z
      .boolean()
      .describe(
        "Pro or in a trial not yet ended (spec 000 §6, core/billing/plans.ts isAdvanced): trend predictions and no upgrade section",
      ),
    overview: z.object({
      tasks: z.object({ total: z.number().int(), completed: z.number().int(), percent: z.number().nullable() }),
      clients: z.object({ active: z.number().int(), newThisMonth: z.number().int() }),
      revenue: z.object({
        thisMonth: z
          .string()
          .describe("Money received this month so far (the dashboard's and the tracker's figure), a decimal string"),
        growth: Thin.extend({
          percent: z.number().nullable(),
          previousPeriod: z.string(),
          previousFrom: z.string(),
          previousTo: z.string(),
        }),
      }),
    }),
    productivity: z.object({
      completedLast7: z.number().int(),
      dailyAverage: z.number(),
      paceOfGoalPercent: z
        .number()
        .describe("The last 7 days' completions against the weekly goal, as a percent capped at 100"),
      currentStreak: z.number().int(),
      weeklyGoal: WeeklyGoalView,
      tasksPerWeek: z.array(z.object({ week: z.string(), completed: z.number().int() })),
    }),
    content: z.object({
      hasConnectedPlatforms: z.boolean(),
      connected: z.array(z.enum(PLATFORMS)),
      scheduled: z.number().int().describe("Posts scheduled from now on (the dashboard's content queue)"),
      published: z.number().int().describe("Posts that went out on at least one platform"),
      postsPerWeek: z.array(z.object({ week: z.string(), ...perPlatform })),
    }),
    business: z.object({
      invoiceStatus: z.object({ sent: z.number().int(), paid: z.number().int(), overdue: z.number().int() }),
      payments: PaymentMetrics.extend({ averageNote: z.string().nullable(), successNote: z.string().nullable() }),
      revenueNote: z
        .string()
        .nullable()
        .describe(
          "What the revenue figures (this month, growth, the months, the forecast) leave out: money received on invoices with no rate to the home currency yet; null when nothing is left out",
        ),
      uncounted: z
        .array(
          z.object({
            currency: z.string(),
            payments: z.number().int().describe("Payments (recorded, or an invoice marked paid) left out"),
            amount: z.string().describe("Their sum in their own currency"),
          }),
        )
        .describe("The same per currency, over the months the revenue figures read"),
      revenueByMonth: z
        .array(z.object({ month: z.string(), amount: z.string(), partial: z.boolean() }))
        .describe("Money received per month (each payment on its date, decision 300), in the home currency"),
      revenueTotal: z
        .string()
        .describe(
          "The sum of revenueByMonth: money received over the last 12 months (this one so far), a decimal string",
        ),
      bestMonth: z
        .object({ month: z.string(), amount: z.string() })
        .nullable()
        .describe(
          "The month of revenueByMonth that received the most (the earlier of equals); null when nothing was received",
        ),
      forecast: Thin.extend({
        month: z.string(),
        expected: z.string().nullable(),
        low: z.string().nullable(),
        high: z.string().nullable(),
        slopePerMonth: z.string().nullable(),
        confidence: z.number().nullable(),
        monthsUsed: z.number().int(),
        method: z.string(),
      }),
      outstandingByAge: z.array(
        z.object({ key: z.string(), label: z.string(), count: z.number().int(), amount: z.string() }),
      ),
      paidVsOutstanding: z.object({ paid: z.string(), outstanding: z.string(), overdue: z.string() }),
    }),
  })
  .meta({ id: "AnalyticsView" });
export type AnalyticsView = z.infer<typeof AnalyticsView>;

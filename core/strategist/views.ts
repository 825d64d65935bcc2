// What GET /api/ai-insights answers, as zod schemas: the OpenAPI document describes the answer from
// them and the types are inferred from them (docs/decisions/230). A leaf: zod only.
import { z } from "zod";

export const HEALTH_KEYS = ["cashCollection", "pipeline", "content", "execution", "automation"] as const;

export const CategoryScore = z.object({
  key: z.enum(HEALTH_KEYS),
  label: z.string(),
  score: z.number().nullable().describe("0–100, or null when there is not enough data (then `note` says why)"),
  weight: z.number(),
  facts: z.array(z.string()).describe('The numbers behind the score, in words ("12% of money in play is overdue")'),
  note: z.string().nullable(),
});
export type CategoryScore = z.infer<typeof CategoryScore>;

export const HealthReport = z.object({
  overallScore: z.number(),
  categories: z
    .record(z.string(), z.number())
    .describe("Category name → percent, for the categories that have a score"),
  breakdown: z
    .array(CategoryScore)
    .describe("Every category with its weight, score (or why there is none) and the numbers behind it"),
});
export type HealthReport = z.infer<typeof HealthReport>;

export const UsagePatterns = z.object({
  taskCompletionRate: z.number().nullable().describe("Percent of the owner's tasks completed; null without tasks"),
  clientEngagementLevel: z.number().nullable().describe("Out of 10; null without active clients"),
  timeSpentOnAdmin: z.number().nullable().describe("Hours a week; null when nothing was completed in the last 4 weeks"),
});
export type UsagePatterns = z.infer<typeof UsagePatterns>;

/** Spec 001 §3 AI insights: one personalised insight. */
export const Insight = z.object({
  title: z.string(),
  impact: z.enum(["high", "medium", "low"]),
  difficulty: z.enum(["easy", "medium", "hard"]),
  description: z.string(),
  businessImpact: z.string(),
  timeToImplement: z.number().describe("Minutes to put it in place"),
  specificSteps: z.array(z.string()),
});
export type Insight = z.infer<typeof Insight>;

/** GET /api/ai-insights (spec 001 §3 AI insights response), with where the insights came from. */
export const AiInsightsView = z
  .object({
    healthScore: HealthReport,
    businessContext: z.object({ niche: z.string(), automationLevel: z.string(), goals: z.string() }),
    usagePatterns: UsagePatterns,
    insights: z.array(Insight),
    insightsSource: z
      .enum(["model", "offline"])
      .describe(
        "'model' when the AI model wrote the insights at the last Generate Insights; else the offline engine, now",
      ),
    insightsGeneratedAt: z.string().nullable(),
    today: z.string().describe("The day the figures are for, in the owner's time zone"),
  })
  .meta({ id: "AiInsightsView" });
export type AiInsightsView = z.infer<typeof AiInsightsView>;

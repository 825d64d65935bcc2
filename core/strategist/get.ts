import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { businessFigures } from "./figures";
import { findingsFor } from "./findings";
import { healthReport, usagePatterns } from "./report";

export type { AiInsightsView } from "./views";
import type { AiInsightsView, Insight } from "./views";

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * The Strategist's reading of the business: the health score and usage patterns computed now from the
 * owner's data, the business context from their profile (spec 001 §2 defaults when blank), and the
 * personalised insights: the model's from the last Generate Insights, or the offline engine's rules
 * over today's figures.
 */
export function getAiInsights({ ctx }: { ctx: OwnerContext }): AiInsightsView {
  const figures = businessFigures(ctx);
  const stored = prepared(ctx.db, "insights:report", (d) =>
    d.$client.prepare<[string], { source: string; insights: string; generatedAt: number }>(
      "select source, insights, generated_at as generatedAt from insight_reports where user_id = ?",
    ),
  ).get(ctx.userId);
  const fromModel = stored?.source === "model";
  return {
    healthScore: healthReport(figures),
    businessContext: {
      niche: figures.owner.businessNiche ?? "General",
      automationLevel: capitalize(figures.owner.automationLevel || "moderate"),
      goals: figures.owner.primaryGoals.length ? figures.owner.primaryGoals.join(", ") : "Growing revenue & efficiency",
    },
    usagePatterns: usagePatterns(figures),
    insights: fromModel
      ? (JSON.parse(stored.insights) as Insight[])
      : findingsFor(figures)
          .slice(0, 5)
          .map((f) => f.insight),
    insightsSource: fromModel ? "model" : "offline",
    insightsGeneratedAt: fromModel ? new Date(stored.generatedAt).toISOString() : null,
    today: figures.today,
  };
}

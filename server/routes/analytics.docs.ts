import { WeeklyGoalInput } from "@core/analytics/schemas";
import { describeRoutes } from "../openapi/describe";

export const analyticsDocs = describeRoutes("Analytics", {
  get: {
    summary: "The Analyst's figures",
    description: `\`AnalyticsView\` (core/analytics/view.ts): \`{today, currency, lastUpdated, isPro, overview, productivity, content, business}\`. A figure the data is too thin for is null with a \`note\` saying why; the forecast is null for owners neither Pro nor on trial. Formulas: README "The Analyst".`,
  },
  putWeeklyGoal: {
    summary: "Set the weekly task goal",
    body: WeeklyGoalInput,
    description: `The new \`weeklyGoal\`; null goes back to the goal from history; 400 \`Weekly goal must be a whole number\` / \`must be at least 1 task\` / \`can be at most 500 tasks\`.`,
  },
});

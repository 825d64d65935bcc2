import { WeeklyGoalInput, AnalyticsView, WeeklyGoalView } from "@core/analyst";
import { postAttribution, LinkSummaryView, PostAttributionView } from "@core/leads";
import { describeRoutes } from "../openapi/describe";

export const analyticsDocs = describeRoutes("Analytics", {
  get: {
    summary: "The Analyst's figures",
    returns: AnalyticsView,
    description: `\`AnalyticsView\` (core/analyst/view.ts): \`{today, currency, lastUpdated, isPro, overview, productivity, content, business}\`. A figure the data is too thin for is null with a \`note\` saying why; the forecast is null for owners neither Pro nor on trial. \`business.revenueTotal\` is the sum of \`business.revenueByMonth\` and \`business.bestMonth\` (\`{month, amount}\`, null when nothing was received) the month that received the most: the page and \`microteam report\` show them as served. Formulas: README "The Analyst".`,
  },
  getLinks: {
    summary: "What tracked links brought, in total and per platform",
    returns: LinkSummaryView,
    description: `\`LinkSummaryView\` \`{currency, totals: {clicks, leads, clientsWon, revenue, postsWithLinks}, platforms: [...]}\`: clicks, leads, clients won and what those clients paid, in the owner's currency (core/leads/attribution.ts).`,
  },
  getLinksPosts: {
    summary: "What tracked links brought, per post",
    query: postAttribution.schema,
    returns: { page: PostAttributionView },
    description: `A page of posts with tracked links and their clicks, leads, clients won and revenue, each with its platforms.`,
  },
  putWeeklyGoal: {
    summary: "Set the weekly task goal",
    returns: WeeklyGoalView,
    body: WeeklyGoalInput,
    description: `The new \`weeklyGoal\`; null goes back to the goal from history; 400 \`Weekly goal must be a whole number\` / \`must be at least 1 task\` / \`can be at most 500 tasks\`.`,
  },
});

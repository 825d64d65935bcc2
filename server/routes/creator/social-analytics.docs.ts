import { SocialAnalyticsRefreshed, SocialAnalyticsView } from "@core/creator";
import { describeRoutes } from "../../openapi/describe";

export const socialAnalyticsDocs = describeRoutes("Analytics", {
  get: {
    summary: "Social analytics",
    returns: SocialAnalyticsView,
    description: `\`{hasConnectedPlatforms, totalEngagement, totalReach, totalFollowers, averageEngagementRate, contentPerformance: {publishedPosts}, insights: [string], platformBreakdown: [{platform, followers, posts, engagement, reach, engagementRate, lastUpdated, error}]}\`: the connected platforms only, as the job last read them.`,
  },
  postRefresh: {
    summary: "Read the connected platforms now",
    returns: SocialAnalyticsRefreshed,
    description: `The view above with \`refreshed\` (how many were read); each platform is read at most every 5 minutes.`,
  },
});

// What GET /api/social-analytics answers, as zod schemas: the OpenAPI document describes the answer
// from them and the types are inferred from them (docs/decisions/230). A leaf: zod and the catalog.
import { z } from "zod";
import { PLATFORMS } from "../../catalog";

export const PlatformFigures = z.object({
  platform: z.enum(PLATFORMS),
  followers: z.number().nullable(),
  posts: z.number().nullable(),
  engagement: z.number().nullable(),
  reach: z.number().nullable(),
  engagementRate: z.number().nullable().describe("engagement ÷ reach as a percent to one decimal, only when reach > 0"),
  lastUpdated: z.string().nullable().describe("When the figures were read; null before the first read"),
  error: z
    .string()
    .nullable()
    .describe("The last read's refusal, in the owner's words (the figures above are the earlier ones)"),
});
export type PlatformFigures = z.infer<typeof PlatformFigures>;

export const SocialAnalyticsView = z
  .object({
    hasConnectedPlatforms: z.boolean(),
    totalEngagement: z.number(),
    totalReach: z.number(),
    totalFollowers: z.number(),
    averageEngagementRate: z
      .number()
      .nullable()
      .describe(
        "Total engagement ÷ total reach over the platforms that report reach, as a percent; null without reach",
      ),
    contentPerformance: z.object({ publishedPosts: z.number().int() }),
    insights: z.array(z.string()),
    platformBreakdown: z.array(PlatformFigures).describe("The connected platforms only, as the job last read them"),
  })
  .meta({ id: "SocialAnalyticsView" });
export type SocialAnalyticsView = z.infer<typeof SocialAnalyticsView>;

/** POST /api/social-analytics/refresh: the view, and how many platforms were read now. */
export const SocialAnalyticsRefreshed = SocialAnalyticsView.extend({ refreshed: z.number().int() });

// GET /api/social-analytics (spec 001 §3 "Social analytics response"): the connected platforms'
// figures as last read by the job, their totals, the published posts, and insights in words.
import { PLATFORMS, type Platform } from "../../catalog";
import type { OwnerContext } from "../../context";
import { prepared } from "../../db";
import { platformName, TOKEN_COLUMN } from "../publishing";
import { SOCIAL_REFRESH_HOURS } from "./refresh";

export type { PlatformFigures, SocialAnalyticsView } from "./views";
import type { PlatformFigures, SocialAnalyticsView } from "./views";

type Row = {
  platform: Platform;
  followers: number | null;
  posts: number | null;
  engagement: number | null;
  reach: number | null;
  fetchedAt: number | null;
  error: string | null;
};

export const engagementRate = (engagement: number | null, reach: number | null): number | null =>
  engagement !== null && reach !== null && reach > 0 ? Math.round((engagement / reach) * 1000) / 10 : null;

export function getSocialAnalytics({ ctx }: { ctx: OwnerContext }): SocialAnalyticsView {
  const connected = prepared(ctx.db, "social:owner-connected", (d) =>
    d.$client.prepare<[string], Record<Platform, number>>(
      `select ${PLATFORMS.map((p) => `${TOKEN_COLUMN[p]} is not null as ${p}`).join(", ")} from users u where u.id = ?`,
    ),
  ).get(ctx.userId);
  const rows = prepared(ctx.db, "social:stats", (d) =>
    d.$client.prepare<[string], Row>(
      `select platform, followers, posts, engagement, reach, fetched_at as fetchedAt, error
       from social_stats where user_id = ?`,
    ),
  ).all(ctx.userId);
  const published = prepared(ctx.db, "social:published", (d) =>
    d.$client
      .prepare<[string], number>(
        `select count(*) from events where user_id = ? and type = 'content_post' and status in ('published', 'completed')`,
      )
      .pluck(),
  ).get(ctx.userId)!;
  const breakdown: PlatformFigures[] = PLATFORMS.filter((p) => connected?.[p] === 1).map((platform) => {
    const r = rows.find((x) => x.platform === platform);
    return {
      platform,
      followers: r?.followers ?? null,
      posts: r?.posts ?? null,
      engagement: r?.engagement ?? null,
      reach: r?.reach ?? null,
      engagementRate: engagementRate(r?.engagement ?? null, r?.reach ?? null),
      lastUpdated: r?.fetchedAt ? new Date(r.fetchedAt).toISOString() : null,
      error: r?.error ?? null,
    };
  });
  const sum = (key: "followers" | "engagement" | "reach") => breakdown.reduce((s, p) => s + (p[key] ?? 0), 0);
  const withReach = breakdown.filter((p) => (p.reach ?? 0) > 0);
  const reachOfRated = withReach.reduce((s, p) => s + p.reach!, 0);
  return {
    hasConnectedPlatforms: breakdown.length > 0,
    totalEngagement: sum("engagement"),
    totalReach: sum("reach"),
    totalFollowers: sum("followers"),
    averageEngagementRate:
      reachOfRated > 0
        ? engagementRate(
            withReach.reduce((s, p) => s + (p.engagement ?? 0), 0),
            reachOfRated,
          )
        : null,
    contentPerformance: { publishedPosts: published },
    insights: insightsFor(breakdown),
    platformBreakdown: breakdown,
  };
}

const n = (v: number) => v.toLocaleString("en-US");

/** Plain sentences from the figures: where the audience is, where it engages, what is missing. */
export function insightsFor(breakdown: PlatformFigures[]): string[] {
  const out: string[] = [];
  const read = breakdown.filter((p) => p.lastUpdated !== null);
  const rated = read.filter((p) => p.engagementRate !== null).sort((a, b) => b.engagementRate! - a.engagementRate!);
  if (rated.length > 0) {
    const best = rated[0];
    out.push(
      `${platformName(best.platform)} has your best engagement rate: ${best.engagementRate}% (${n(best.engagement!)} engagements from a reach of ${n(best.reach!)}).`,
    );
  }
  if (rated.length > 1) {
    const worst = rated[rated.length - 1];
    if (worst.engagementRate! < rated[0].engagementRate! / 2) {
      out.push(
        `${platformName(worst.platform)} engages least (${worst.engagementRate}%): try the kind of post that works on ${platformName(rated[0].platform)} there.`,
      );
    }
  }
  const followers = read.reduce((s, p) => s + (p.followers ?? 0), 0);
  const biggest = [...read].sort((a, b) => (b.followers ?? 0) - (a.followers ?? 0))[0];
  if (read.length > 1 && biggest && followers > 0) {
    out.push(
      `Most of your audience is on ${platformName(biggest.platform)}: ${n(biggest.followers ?? 0)} of your ${n(followers)} followers.`,
    );
  }
  for (const p of breakdown) {
    if (p.error) out.push(p.error);
    else if (p.lastUpdated === null)
      out.push(
        `${platformName(p.platform)}'s figures are read every ${SOCIAL_REFRESH_HOURS} hours; the first read is on its way.`,
      );
  }
  return out;
}

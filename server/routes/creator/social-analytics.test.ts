// Social analytics for real: the job reads each connected platform through its adapter and local peer;
// GET /api/social-analytics answers spec 001's shape from what it read.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { asOwner } from "@core/context";
import { socialStats, users } from "@core/db";
import { platformConnections, runSocialAnalyticsJob } from "@core/creator";
import { makeTestApp } from "../../../test/app";
import { factories } from "../../../test/factories";
import { connectedOwner, SOCIAL_TOKENS, socialSettingsFor, startPlatformPeers } from "../../../test/social";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const HOUR = 3_600_000;
const TOKENS = {
  twitter: SOCIAL_TOKENS.twitterAccessToken,
  linkedin: SOCIAL_TOKENS.linkedinAccessToken,
  facebook: SOCIAL_TOKENS.facebookAccessToken,
  instagram: SOCIAL_TOKENS.instagramAccessToken,
};

async function setup() {
  const peers = await startPlatformPeers();
  cleanups.push(peers.close);
  const t = makeTestApp({ config: { social: socialSettingsFor(peers) } });
  const owner = await connectedOwner(t);
  // Two posts on each platform's account; each gathered 12 likes, 3 comments, 2 shares, 480
  // impressions and reached 300 people (the peers' audience); 1,200 followers everywhere.
  for (const platform of ["twitter", "linkedin", "facebook", "instagram"] as const) {
    for (const id of ["1", "2"]) {
      peers[platform].posts.push({
        id: `${platform}-${id}`,
        text: "Hello",
        images: 1,
        token: TOKENS[platform],
        at: Date.now(),
      });
    }
  }
  return { t, peers, owner };
}

describe("the social analytics job and GET /api/social-analytics", () => {
  it("reads every connected platform, then answers the spec's shape with totals, rates and insights", async () => {
    const { t, owner } = await setup();
    factories.event(t.db, owner.user.id, { status: "published" });
    const before = (await t.call("GET", "/api/social-analytics", { cookie: owner.cookie })).json;
    expect(before).toMatchObject({
      hasConnectedPlatforms: true,
      totalFollowers: 0,
      totalReach: 0,
      contentPerformance: { publishedPosts: 1 },
    });
    expect(before.platformBreakdown.map((p: { lastUpdated: unknown }) => p.lastUpdated)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(before.insights).toContain("LinkedIn's figures are read every 6 hours; the first read is on its way.");

    const outcomes = await runSocialAnalyticsJob(t.services);
    expect(outcomes.map((o) => [o.platform, o.ok])).toEqual([
      ["twitter", true],
      ["linkedin", true],
      ["facebook", true],
      ["instagram", true],
    ]);
    const res = await t.call("GET", "/api/social-analytics", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const view = res.json;
    const now = t.clock.now().toISOString();
    expect(view.platformBreakdown).toEqual([
      // X: (12 likes + 2 reposts + 3 replies) × 2 = 34 over 960 impressions → 3.5 %.
      {
        platform: "twitter",
        followers: 1200,
        posts: 2,
        engagement: 34,
        reach: 960,
        engagementRate: 3.5,
        lastUpdated: now,
        error: null,
      },
      // LinkedIn: (12 + 3 + 2) × 2 = 34 over 600 members reached → 5.7 %.
      {
        platform: "linkedin",
        followers: 1200,
        posts: 2,
        engagement: 34,
        reach: 600,
        engagementRate: 5.7,
        lastUpdated: now,
        error: null,
      },
      {
        platform: "facebook",
        followers: 1200,
        posts: 2,
        engagement: 34,
        reach: 600,
        engagementRate: 5.7,
        lastUpdated: now,
        error: null,
      },
      // Instagram: (12 + 3) × 2 = 30 over 600 → 5 %.
      {
        platform: "instagram",
        followers: 1200,
        posts: 2,
        engagement: 30,
        reach: 600,
        engagementRate: 5,
        lastUpdated: now,
        error: null,
      },
    ]);
    expect(view).toMatchObject({
      hasConnectedPlatforms: true,
      totalFollowers: 4800,
      totalEngagement: 132,
      totalReach: 2760,
      // 132 ÷ 2,760 = 4.78 %.
      averageEngagementRate: 4.8,
      contentPerformance: { publishedPosts: 1 },
    });
    expect(view.insights[0]).toBe("LinkedIn has your best engagement rate: 5.7% (34 engagements from a reach of 600).");
    expect(view.insights).toContain("Most of your audience is on X (Twitter): 1,200 of your 4,800 followers.");
    expect(platformConnections({ ctx: asOwner(t.services, owner.user.id) }).map((c) => c.health)).toEqual([
      "ok",
      "ok",
      "ok",
      "ok",
    ]);

    // Fresh figures are not read again until 6 hours have passed.
    expect(await runSocialAnalyticsJob(t.services)).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 6 * HOUR + 1000));
    expect(await runSocialAnalyticsJob(t.services)).toHaveLength(4);
  });

  it("two runs at once read each account once", async () => {
    const { t, peers } = await setup();
    const [a, b] = await Promise.all([runSocialAnalyticsJob(t.services), runSocialAnalyticsJob(t.services)]);
    expect(a.length + b.length).toBe(4);
    expect(peers.twitter.requests.filter((r) => r.path === "/2/users/me").length).toBe(1);
  });

  it("keeps the earlier figures with the refusal in the owner's words, and marks the token refused", async () => {
    const { t, owner } = await setup();
    await runSocialAnalyticsJob(t.services);
    await t.call("PUT", "/api/user/social-media", { cookie: owner.cookie, body: { instagramAccessToken: "expired" } });
    t.clock.set(new Date(t.clock.now().getTime() + 7 * HOUR));
    const outcomes = await runSocialAnalyticsJob(t.services);
    expect(outcomes.find((o) => o.platform === "instagram")).toMatchObject({ ok: false });
    const ig = (await t.call("GET", "/api/social-analytics", { cookie: owner.cookie })).json.platformBreakdown.find(
      (p: { platform: string }) => p.platform === "instagram",
    );
    expect(ig).toMatchObject({ followers: 1200, engagement: 30 });
    expect(ig.error).toMatch(/^Instagram refused the token: reconnect in Settings → Social Media/);
    expect(
      platformConnections({ ctx: asOwner(t.services, owner.user.id) }).find((c) => c.platform === "instagram")?.health,
    ).toBe("refused");
  });

  it("Refresh now reads at once, and not again within 5 minutes; an owner without platforms gets zeros", async () => {
    const { t, owner } = await setup();
    const first = await t.call("POST", "/api/social-analytics/refresh", { cookie: owner.cookie });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ refreshed: 4, totalFollowers: 4800 });
    expect((await t.call("POST", "/api/social-analytics/refresh", { cookie: owner.cookie })).json.refreshed).toBe(0);

    const other = await t.signUp();
    const none = (await t.call("GET", "/api/social-analytics", { cookie: other.cookie })).json;
    expect(none).toEqual({
      hasConnectedPlatforms: false,
      totalEngagement: 0,
      totalReach: 0,
      totalFollowers: 0,
      averageEngagementRate: null,
      contentPerformance: { publishedPosts: 0 },
      insights: [],
      platformBreakdown: [],
    });
    // A platform disconnected since its last read leaves the answer.
    t.db.update(users).set({ twitterAccessToken: null }).where(eq(users.id, owner.user.id)).run();
    const left = (await t.call("GET", "/api/social-analytics", { cookie: owner.cookie })).json;
    expect(left.platformBreakdown.map((p: { platform: string }) => p.platform)).toEqual([
      "linkedin",
      "facebook",
      "instagram",
    ]);
    expect(t.db.select().from(socialStats).all()).toHaveLength(4);
    expect((await t.call("GET", "/api/social-analytics")).status).toBe(401);
  });
});

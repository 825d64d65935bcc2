// qa12 F11: the demo's published posts are in the posts-per-week chart, because the seed leaves
// what publishing leaves (a delivery per platform, marked posted through the real verb).
import { describe, expect, it } from "vitest";
import { asOwner } from "../../core/context";
import { seedLinks } from "../../scripts/seed/links";
import { makeTestApp, TEST_NOW } from "../../test/app";
import { factories } from "../../test/factories";

describe("the demo's published posts", () => {
  it("count in the Analyst's posts per week on the days they went out", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const bluth = factories.client(t.db, owner.user.id, { name: "Bluth Bakery" });
    seedLinks(asOwner(t.services, owner.user.id), new Date(TEST_NOW), bluth.id);
    const res = await t.call("GET", "/api/analytics", { cookie: owner.cookie });
    expect(res.status, res.text).toBe(200);
    const weeks = res.json.content.postsPerWeek as Record<string, number | string>[];
    const total = (p: string) => weeks.reduce((s, w) => s + Number(w[p]), 0);
    // In the last 12 weeks: LinkedIn and Instagram 24 days ago, LinkedIn 9 days ago (the post of
    // 100 days ago is older than the chart).
    expect({ linkedin: total("linkedin"), instagram: total("instagram") }).toEqual({ linkedin: 2, instagram: 1 });
    expect(weeks.find((w) => w.week === "2026-10-26")).toMatchObject({ linkedin: 1, instagram: 1 });
    expect(res.json.content.published).toBe(3);
  });
});

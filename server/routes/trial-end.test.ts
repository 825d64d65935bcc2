// Decision 295: a trial ends at its trial_end_date, read against the clock, with no write at that
// instant. Every gate and every screen's answer must agree, kept answers included.
import { describe, expect, it } from "vitest";
import { makeTestApp, TEST_NOW } from "../../test/app";

const DAY = 86_400_000;

describe("a trial past its end", () => {
  it("stops counting as Pro at its end, the same minute on every answer, kept ones included", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    const trialEnd = new Date(Date.parse(TEST_NOW) + 14 * DAY);
    expect(user.trialEndDate).toBe(trialEnd.toISOString());
    expect(user.plan).toEqual({ pro: true, trial: "running", statusLabel: "Free trial" });

    // An hour before the end, the same day: every read says Pro (and the kept answers are made now).
    t.clock.set(new Date(trialEnd.getTime() - 3_600_000));
    expect((await t.call("POST", "/api/task-suggestions/generate", { cookie })).status).toBe(200);
    const before = await t.call("GET", "/api/auth/user", { cookie });
    expect(before.json.plan).toEqual({ pro: true, trial: "running", statusLabel: "Free trial" });
    expect((await t.call("GET", "/api/analytics", { cookie })).json.isPro).toBe(true);
    expect((await t.call("GET", "/api/posts/plan", { cookie })).json.unlimited).toBe(true);

    // A minute after the end, still the same day, nothing written in between.
    t.clock.set(new Date(trialEnd.getTime() + 60_000));
    const after = await t.call("GET", "/api/auth/user", { cookie });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(after.json).toMatchObject({
      subscriptionStatus: "trial",
      plan: { pro: false, trial: "ended", statusLabel: "Trial ended" },
    });
    expect((await t.call("GET", "/api/user/profile", { cookie })).json.plan.pro).toBe(false);
    const analytics = (await t.call("GET", "/api/analytics", { cookie })).json;
    expect(analytics.isPro).toBe(false);
    expect((await t.call("GET", "/api/posts/plan", { cookie })).json).toMatchObject({ unlimited: false, limit: 10 });
    const refused = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/^Your free trial has ended\. The AI business suggestion feed is part of Pro/),
      details: { upgradeUrl: "/checkout?tier=pro" },
    });

    // Choosing Pro opens the features again.
    const intent = (await t.call("POST", "/api/create-payment-intent", { cookie, body: { tier: "pro" } })).json;
    const paid = await t.call("POST", "/api/checkout/demo-confirm", {
      cookie,
      body: { clientSecret: intent.clientSecret, cardholderName: "Olive Owner" },
    });
    expect(paid.status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { cookie })).json.plan).toEqual({
      pro: true,
      trial: null,
      statusLabel: "Active",
    });
    expect((await t.call("POST", "/api/task-suggestions/generate", { cookie })).status).toBe(200);
  });

  it("locks delegation with the trial's end named", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const task = await t.call("POST", "/api/tasks", {
      cookie,
      body: { title: "Send the welcome pack", category: "Clients" },
    });
    expect(task.status).toBe(201);
    t.clock.advanceDays(15);
    const res = await t.call("POST", `/api/tasks/${task.json.id}/delegation`, {
      cookie,
      body: { helperName: "Sam Rivera", helperEmail: "sam@example.com" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/^Your free trial has ended\. Delegating tasks to a helper is part of Pro/);
  });
});

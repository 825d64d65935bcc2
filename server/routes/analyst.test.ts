import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@core/db";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { fuzzRoute } from "../../test/fuzz";
import { analyticsBusiness as business, at, NOW } from "../../test/analytics";

describe("GET /api/analytics", () => {
  it("computes every tab's figures from the owner's data", async () => {
    const t = makeTestApp({ now: NOW });
    const { cookie } = await business(t);
    const res = await t.call("GET", "/api/analytics", { cookie });
    expect(res.status).toBe(200);
    const a = res.json;
    expect(a.today).toBe("2026-11-21");
    expect(a.isPro).toBe(true); // a new account is on its trial
    expect(a.overview.tasks).toEqual({ total: 20, completed: 19, percent: 95 });
    expect(a.overview.clients).toEqual({ active: 2, newThisMonth: 2 });
    // Nov 1–21: $500 against Oct 1–21: $3,000 → −83.3 %.
    expect(a.overview.revenue.thisMonth).toBe("500.00");
    expect(a.overview.revenue.growth).toMatchObject({
      percent: -83.3,
      previousPeriod: "3000.00",
      previousFrom: "2026-10-01",
      previousTo: "2026-10-21",
      note: null,
    });

    const p = a.productivity;
    expect(p.completedLast7).toBe(5); // 15th to 21st
    expect(p.dailyAverage).toBe(0.7);
    expect(p.currentStreak).toBe(3); // 19th, 20th, 21st
    // Default goal: the last 4 full weeks (6 + 4 + 3 + 2) / 4 = 3.75 → 4, plus one.
    expect(p.weeklyGoal).toEqual({
      goal: 5,
      source: "history",
      completedThisWeek: 4,
      remaining: 1,
      percent: 80,
      weekStart: "2026-11-16",
    });
    expect(p.paceOfGoalPercent).toBe(100);
    expect(p.tasksPerWeek).toHaveLength(12);
    expect(p.tasksPerWeek.slice(-5)).toEqual([
      { week: "2026-10-19", completed: 2 },
      { week: "2026-10-26", completed: 3 },
      { week: "2026-11-02", completed: 4 },
      { week: "2026-11-09", completed: 6 },
      { week: "2026-11-16", completed: 4 },
    ]);

    expect(a.content).toMatchObject({ hasConnectedPlatforms: false, connected: [], scheduled: 1, published: 2 });
    expect(a.content.postsPerWeek.slice(-2)).toEqual([
      { week: "2026-11-09", twitter: 1, linkedin: 0, facebook: 0, instagram: 0 },
      { week: "2026-11-16", twitter: 1, linkedin: 1, facebook: 0, instagram: 0 },
    ]);

    const b = a.business;
    expect(b.invoiceStatus).toEqual({ sent: 1, paid: 4, overdue: 3 });
    // 7 sent (4 paid, 3 awaiting) → 57 %; (14 + 10 + 9 + 6) / 4 = 9.75 days.
    expect(b.payments).toMatchObject({
      sentCount: 7,
      paidOfSent: 4,
      successRate: 57,
      averageDaysToPay: 9.8,
      paidSample: 4,
    });
    expect(b.revenueByMonth).toHaveLength(12);
    expect(b.revenueByMonth.slice(-4)).toEqual([
      { month: "2026-08", amount: "1000.00", partial: false },
      { month: "2026-09", amount: "2000.00", partial: false },
      { month: "2026-10", amount: "3000.00", partial: false },
      { month: "2026-11", amount: "500.00", partial: true },
    ]);
    // Aug, Sep, Oct: a perfect +$1,000 a month, so December (two months on) is $5,000 with no spread,
    // and the note says no range can be estimated from it (qa12 F6), rather than "80% between $5,000 and $5,000".
    expect(b.forecast).toMatchObject({
      month: "2026-12",
      expected: "5000.00",
      low: "5000.00",
      high: "5000.00",
      slopePerMonth: "1000.00",
      confidence: 0.8,
      monthsUsed: 3,
      note: "Your months lie exactly on a line, so no range can be estimated yet: read it as the trend, not a promise.",
    });
    expect(
      b.outstandingByAge.map((x: { key: string; count: number; amount: string }) => [x.key, x.count, x.amount]),
    ).toEqual([
      ["current", 1, "400.00"],
      ["1-30", 1, "600.00"],
      ["31-60", 1, "700.00"],
      ["60+", 1, "800.00"],
    ]);
    expect(b.paidVsOutstanding).toEqual({ paid: "6500.00", outstanding: "2500.00", overdue: "2100.00" });
  });

  it("keeps trend predictions for Pro, and says so when the data is too thin", async () => {
    const t = makeTestApp({ now: NOW });
    const { cookie, user } = await business(t);
    t.db
      .update(users)
      .set({ subscriptionTier: "starter", subscriptionStatus: "active" })
      .where(eq(users.id, user.id))
      .run();
    const starter = (await t.call("GET", "/api/analytics", { cookie })).json;
    expect(starter.isPro).toBe(false);
    expect(starter.business.forecast).toMatchObject({
      expected: null,
      low: null,
      high: null,
      note: "Trend predictions come with Pro.",
    });

    const fresh = await t.signUp();
    const empty = (await t.call("GET", "/api/analytics", { cookie: fresh.cookie })).json;
    expect(empty.lastUpdated).toBeNull();
    expect(empty.overview.tasks).toEqual({ total: 0, completed: 0, percent: null });
    expect(empty.overview.revenue.growth).toMatchObject({
      percent: null,
      note: "Nothing was paid in the same days last month to compare with.",
    });
    expect(empty.business.payments).toMatchObject({
      successRate: null,
      successNote: "No invoices sent yet.",
      averageDaysToPay: null,
      averageNote: "Not enough paid invoices yet: 0 of 3 sent and paid in the last 12 months.",
    });
    expect(empty.business.forecast.note).toBe("Needs 3 complete months of revenue; you have 0.");
    expect(empty.productivity.weeklyGoal).toMatchObject({
      goal: 5,
      source: "starter",
      completedThisWeek: 0,
      remaining: 5,
    });
    // Another owner's data is not counted.
    expect(empty.business.invoiceStatus).toEqual({ sent: 0, paid: 0, overdue: 0 });
    expect(empty.content.postsPerWeek.every((w: Record<string, unknown>) => w.twitter === 0 && w.linkedin === 0)).toBe(
      true,
    );
  });

  it("dates 'Last updated' from the latest write and counts a connected platform", async () => {
    const t = makeTestApp({ now: NOW });
    const { cookie, user } = await t.signUp();
    factories.client(t.db, user.id, { updatedAt: at("2026-11-20T15:30:00Z") });
    factories.task(t.db, user.id, { createdAt: at("2026-11-19T10:00:00Z") });
    t.db.update(users).set({ linkedinAccessToken: "sealed" }).where(eq(users.id, user.id)).run();
    const a = (await t.call("GET", "/api/analytics", { cookie })).json;
    expect(a.lastUpdated).toBe("2026-11-20T15:30:00.000Z");
    expect(a.content).toMatchObject({ hasConnectedPlatforms: true, connected: ["linkedin"] });
  });

  it("answers 401 without a session", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/analytics")).status).toBe(401);
  });
});

describe("PUT /api/analytics/weekly-goal", () => {
  it("sets the owner's goal, and null goes back to the goal from their history", async () => {
    const t = makeTestApp({ now: NOW });
    const { cookie } = await business(t);
    const set = await t.call("PUT", "/api/analytics/weekly-goal", { cookie, body: { weeklyTaskGoal: 12 } });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ goal: 12, source: "owner", completedThisWeek: 4, remaining: 8, percent: 33 });
    expect((await t.call("GET", "/api/analytics", { cookie })).json.productivity.weeklyGoal.goal).toBe(12);
    const reset = await t.call("PUT", "/api/analytics/weekly-goal", { cookie, body: { weeklyTaskGoal: null } });
    expect(reset.json).toMatchObject({ goal: 5, source: "history" });
  });

  it("refuses a goal that is not a whole number from 1 to 500, naming the field, and writes nothing", async () => {
    const t = makeTestApp({ now: NOW });
    const { cookie } = await t.signUp();
    for (const [weeklyTaskGoal, message] of [
      [0, "Weekly goal must be at least 1 task"],
      [501, "Weekly goal can be at most 500 tasks"],
      [2.5, "Weekly goal must be a whole number"],
      ["ten", "Weekly goal must be a whole number"],
    ] as const) {
      const res = await t.call("PUT", "/api/analytics/weekly-goal", { cookie, body: { weeklyTaskGoal } });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ weeklyTaskGoal: message });
    }
    expect((await t.call("GET", "/api/analytics", { cookie })).json.productivity.weeklyGoal.source).toBe("starter");
    const fuzz = await fuzzRoute(t, {
      method: "PUT",
      path: "/api/analytics/weekly-goal",
      cookie,
      example: { weeklyTaskGoal: 8 },
    });
    expect(fuzz.tried).toBe(200);
    expect(fuzz.serverErrors).toEqual([]);
    expect(fuzz.badEnvelopes).toEqual([]);
  }, 60_000);
});

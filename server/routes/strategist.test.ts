import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { modelEngine } from "@core/ai";
import { insightReports, tasks, taskSuggestions, users } from "@core/db";
import { makeTestApp } from "../../test/app";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { factories } from "../../test/factories";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-21T09:00:00Z");
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** An owner with a small business whose figures a test can work out by hand. */
async function business(t: ReturnType<typeof makeTestApp>) {
  const owner = await t.signUp();
  const id = owner.user.id;
  t.db
    .update(users)
    .set({
      paymentTerms: "30",
      socialMediaPlatforms: ["linkedin"],
      contentFrequency: "weekly",
      businessNiche: "Consulting & Professional Services",
      primaryGoals: ["Generate more leads"],
    })
    .where(eq(users.id, id))
    .run();
  const acme = factories.client(t.db, id, {
    name: "Acme",
    lastContactDate: new Date(NOW - 2 * DAY),
    createdAt: new Date(NOW - 200 * DAY),
  });
  const bolt = factories.client(t.db, id, {
    name: "Bolt",
    lastContactDate: new Date(NOW - 40 * DAY),
    createdAt: new Date(NOW - 200 * DAY),
  });
  factories.client(t.db, id, { name: "Cora", lastContactDate: null, createdAt: new Date(NOW - 10 * DAY) });
  // $3,000 overdue (Acme, 11 days late); $1,000 paid 40 days after sending, 10 days late (Bolt).
  factories.invoice(t.db, id, acme.id, {
    amountCents: 300_000,
    status: "pending",
    dueDate: "2026-11-10",
    createdAt: new Date(NOW - 41 * DAY),
  });
  factories.invoice(t.db, id, bolt.id, {
    amountCents: 100_000,
    status: "paid",
    dueDate: "2026-10-01",
    paidDate: "2026-10-11",
    sentAt: new Date(Date.parse("2026-09-01T10:00:00Z")),
    createdAt: new Date(Date.parse("2026-09-01T10:00:00Z")),
  });
  // Tasks: 1 done in the last 30 days (Admin, 60 min), 2 open of which 1 overdue.
  factories.task(t.db, id, {
    title: "Bookkeeping",
    category: "Admin",
    estimatedTime: 60,
    completed: true,
    completedAt: new Date(NOW - 3 * DAY),
  });
  factories.task(t.db, id, { title: "Proposal", category: "Sales", dueDate: "2026-11-18" });
  factories.task(t.db, id, { title: "Newsletter", category: "Content", dueDate: "2026-11-30" });
  factories.event(t.db, id, { status: "published", startDate: new Date(NOW - 5 * DAY) });
  return owner;
}

describe("GET /api/ai-insights", () => {
  it("answers the spec's defaults for a new owner, with the empty categories explained", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", "/api/ai-insights", { cookie });
    expect(res.status).toBe(200);
    expect(res.json.businessContext).toEqual({
      niche: "General",
      automationLevel: "Moderate",
      goals: "Growing revenue & efficiency",
    });
    expect(res.json.usagePatterns).toEqual({
      taskCompletionRate: null,
      clientEngagementLevel: null,
      timeSpentOnAdmin: null,
    });
    // Only automation can be judged: reminders are on by default.
    expect(res.json.healthScore.overallScore).toBe(40);
    expect(res.json.healthScore.categories).toEqual({ Automation: 40 });
    const cash = res.json.healthScore.breakdown.find((c: { key: string }) => c.key === "cashCollection");
    expect(cash).toMatchObject({ score: null, note: expect.stringMatching(/Not enough invoices/) });
    expect(res.json.insightsSource).toBe("offline");
    expect(res.json.insights[0].title).toBe("Add your clients to see your business clearly");
  });

  it("computes every figure from the owner's data", async () => {
    const t = makeTestApp();
    const { cookie } = await business(t);
    const res = await t.call("GET", "/api/ai-insights", { cookie });
    const { healthScore, usagePatterns, businessContext } = res.json;
    expect(businessContext).toEqual({
      niche: "Consulting & Professional Services",
      automationLevel: "Moderate",
      goals: "Generate more leads",
    });
    const score = (key: string) => healthScore.breakdown.find((c: { key: string }) => c.key === key).score;
    // Money in play: $1,000 paid + $3,000 unpaid; $3,000 overdue → 25% on time. Paid in 40 days on
    // 30-day terms → speed 60. 0.6·25 + 0.4·60 = 39.
    expect(score("cashCollection")).toBe(39);
    // 3 active clients; quiet (21+ days, no open invoice): Bolt → 2/3 engaged; 1 new client in 90 days.
    expect(score("pipeline")).toBe(Math.round(70 * (2 / 3) + 15));
    // 1 post in the window against 4 × 1 planned.
    expect(score("content")).toBe(25);
    // 1 done of 3, 1 overdue: 33 − 3.
    expect(score("execution")).toBe(30);
    // Reminders on, no workflow.
    expect(score("automation")).toBe(40);
    expect(healthScore.overallScore).toBe(Math.round((39 * 30 + 62 * 20 + 25 * 15 + 30 * 20 + 40 * 15) / 100));
    expect(healthScore.categories).toEqual({
      "Cash collection": 39,
      Pipeline: 62,
      "Content consistency": 25,
      Execution: 30,
      Automation: 40,
    });
    // 1 of 3 tasks completed; engagement: Acme (2 days, no touch), Bolt (40 days, 1 touch: the invoice
    // paid 41 days ago), Cora (10 days); admin: 60 minutes over 4 weeks.
    const recency = (d: number) => 0.6 * 10 * (1 - d / 60);
    expect(usagePatterns).toEqual({
      taskCompletionRate: 33,
      clientEngagementLevel: Math.round(((recency(2) + recency(40) + 0.4 * 2.5 + recency(10)) / 3) * 10) / 10,
      timeSpentOnAdmin: 0.5,
    });
    expect(res.json.insights[0]).toMatchObject({
      title: "Collect the $3,000 that is overdue",
      impact: "high",
      specificSteps: expect.arrayContaining([expect.any(String)]),
    });
    const facts = healthScore.breakdown.find((c: { key: string }) => c.key === "cashCollection").facts;
    expect(facts[0]).toBe("$3,000 overdue of $4,000 in play (paid in 90 days + awaiting payment): 75%");
  });
});

describe("task suggestions", () => {
  it("generates suggestions offline, never twice, and accepts one into a task", async () => {
    const t = makeTestApp();
    const { cookie } = await business(t);
    const first = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      success: true,
      source: "offline",
      message: "New business improvement suggestions are ready!",
    });
    expect(first.json.created).toBeGreaterThan(1);
    const list = await t.call("GET", "/api/task-suggestions?status=pending", { cookie });
    expect(list.headers.get("X-Total-Count")).toBe(String(first.json.created));
    expect(list.json[0]).toMatchObject({
      title: "Send reminders for 1 overdue invoice",
      priority: "high",
      category: "revenue",
      status: "pending",
      source: "offline",
      reasoning: expect.stringContaining("$3,000 is overdue"),
    });

    // At most 5 a time: generating again adds the rest, then nothing; never a second pending copy.
    let total = first.json.created;
    for (;;) {
      const again = (await t.call("POST", "/api/task-suggestions/generate", { cookie })).json;
      if (again.created === 0) {
        expect(again.message).toBe("No new suggestions: the ones that fit your figures are already in your feed.");
        break;
      }
      total += again.created;
    }
    const stored = t.db.select().from(taskSuggestions).all();
    expect(stored).toHaveLength(total);
    expect(new Set(stored.map((s) => s.title)).size).toBe(total);
    expect(new Set(stored.map((s) => s.dedupeKey)).size).toBe(total);

    const accepted = await t.call("POST", `/api/task-suggestions/${list.json[0].id}/accept`, { cookie });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      message: "AI suggestion has been added to your tasks!",
      task: {
        title: "Send reminders for 1 overdue invoice",
        category: "Invoicing",
        priority: "high",
        aiGenerated: true,
        completed: false,
      },
      suggestion: { status: "accepted" },
    });
    expect((await t.call("POST", `/api/task-suggestions/${list.json[0].id}/accept`, { cookie })).status).toBe(409);
    expect(t.db.select().from(tasks).where(eq(tasks.title, "Send reminders for 1 overdue invoice")).all()).toHaveLength(
      1,
    );
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(moves.some((m: { id: string }) => m.id === accepted.json.task.id)).toBe(true);

    // Dismissed and accepted ones are not offered again this week.
    await t.call("POST", `/api/task-suggestions/${list.json[1].id}/dismiss`, { cookie });
    expect((await t.call("POST", "/api/task-suggestions/generate", { cookie })).json.created).toBe(0);
    expect((await t.call("GET", "/api/task-suggestions?status=pending", { cookie })).json).toHaveLength(total - 2);
  });

  it("is Pro: a Starter owner after the trial cannot generate, and another owner's ids are 404", async () => {
    const t = makeTestApp();
    const { cookie, user } = await business(t);
    await t.call("POST", "/api/task-suggestions/generate", { cookie });
    const mine = (await t.call("GET", "/api/task-suggestions", { cookie })).json[0];
    const stranger = await t.signUp();
    for (const path of [`/api/task-suggestions/${mine.id}/accept`, `/api/task-suggestions/${mine.id}/dismiss`]) {
      const res = await t.call("POST", path, { cookie: stranger.cookie });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(mine.title);
    }
    expect((await t.call("GET", "/api/task-suggestions", { cookie: stranger.cookie })).json).toEqual([]);
    t.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id)).run();
    const refused = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.details).toEqual({ upgradeUrl: "/checkout?tier=pro" });
    // What they already have stays theirs to accept.
    expect((await t.call("POST", `/api/task-suggestions/${mine.id}/accept`, { cookie })).status).toBe(200);
    expect((await t.call("POST", "/api/task-suggestions/generate")).status).toBe(401);
  });
});

describe("with a language model", () => {
  async function withModel() {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const t = makeTestApp({
      ai: modelEngine({ baseUrl: fake.baseUrl, apiKey: "sk-local", model: "local-model", timeoutMs: 3000 }),
    });
    const owner = await business(t);
    return { fake, t, ...owner };
  }

  const answer = (overdueText: string) => ({
    insights: [
      {
        title: `Collect ${overdueText} from Acme`,
        impact: "high",
        difficulty: "easy",
        description: "Acme's invoice is 11 days late and is 75% of your money in play.",
        businessImpact: `${overdueText} back this week`,
        timeToImplement: 15,
        specificSteps: ["1. Send the reminder today", "Call on Friday if unpaid"],
      },
    ],
    suggestions: [
      {
        title: "Call Acme about the late invoice",
        description: "A short call settles most late invoices.",
        reasoning: `${overdueText} is overdue, 11 days late.`,
        priority: "high",
        category: "revenue",
        estimatedTime: 15,
        potentialImpact: `${overdueText} collected`,
      },
    ],
  });

  it("stores a grounded answer, its insights and suggestions, as the model's", async () => {
    const { fake, t, cookie } = await withModel();
    fake.reply({ content: JSON.stringify(answer("$3,000")) });
    const res = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(res.json).toMatchObject({ source: "model", model: "local-model", created: 1, fallbackReason: null });
    // The prompt carries the computed figures.
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('\\"overdue\\":3000');
    expect(prompt).toContain('\\"averageDaysToPay\\":40');
    const insights = (await t.call("GET", "/api/ai-insights", { cookie })).json;
    expect(insights).toMatchObject({ insightsSource: "model", insightsGeneratedAt: "2026-11-21T09:00:00.000Z" });
    expect(insights.insights[0].title).toBe("Collect $3,000 from Acme");
    expect(insights.insights[0].specificSteps[0]).toBe("Send the reminder today");
    const [s] = (await t.call("GET", "/api/task-suggestions", { cookie })).json;
    expect(s).toMatchObject({ title: "Call Acme about the late invoice", source: "model", category: "revenue" });
    // The same suggestion again is not a second pending one.
    fake.reply({ content: JSON.stringify(answer("$3,000")) });
    expect((await t.call("POST", "/api/task-suggestions/generate", { cookie })).json.created).toBe(0);
  });

  it("rejects an answer with a number the figures do not contain, and uses the offline engine", async () => {
    const { fake, t, cookie } = await withModel();
    fake.reply({ content: JSON.stringify(answer("$4,700")) });
    const res = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(res.json).toMatchObject({ source: "offline", fallbackReason: expect.stringContaining("4700") });
    const suggestions = (await t.call("GET", "/api/task-suggestions", { cookie })).json;
    expect(
      suggestions.every((s: { source: string; title: string }) => s.source === "offline" && !s.title.includes("4,700")),
    ).toBe(true);
    expect(t.db.select().from(insightReports).get()).toMatchObject({ source: "offline" });
    expect((await t.call("GET", "/api/ai-insights", { cookie })).json.insightsSource).toBe("offline");
  });

  it("falls back to the offline engine when the model's answer has the wrong shape", async () => {
    const { fake, t, cookie } = await withModel();
    fake.reply({ content: JSON.stringify({ insights: "lots" }) });
    const res = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect(res.json.source).toBe("offline");
    expect(res.json.created).toBeGreaterThan(0);
  });
});

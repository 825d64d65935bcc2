import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { modelEngine } from "@core/ai/engine";
import { clients, emailOutbox, events, invoices, tasks, workflows } from "@core/db/schema";
import { runMorningDigest } from "@core/focus/digest";
import { makeTestApp } from "../../test/app";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { createInvoice, ownerWithClient } from "../../test/owner";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const DAY = 86_400_000;

/**
 * An owner on 2026-11-21 with an overdue invoice (emailed to the client: only sent invoices are
 * chased), a paid one, an idle client, a workflow and a post.
 */
async function business(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z", ...options });
  const owner = await ownerWithClient(t);
  await t.call("POST", "/api/onboarding/complete", {
    cookie: owner.cookie,
    body: {
      businessName: "Olive & Co",
      businessNiche: "Consulting & Professional Services",
      defaultHourlyRate: "90",
      defaultCurrency: "USD",
      paymentTerms: "30",
      primaryGoals: ["Streamline invoicing process"],
      contentFrequency: "weekly",
      automationLevel: "moderate",
      timeZone: "UTC",
    },
  });
  const overdue = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "2400",
    dueDate: "2026-11-12",
  });
  const sent = await t.call("POST", "/api/invoices/send-single", {
    cookie: owner.cookie,
    body: { invoiceId: overdue.id },
  });
  if (sent.status !== 202) throw new Error(`invoice send failed: ${sent.status} ${sent.text}`);
  await t.deliver();
  const paid = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "500",
    dueDate: "2026-11-30",
  });
  await t.call("PUT", `/api/invoices/${paid.id}`, { cookie: owner.cookie, body: { status: "paid" } });
  const idle = t.db
    .insert(clients)
    .values({
      userId: owner.user.id,
      name: "Jane Doe",
      email: "jane@doe.test",
      lastContactDate: new Date("2026-10-18T09:00:00Z"),
      createdAt: new Date("2026-06-01T09:00:00Z"),
    })
    .returning()
    .get();
  // A workflow with two steps, one done: progress 50, one open step (a workflow automation task).
  const flow = t.db
    .insert(workflows)
    .values({ userId: owner.user.id, title: "Automate client onboarding" })
    .returning()
    .get();
  t.db
    .insert(tasks)
    .values([
      { userId: owner.user.id, title: "Write the welcome email", workflowId: flow.id, completed: true },
      { userId: owner.user.id, title: "Build the intake form", workflowId: flow.id, category: "Clients" },
    ])
    .run();
  t.db
    .insert(events)
    .values({
      userId: owner.user.id,
      type: "content_post",
      title: "LinkedIn: 3 lessons",
      status: "scheduled",
      startDate: new Date("2026-11-22T09:00:00Z"),
    })
    .run();
  return { t, owner, overdue, paid, idle };
}

describe("GET /api/dashboard", () => {
  it("computes every field from the owner's data", async () => {
    const { t, owner, overdue, idle } = await business();
    const res = await t.call("GET", "/api/dashboard", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      lastUpdated: "2026-11-21T09:00:00.000Z",
      content: { queueCount: 1 },
      clients: { totalCount: 2, activeCount: 2 },
      invoices: { totalCount: 2, overdueCount: 1, outstandingTotal: 2400 },
      revenue: { monthlyTotal: 500, previousMonthTotal: 0, currency: "USD" },
      smartAdmin: { automationQueue: 3 },
      suggestions: { overdueInvoices: 1, idleClients: 1 },
      workflows: { active: [{ title: "Automate client onboarding", progress: 50 }], activeCount: 1, openSteps: 1 },
    });
    expect(res.json.alerts.urgent).toEqual([
      {
        id: `invoice:${overdue.id}`,
        type: "overdue_invoice",
        title: `Invoice ${overdue.invoiceNumber} is 9 days overdue`,
        description: "$2,400 from Acme Ltd",
        invoiceId: overdue.id,
        amount: 2400,
      },
      {
        id: `client:${idle.id}`,
        type: "idle_client",
        title: "Jane Doe has gone quiet",
        description: "No contact for 34 days",
        clientId: idle.id,
      },
    ]);
  });

  it("shows zeros and no alerts for a new owner", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", "/api/dashboard", { cookie });
    expect(res.json).toMatchObject({
      content: { queueCount: 0 },
      clients: { totalCount: 0 },
      invoices: { totalCount: 0 },
      revenue: { monthlyTotal: 0 },
      alerts: { urgent: [] },
      smartAdmin: { automationQueue: 0 },
      workflows: { active: [], activeCount: 0, openSteps: 0 },
    });
  });

  it("reflects a write at once, including one made through another connection", async () => {
    const { t, owner } = await business();
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(2);
    await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(3);
    const { openDatabase } = await import("@core/db/client");
    const other = openDatabase(t.db.$client.name, { migrate: false });
    other.delete(invoices).where(eq(invoices.userId, owner.user.id)).run();
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(0);
  });

  it("requires sign-in", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/dashboard")).status).toBe(401);
    expect((await t.call("GET", "/api/tasks/prioritized")).status).toBe(401);
  });
});

describe("GET /api/tasks/prioritized", () => {
  it("lists the money moves best first with an offline insight naming names and amounts", async () => {
    const { t, owner, overdue } = await business();
    const res = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.insightSource).toBe("offline");
    expect(res.json.insight).toContain("Chase $2,400 from Acme Ltd");
    expect(res.json.insight).toContain("9 days late");
    expect(res.json.prioritizedTasks[0]).toMatchObject({
      id: `invoice:${overdue.id}`,
      automatedPriority: "critical",
      urgencyReason: "$2,400 from Acme Ltd, 9 days late",
      completed: false,
    });
    const ids = res.json.prioritizedTasks.map((m: { id: string }) => m.id);
    // The workflow's open step is a move of its own (its workflow has a next step to take).
    const step = t.db.select().from(tasks).where(eq(tasks.title, "Build the intake form")).get()!;
    expect(ids).toContain(step.id);
    expect(ids).not.toContain("workflow:" + t.db.select().from(workflows).get()!.id);
    expect(res.json.summary.total).toBe(ids.length);
    expect(res.json.summary.critical).toBeGreaterThanOrEqual(1);
  });

  it("uses the model's insight when a model is configured, and the offline one when it fails", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "m", timeoutMs: 2000 });
    const { t, owner } = await business({ ai });
    fake.reply({ content: JSON.stringify({ insight: "Call Acme Ltd today about the $2,400 that is 9 days late." }) });
    const res = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(res.json).toMatchObject({
      insightSource: "model",
      insight: "Call Acme Ltd today about the $2,400 that is 9 days late.",
    });
    expect(JSON.stringify(fake.requests[0].body)).toContain("Chase $2,400 from Acme Ltd");
    // Cached until the data changes: no second call.
    await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(fake.requests).toHaveLength(1);

    await t.call("POST", "/api/tasks", { cookie: owner.cookie, body: { title: "Call the bank", category: "Finance" } });
    fake.reply({ content: "not json at all" });
    const fallback = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(fallback.status).toBe(200);
    expect(fallback.json.insightSource).toBe("offline");
  });
});

describe("tasks", () => {
  it("creates with the spec's messages, completes and deletes", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const bad = await t.call("POST", "/api/tasks", { cookie, body: { title: "", category: "", estimatedTime: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      title: "Title is required",
      category: "Category is required",
      estimatedTime: "Estimated time must be at least 1 minute",
    });
    const created = await t.call("POST", "/api/tasks", {
      cookie,
      body: {
        title: "Send proposal to Globex",
        category: "Sales",
        priority: "high",
        dueDate: "2026-11-21",
        businessImpact: "$3,000 project",
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ priority: "high", estimatedTime: 15, completed: false });
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(moves[0]).toMatchObject({
      id: created.json.id,
      revenueImpact: 3000,
      urgencyReason: "Due today; high priority; $3,000 project",
    });

    const done = await t.call("PUT", `/api/tasks/${created.json.id}`, { cookie, body: { completed: true } });
    expect(done.json).toMatchObject({
      completed: true,
      completedAt: "2026-11-21T09:00:00.000Z",
      title: "Send proposal to Globex",
    });
    const left = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(left.filter((m: { kind: string }) => m.kind === "task")).toEqual([]);
    expect((await t.call("DELETE", `/api/tasks/${created.json.id}`, { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/tasks", { cookie })).json).toEqual([]);
  });

  it("marks a derived move done for today only", async () => {
    const { t, owner, overdue } = await business();
    const id = `invoice:${overdue.id}`;
    const res = await t.call("PUT", `/api/tasks/${id}`, { cookie: owner.cookie, body: { completed: true } });
    expect(res.status).toBe(200);
    const ids = () =>
      t
        .call("GET", "/api/tasks/prioritized", { cookie: owner.cookie })
        .then((r) => r.json.prioritizedTasks.map((m: { id: string }) => m.id));
    expect(await ids()).not.toContain(id);
    expect(
      t.db
        .select()
        .from(tasks)
        .where(eq(tasks.sourceKey, `${id}@2026-11-21`))
        .get(),
    ).toMatchObject({ completed: true, aiGenerated: true });
    t.clock.advanceDays(1);
    expect(await ids()).toContain(id);
    expect((await t.call("PUT", `/api/tasks/${id}`, { cookie: owner.cookie, body: { completed: false } })).status).toBe(
      400,
    );
  });

  it("answers 404 for unknown and foreign tasks", async () => {
    const t = makeTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const task = (
      await t.call("POST", "/api/tasks", { cookie: alice.cookie, body: { title: "Mine", category: "Admin" } })
    ).json;
    expect(
      (await t.call("PUT", `/api/tasks/${task.id}`, { cookie: bob.cookie, body: { completed: true } })).status,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/tasks/${task.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (await t.call("PUT", `/api/tasks/invoice:nope`, { cookie: bob.cookie, body: { completed: true } })).status,
    ).toBe(404);
    expect(t.db.select().from(tasks).get()!.completed).toBe(false);
  });
});

describe("smart admin nudges", () => {
  it("emails the payment reminder for an invoice and refuses a paid one", async () => {
    const { t, owner, overdue, paid } = await business();
    const res = await t.call("POST", `/api/smart-admin/nudge-invoice/${overdue.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(202);
    expect(res.json.message).toBe(
      `Payment reminder for ${overdue.invoiceNumber} is on its way to Acme Ltd (billing@acme.test)`,
    );
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).get()!;
    expect(mail).toMatchObject({
      toAddress: "billing@acme.test",
      relatedId: overdue.id,
      subject: `Payment Reminder - Invoice ${overdue.invoiceNumber}`,
    });
    expect(mail.body).toContain("$2,400.00");
    expect(mail.body).toContain("9 days past due");
    expect(mail.body).not.toMatch(/\{\w+\}/);
    expect((await t.call("POST", `/api/smart-admin/nudge-invoice/${paid.id}`, { cookie: owner.cookie })).status).toBe(
      409,
    );
  });

  it("emails a follow-up to an idle client and records the contact", async () => {
    const { t, owner, idle } = await business();
    const res = await t.call("POST", `/api/smart-admin/nudge-client/${idle.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(202);
    expect(res.json.message).toBe("Follow-up to Jane Doe (jane@doe.test) is on its way");
    // Reaching out counts as contact at once: the idle alert goes before the email is even sent.
    expect(t.db.select().from(clients).where(eq(clients.id, idle.id)).get()!.lastContactDate).toEqual(
      new Date("2026-11-21T09:00:00Z"),
    );
    const dashboard = await t.call("GET", "/api/dashboard", { cookie: owner.cookie });
    expect(dashboard.json.suggestions.idleClients).toBe(0);
    await t.deliver();
    const history = await t.call("GET", `/api/clients/${idle.id}/communication-history`, { cookie: owner.cookie });
    expect(history.json[0]).toMatchObject({ type: "email_sent" });
  });

  it("answers 404 for unknown and foreign ids", async () => {
    const { t, overdue, idle } = await business();
    const stranger = await t.signUp();
    const before = t.db.select().from(emailOutbox).all().length;
    expect(
      (await t.call("POST", `/api/smart-admin/nudge-invoice/${overdue.id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await t.call("POST", `/api/smart-admin/nudge-client/${idle.id}`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(before);
  });
});

describe("notifications", () => {
  it("lists overdue invoices, today's posts, new clients and the weekly report; reading clears the count", async () => {
    const { t, owner } = await business();
    t.db
      .insert(events)
      .values({
        userId: owner.user.id,
        type: "content_post",
        title: "Morning post",
        status: "scheduled",
        startDate: new Date("2026-11-21T15:00:00Z"),
      })
      .run();
    t.clock.set(new Date(Date.parse("2026-11-21T09:00:00Z") + 2 * DAY)); // Monday 23rd: a weekly report is due
    const res = await t.call("GET", "/api/notifications", { cookie: owner.cookie });
    const types = res.json.items.map((i: { type: string }) => i.type);
    expect(types).toEqual(expect.arrayContaining(["overdue_invoice", "new_client", "weekly_report"]));
    const weekly = res.json.items.find((i: { type: string }) => i.type === "weekly_report");
    expect(weekly.description).toBe("Last week: $500 collected from 1 invoice, 0 tasks done, 0 posts published.");
    expect(res.json.unreadCount).toBe(res.json.items.length);
    await t.call("POST", "/api/notifications/read", { cookie: owner.cookie });
    expect((await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.unreadCount).toBe(0);
  });

  it("brings the weekly report on Monday at 8:00, not earlier, so reading early on a Monday clears the count", async () => {
    const { t, owner } = await business();
    t.clock.set(new Date("2026-11-30T06:30:00Z")); // Monday, before 8:00: last Monday's report is the latest
    const early = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json;
    const reports = early.items.filter((i: { type: string }) => i.type === "weekly_report");
    expect(reports.map((i: { id: string }) => i.id)).toEqual(["weekly:2026-11-23"]);
    await t.call("POST", "/api/notifications/read", { cookie: owner.cookie });
    expect((await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.unreadCount).toBe(0);
    t.clock.set(new Date("2026-11-30T08:30:00Z"));
    const later = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json;
    expect(later.items.find((i: { type: string }) => i.type === "weekly_report")).toMatchObject({ unread: true });
  });

  it("lists a post scheduled today", async () => {
    const { t, owner } = await business();
    t.db
      .insert(events)
      .values({
        userId: owner.user.id,
        type: "content_post",
        title: "Morning post",
        status: "scheduled",
        startDate: new Date("2026-11-21T15:00:00Z"),
      })
      .run();
    const res = await t.call("GET", "/api/notifications", { cookie: owner.cookie });
    expect(res.json.items.find((i: { type: string }) => i.type === "post_scheduled")).toMatchObject({
      title: "Post scheduled today",
      description: "Morning post at 3:00 PM",
    });
  });
});

describe("the morning digest", () => {
  it("emails the top 3 moves once a day from 7:00 local, when Daily Task Updates is on", async () => {
    const { t, owner } = await business({ now: "2026-11-21T06:30:00Z" });
    expect(runMorningDigest(t.services).queued).toBe(0);
    t.clock.set("2026-11-21T07:05:00Z");
    const [first, second] = [runMorningDigest(t.services), runMorningDigest(t.services)];
    expect(first.queued + second.queued).toBe(1);
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()!;
    expect(mail.toAddress).toBe(owner.email);
    expect(mail.subject).toBe("Your top 3 money moves for November 21, 2026");
    expect(mail.body).toContain("1. Chase $2,400 from Acme Ltd ($2,400)");
    expect(mail.body).toContain("Why: $2,400 from Acme Ltd, 9 days late");
    t.clock.set("2026-11-21T20:00:00Z");
    expect(runMorningDigest(t.services).queued).toBe(0);
    t.clock.set("2026-11-22T07:30:00Z");
    expect(runMorningDigest(t.services).queued).toBe(1);

    await t.call("PUT", "/api/user/notifications", {
      cookie: owner.cookie,
      body: { emailNotifications: false, invoiceReminders: true, contentPublishing: true, dailyTaskUpdates: false },
    });
    t.clock.set("2026-11-23T07:30:00Z");
    expect(runMorningDigest(t.services).queued).toBe(0);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { openDatabase } from "../db/client";
import { emailOutbox, invoiceReminders, invoices, users } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";
import { runReminderJob, stageFor } from "./run";

describe("stageFor", () => {
  it("picks the highest stage reached", () => {
    expect([0, 1, 2, 3, 4, 6, 7, 8, 30].map(stageFor)).toEqual([null, 1, 1, 3, 3, 3, 7, 7, 7]);
  });
});

/** An owner with one invoice due 2026-11-20, and the clock at 10:00 UTC on `day` days past due. */
async function scenario() {
  const t = makeTestApp({ now: "2026-11-20T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    dueDate: "2026-11-20",
    amount: "2400",
  });
  markSent(t, inv.id);
  const at = (day: number) => t.clock.set(new Date(Date.parse("2026-11-20T10:00:00Z") + day * 86_400_000));
  const remindersSent = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).all();
  return { t, owner, inv, at, remindersSent };
}

describe("the reminder job", () => {
  it("reminds on day 1, 3 and 7 past due, once each", async () => {
    const { t, inv, at, remindersSent, owner } = await scenario();
    const log: Record<number, number[]> = {};
    for (const day of [0, 1, 2, 3, 7, 8]) {
      at(day);
      const run = runReminderJob(t.services);
      log[day] = run.reminders.map((r) => r.stage);
    }
    expect(log).toEqual({ 0: [], 1: [1], 2: [], 3: [3], 7: [7], 8: [] });
    const mails = remindersSent();
    expect(mails).toHaveLength(3);
    expect(mails[0]).toMatchObject({
      toAddress: "billing@acme.test",
      subject: `Payment Reminder - Invoice ${inv.invoiceNumber}`,
      relatedId: inv.id,
    });
    expect(mails[0].body).toContain("$2,400.00");
    expect(mails[0].body).toContain("November 20, 2026");
    expect(mails[0].body).toContain("1 day past due");
    expect(mails[2].body).toContain("7 days past due");
    expect(mails[0].templateData).toMatchObject({
      template: "invoice",
      purpose: "reminder",
      payUrl: expect.stringContaining("http://microteam.test/pay/"),
      pdfUrl: expect.stringMatching(/^http:\/\/microteam\.test\/api\/public\/invoices\/[0-9a-f]{64}\/pdf$/),
    });
    expect(mails[0]).toMatchObject({ fromAddress: '"Olive Owner" <no-reply@microteam.test>', replyTo: owner.email });
  });

  it("never reminds about an invoice the client never received, and says why", async () => {
    const { t, owner, at, remindersSent } = await scenario();
    const unsent = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-20" });
    at(1);
    const run = runReminderJob(t.services);
    expect(run.reminders).toContainEqual(
      expect.objectContaining({
        invoiceId: unsent.id,
        status: "skipped",
        reason: "never sent to the client: send the invoice first",
      }),
    );
    expect(remindersSent().map((m) => m.relatedId)).not.toContain(unsent.id);
    // Sent late, it is reminded once the quiet period after the invoice email has passed.
    markSent(t, unsent.id, "2026-11-22T12:00:00Z");
    at(3);
    expect(runReminderJob(t.services).reminders).toContainEqual(
      expect.objectContaining({
        invoiceId: unsent.id,
        stage: 3,
        status: "deferred",
        reason: expect.stringContaining("the invoice was emailed"),
      }),
    );
    at(5);
    expect(runReminderJob(t.services).reminders).toContainEqual(
      expect.objectContaining({ invoiceId: unsent.id, stage: 3, status: "queued" }),
    );
  });

  it("marks a past-due invoice overdue in the database", async () => {
    const { t, inv, at } = await scenario();
    at(0);
    expect(runReminderJob(t.services).markedOverdue).toBe(0);
    at(1);
    expect(runReminderJob(t.services).markedOverdue).toBe(1);
    expect(t.db.select().from(invoices).where(eq(invoices.id, inv.id)).get()!.status).toBe("overdue");
  });

  it("counts days in the owner's time zone", async () => {
    const { t, owner, at, remindersSent } = await scenario();
    t.db.update(users).set({ timeZone: "America/Los_Angeles" }).where(eq(users.id, owner.user.id)).run();
    // 10:00 UTC on 21 Nov is 02:00 on 21 Nov in Los Angeles: 1 day past due there too.
    at(1);
    t.clock.set("2026-11-21T07:00:00Z"); // 23:00 on 20 Nov in Los Angeles: not yet past due
    runReminderJob(t.services);
    expect(remindersSent()).toHaveLength(0);
    t.clock.set("2026-11-21T08:30:00Z"); // 00:30 on 21 Nov in Los Angeles
    runReminderJob(t.services);
    expect(remindersSent()).toHaveLength(1);
  });

  it("sends one email per stage when two runs start at once", async () => {
    const { t, at, remindersSent } = await scenario();
    at(3);
    const [a, b] = [runReminderJob(t.services), runReminderJob(t.services)];
    expect(a.reminders.length + b.reminders.length).toBe(1);
    expect(remindersSent()).toHaveLength(1);
  });

  it("sends one email per stage when two processes share the database file", async () => {
    const { t, at, remindersSent } = await scenario();
    at(1);
    const file = t.db.$client.name;
    const second = { ...t.services, db: openDatabase(file, { migrate: false }) };
    const runs = [runReminderJob(t.services), runReminderJob(second), runReminderJob(second)];
    expect(runs.flatMap((r) => r.reminders)).toHaveLength(1);
    expect(remindersSent()).toHaveLength(1);
    expect(t.db.select().from(invoiceReminders).all()).toHaveLength(1);
  });

  it("sends nothing after a crash that left the reminder recorded", async () => {
    const { t, inv, at, remindersSent } = await scenario();
    at(1);
    // The crash: the reminder row and its queued email were committed, delivery never happened.
    t.db.insert(invoiceReminders).values({ invoiceId: inv.id, stage: 1 }).run();
    runReminderJob(t.services);
    expect(remindersSent()).toHaveLength(0);
  });

  it("never reminds about a paid invoice, and respects the owner's switch", async () => {
    const { t, owner, inv, at, remindersSent } = await scenario();
    const second = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-20" });
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie: owner.cookie, body: { status: "paid" } });
    await t.call("PUT", "/api/user/notifications", {
      cookie: owner.cookie,
      body: { emailNotifications: false, invoiceReminders: false, contentPublishing: true, dailyTaskUpdates: true },
    });
    at(1);
    runReminderJob(t.services);
    expect(remindersSent()).toHaveLength(0);
    // Past-due marking does not depend on the switch.
    expect(t.db.select().from(invoices).where(eq(invoices.id, second.id)).get()!.status).toBe("overdue");
    const trigger = await t.call("POST", "/api/invoices/trigger-auto-reminders", { cookie: owner.cookie });
    expect(trigger.json).toMatchObject({ enabled: false, reminders: [] });
  });

  it("dry-runs without writing, and the API trigger answers what it sent", async () => {
    const { t, owner, inv, at, remindersSent } = await scenario();
    at(3);
    const dry = runReminderJob(t.services, { dryRun: true });
    expect(dry.reminders).toMatchObject([{ invoiceId: inv.id, stage: 3, status: "would_send" }]);
    expect(remindersSent()).toHaveLength(0);
    const res = await t.call("POST", "/api/invoices/trigger-auto-reminders", { cookie: owner.cookie });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ enabled: true, message: "1 reminder queued for sending", queued: 1 });
    expect(res.json.reminders).toMatchObject([{ invoiceNumber: inv.invoiceNumber, stage: 3, status: "queued" }]);
    const again = await t.call("POST", "/api/invoices/trigger-auto-reminders", { cookie: owner.cookie });
    expect(again.json.message).toBe("No reminders were due");
  });

  it("waits out the quiet period after a manual reminder, then sends the stage", async () => {
    const { t, owner, inv, at, remindersSent } = await scenario();
    at(2);
    const manual = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: inv.id, isReminder: true },
    });
    expect(manual.status).toBe(202);
    at(3); // 24 hours later: the day-3 stage waits
    const run = runReminderJob(t.services);
    expect(run.reminders).toMatchObject([{ stage: 3, status: "deferred" }]);
    expect(remindersSent()).toHaveLength(1);
    at(4); // 48 hours after the manual one: it goes
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 3, status: "queued" }]);
    expect(remindersSent()).toHaveLength(2);
  });

  it("asks before a manual reminder inside the quiet period, and says when the last one went", async () => {
    const { t, owner, inv, at, remindersSent } = await scenario();
    at(1);
    runReminderJob(t.services);
    t.clock.set("2026-11-21T15:00:00Z");
    const again = await t.call("POST", `/api/smart-admin/nudge-invoice/${inv.id}`, { cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: "CONFIRMATION_REQUIRED",
      message: `A reminder for ${inv.invoiceNumber} already went out on November 21 at 10:00 AM (5 hours ago). Send another anyway?`,
      details: { quietHours: 48, recentReminders: [{ invoiceId: inv.id, at: "2026-11-21T10:00:00.000Z" }] },
    });
    expect(remindersSent()).toHaveLength(1);
    const confirmed = await t.call("POST", `/api/smart-admin/nudge-invoice/${inv.id}`, {
      cookie: owner.cookie,
      body: { confirm: true },
    });
    expect(confirmed.status).toBe(202);
    expect(remindersSent()).toHaveLength(2);
  });

  it("defers what the owner's hourly allowance of client emails cannot take", async () => {
    const t = makeTestApp({ now: "2026-11-25T10:00:00Z", config: { clientEmailsPerHour: 2 } });
    const owner = await ownerWithClient(t);
    for (let i = 0; i < 3; i++)
      markSent(t, (await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-20" })).id);
    const run = runReminderJob(t.services);
    expect(run.reminders.map((r) => r.status).sort()).toEqual(["deferred", "queued", "queued"]);
    const manual = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: run.reminders.find((r) => r.status === "deferred")!.invoiceId, isReminder: true },
    });
    expect(manual.status).toBe(429);
    expect(manual.json.message).toMatch(
      /^You can email clients 2 times an hour and have reached that; this would send 1\. Try again in 60 minutes\.$/,
    );
    t.clock.set("2026-11-25T11:00:01Z");
    expect(runReminderJob(t.services).reminders.map((r) => r.status)).toEqual(["queued"]);
  });

  it("only touches the triggering owner's invoices", async () => {
    const { t, at, remindersSent } = await scenario();
    const other = await ownerWithClient(t, { name: "Other", email: "o@other.test" });
    markSent(t, (await createInvoice(t, other.cookie, { clientId: other.client.id, dueDate: "2026-11-20" })).id);
    at(1);
    runReminderJob(asOwner(t.services, other.user.id), { userId: other.user.id });
    expect(remindersSent().map((m) => m.toAddress)).toEqual(["o@other.test"]);
  });
});

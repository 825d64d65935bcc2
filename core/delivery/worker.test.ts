import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { shiftableClock } from "../clock";
import { asOwner, type Services } from "../context";
import { openDatabase } from "../db/client";
import { emailOutbox } from "../db/schema";
import { runReminderJob } from "../reminders/run";
import { queueEmail } from "../mail/queue";
import { smtpTransport } from "../mail/transport";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { startSmtpServer } from "../../test/fakes/smtp";
import { DeliveryBell } from "./bell";
import { deliveryChannels } from "../composition";
import { claimNext } from "./queue";
import { drainDeliveries, startDeliveryWorkers } from "./worker";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const fast = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 1000, backoffMaxMs: 60_000, pollMs: 20, workers: 1 };

/** An owner with `count` invoices a day past due (so each has its day-1 reminder due), on SMTP. */
function overdueBusiness(count: number, smtpUrl: string, timeoutMs = 5_000, delivery = fast) {
  const t = makeTestApp({
    now: "2026-11-21T10:00:00Z",
    mail: smtpTransport(smtpUrl, { timeoutMs }),
    config: { clientEmailsPerHour: 100_000, delivery },
  });
  cleanups.push(() => t.services.mail.close());
  const owner = factories.user(t.db, { businessName: "Olive & Co", firstName: "Olive", lastName: "Owner" });
  const invoiceNumbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const client = factories.client(t.db, owner.id, { email: `client${i}@example.test` });
    const number = `INV-${String(i).padStart(4, "0")}`;
    factories.invoice(t.db, owner.id, client.id, {
      invoiceNumber: number,
      dueDate: "2026-11-20",
      sentAt: new Date("2026-11-01T10:00:00Z"),
    });
    invoiceNumbers.push(number);
  }
  return { t, owner, invoiceNumbers };
}

/** The same database through a second connection, as another process would open it. */
function secondProcess(t: ReturnType<typeof makeTestApp>): Services {
  const db = openDatabase(t.db.$client.name, { migrate: false });
  cleanups.push(() => db.$client.close());
  return { ...t.services, db, deliveryBell: new DeliveryBell() };
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const subjectOf = (raw: string) => /^Subject: (.+)$/m.exec(raw)?.[1] ?? "";

describe("claiming", () => {
  it("gives a row to one claimer only, and again only after its lease runs out", async () => {
    const t = makeTestApp();
    const other = secondProcess(t);
    queueEmail(t.services, { kind: "support", to: "a@b.test", subject: "s", body: "b" });
    const now = Date.parse("2026-11-21T09:00:00Z");
    const first = claimNext(t.db.$client, "email_outbox", { workerId: "A", now, leaseMs: 1000 });
    expect(first).toMatchObject({ status: "sending", attempts: 1, claimed_by: "A", lease_until: now + 1000 });
    expect(
      claimNext(other.db.$client, "email_outbox", { workerId: "B", now: now + 999, leaseMs: 1000 }),
    ).toBeUndefined();
    const taken = claimNext(other.db.$client, "email_outbox", { workerId: "B", now: now + 1000, leaseMs: 1000 });
    expect(taken).toMatchObject({ id: first!.id, attempts: 2, claimed_by: "B" });
  });
});

describe("delivery over SMTP", () => {
  it("two senders and the hourly job over 200 due reminders, SMTP taking 0.3 s each: each received once", async () => {
    const smtp = await startSmtpServer({ delayMs: 300 });
    cleanups.push(smtp.close);
    const { t, invoiceNumbers } = overdueBusiness(200, smtp.url);
    const other = secondProcess(t);
    const workers = [
      startDeliveryWorkers(t.services, deliveryChannels, { concurrency: 1 }),
      startDeliveryWorkers(other, deliveryChannels, { concurrency: 1 }),
    ];
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())));
    // Both "processes" run the hourly job, and keep running it while the first run is still sending:
    // what used to send 200 reminders twice.
    runReminderJob(t.services);
    runReminderJob(other);
    const rerun = setInterval(() => {
      runReminderJob(t.services);
      runReminderJob(other);
    }, 250);
    cleanups.push(() => clearInterval(rerun));
    await until(
      () =>
        t.db
          .select()
          .from(emailOutbox)
          .all()
          .every((r) => r.status === "sent") && smtp.received.length >= 200,
      90_000,
      "200 reminders",
    );
    clearInterval(rerun);
    await Promise.all(workers.map((w) => w.stop()));
    const subjects = smtp.received.map((m) => subjectOf(m.raw)).sort();
    expect(smtp.received).toHaveLength(200);
    expect(subjects).toEqual(invoiceNumbers.map((n) => `Payment Reminder - Invoice ${n}`).sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(200);
    const rows = t.db.select().from(emailOutbox).all();
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    // Both senders took a share of the work.
    expect(new Set(rows.map((r) => r.claimedBy)).size).toBe(2);
  }, 120_000);

  it("keeps its claim while a slow server takes longer than the lease: the other sender waits, the email goes once", async () => {
    const smtp = await startSmtpServer({ delayMs: 1500 });
    cleanups.push(smtp.close);
    const { t } = overdueBusiness(1, smtp.url, 5_000, { ...fast, leaseMs: 300 });
    runReminderJob(t.services);
    // Time runs for the senders, so a lease that is not renewed does run out.
    const clock = shiftableClock();
    clock.set("2026-11-21T10:00:00Z");
    const workers = [
      startDeliveryWorkers({ ...t.services, clock }, deliveryChannels, { concurrency: 1 }),
      startDeliveryWorkers({ ...secondProcess(t), clock }, deliveryChannels, { concurrency: 1 }),
    ];
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())));
    await until(
      () =>
        t.db
          .select()
          .from(emailOutbox)
          .all()
          .every((r) => r.status === "sent"),
      20_000,
      "the reminder",
    );
    // A second copy, sent by a sender that took the row over, would have landed by now.
    await new Promise((r) => setTimeout(r, 1_000));
    await Promise.all(workers.map((w) => w.stop()));
    expect(smtp.received).toHaveLength(1);
    expect(t.db.select().from(emailOutbox).all()[0].attempts).toBe(1);
  }, 30_000);

  it("after a kill -9 mid-send, a new worker loses nothing and repeats at most the message in flight, with its Message-ID", async () => {
    const smtp = await startSmtpServer({ delayMs: 300 });
    cleanups.push(smtp.close);
    const { t } = overdueBusiness(12, smtp.url);
    runReminderJob(t.services);
    const file = t.db.$client.name;
    const start = () => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.resolve("test/fixtures/delivery-worker.ts"), file, smtp.url, "1500"],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      cleanups.push(() => child.kill("SIGKILL"));
      return child;
    };
    const first: ChildProcess = start();
    // Killed while the 5th message has reached the server but its answer has not reached the worker.
    await until(() => smtp.received.length >= 5, 30_000, "5 messages");
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    const inFlight = smtp.received[4].messageId;
    expect(
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .filter((r) => r.status === "sending"),
    ).toHaveLength(1);

    start();
    await until(
      () =>
        t.db
          .select()
          .from(emailOutbox)
          .all()
          .every((r) => r.status === "sent"),
      60_000,
      "the rest",
    );
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(13);
    expect(ids.filter((id) => id === inFlight)).toHaveLength(2);
    const row = t.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, inFlight!)).get()!;
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  }, 90_000);

  it("answers the reminder trigger at once while the mail server hangs", async () => {
    const smtp = await startSmtpServer({ hang: true });
    cleanups.push(smtp.close);
    const { t, owner } = overdueBusiness(300, smtp.url, 1000);
    const workers = startDeliveryWorkers(t.services, deliveryChannels, { concurrency: 2 });
    cleanups.push(() => workers.stop());
    const { triggerAutoReminders } = await import("../reminders/trigger");
    const answer = triggerAutoReminders({ ctx: asOwner(t.services, owner.id) });
    expect(answer).toMatchObject({ queued: 300, batchId: expect.any(String) });
    // The answer came while the workers are stuck on the hung server, with nothing delivered.
    await until(() => smtp.received.length >= 1, 5000, "the first message to reach the hung server");
    expect(
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .filter((r) => r.status === "sent"),
    ).toHaveLength(0);
  });

  it("fails a refused email for good with the server's reason, and tells the owner on the invoice and the bell", async () => {
    const smtp = await startSmtpServer({
      refuse: (to) => (to === "client0@example.test" ? { code: 550, message: "5.1.1 Mailbox unavailable" } : null),
    });
    cleanups.push(smtp.close);
    const { t, owner, invoiceNumbers } = overdueBusiness(2, smtp.url);
    runReminderJob(t.services);
    await drainDeliveries(t.services, deliveryChannels);
    const rows = t.db.select().from(emailOutbox).all();
    expect(rows.map((r) => r.status).sort()).toEqual(["failed", "sent"]);
    const failed = rows.find((r) => r.status === "failed")!;
    expect(failed).toMatchObject({ attempts: 1, error: expect.stringContaining("550 5.1.1 Mailbox unavailable") });
    const ctx = asOwner(t.services, owner.id);
    const { getInvoice } = await import("../invoices/list");
    expect(getInvoice({ ctx, id: failed.relatedId! }).emails.last).toMatchObject({
      status: "failed",
      error: expect.stringContaining("Mailbox unavailable"),
    });
    const { listNotifications } = await import("../focus/bell");
    expect(listNotifications({ ctx }).items.find((i) => i.type === "delivery_failed")).toMatchObject({
      title: "Reminder could not be sent",
      description: expect.stringContaining(
        `Reminder for ${invoiceNumbers[0]} to client0@example.test could not be sent: 550`,
      ),
    });
  });

  it("retries a passing failure with backoff and sends it once the server is back", async () => {
    let refusing = true;
    const smtp = await startSmtpServer({
      refuse: () => (refusing ? { code: 451, message: "4.3.0 Try again later" } : null),
    });
    cleanups.push(smtp.close);
    const { t } = overdueBusiness(1, smtp.url);
    runReminderJob(t.services);
    await drainDeliveries(t.services, deliveryChannels);
    const after1 = t.db.select().from(emailOutbox).get()!;
    expect(after1).toMatchObject({ status: "queued", attempts: 1, error: expect.stringContaining("451") });
    expect(after1.nextAttemptAt).toBeGreaterThanOrEqual(t.clock.now().getTime() + 800);
    refusing = false;
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(0); // not due yet
    t.clock.set(new Date(after1.nextAttemptAt));
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(1);
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("a mail server slower than the sender's timeout (decision 318)", () => {
  it("gets one copy when it confirms after the timeout: settled as possibly sent, never retried, and the owner reads 'may have been sent'", async () => {
    const smtp = await startSmtpServer({ delayMs: 1500, slowFirst: 1 });
    cleanups.push(smtp.close);
    const { t, owner, invoiceNumbers } = overdueBusiness(1, smtp.url, 400);
    const run = runReminderJob(t.services);
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(1);
    const row = t.db.select().from(emailOutbox).get()!;
    expect(row).toMatchObject({
      status: "possibly_sent",
      attempts: 1,
      sentAt: null,
      error: expect.stringContaining("did not confirm it"),
    });
    // However long the workers keep looking, the message is not sent again.
    for (const hours of [1, 6, 48]) {
      t.clock.set(new Date(Date.parse("2026-11-21T10:00:00Z") + hours * 3_600_000));
      expect(await drainDeliveries(t.services, deliveryChannels)).toBe(0);
    }
    const workers = startDeliveryWorkers(t.services, deliveryChannels, { concurrency: 2 });
    cleanups.push(() => workers.stop());
    // The server's late 250 has come and gone; a second copy would have landed by now.
    await new Promise((r) => setTimeout(r, 1_800));
    await workers.stop();
    expect(smtp.received).toHaveLength(1);
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "possibly_sent", attempts: 1 });

    // What the owner sees: the invoice card, the client's history, the batch, the bell.
    const ctx = asOwner(t.services, owner.id);
    const { getInvoice } = await import("../invoices/list");
    const invoice = getInvoice({ ctx, id: row.relatedId! });
    expect(invoice.emails.last).toMatchObject({ kind: "reminder", status: "possibly_sent" });
    expect(invoice.emails.remindersDelivered).toBe(0);
    const { possiblySentSentence } = await import("../mail/state");
    expect(possiblySentSentence("Reminder", invoice.emails.last!.to)).toContain(
      "Reminder to client0@example.test may have been sent",
    );
    const { clientHistory } = await import("../invoices/client-history");
    expect(clientHistory({ ctx, clientId: invoice.clientId }).items[0].description).toMatch(
      /^Automatic payment reminder \(day 1\) may have been sent to client0@example\.test/,
    );
    const { batchProgress } = await import("../mail/progress");
    expect(batchProgress({ ctx, batchId: run.batchId! })).toMatchObject({
      total: 1,
      delivered: 0,
      failed: 0,
      possiblySent: 1,
      possiblySentTo: ["client0@example.test"],
      done: true,
    });
    const { listNotifications } = await import("../focus/bell");
    expect(listNotifications({ ctx }).items.find((i) => i.type === "delivery_failed")).toMatchObject({
      title: "Reminder may have been sent",
      description: expect.stringContaining(
        `Reminder for ${invoiceNumbers[0]} to client0@example.test may have been sent`,
      ),
    });
    const { getInvoiceReminderPlan } = await import("../reminders/invoice-plan");
    expect(getInvoiceReminderPlan({ ctx, id: row.relatedId! }).steps[0]).toMatchObject({
      step: 1,
      state: "possibly_sent",
    });

    // Sending it again is the owner's call, inside the quiet period: asked first, then sent on purpose.
    t.clock.set("2026-11-21T12:00:00Z");
    const { sendInvoiceEmail } = await import("../invoices/send");
    const input = { invoiceId: row.relatedId!, isReminder: true };
    expect(() => sendInvoiceEmail({ ctx, input })).toThrow(/may have been sent .*Send it again\?/);
    sendInvoiceEmail({ ctx, input: { ...input, confirm: true } });
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(1);
    expect(smtp.received).toHaveLength(2);
    expect(getInvoice({ ctx, id: row.relatedId! }).emails.last).toMatchObject({ status: "sent" });
  }, 30_000);

  it("retries a refused connection, then delivers once", async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const { t } = overdueBusiness(1, `smtp://127.0.0.1:${port}`, 400);
    runReminderJob(t.services);
    await drainDeliveries(t.services, deliveryChannels);
    const after1 = t.db.select().from(emailOutbox).get()!;
    expect(after1).toMatchObject({ status: "queued", attempts: 1, error: expect.stringContaining("ECONNREFUSED") });
    const smtp = await startSmtpServer({}, port);
    cleanups.push(smtp.close);
    t.clock.set(new Date(after1.nextAttemptAt));
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(1);
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("retries a timeout before the message was handed over (a server slow to greet), then delivers once", async () => {
    const behaviour = { greetAfterMs: 1_000 };
    const smtp = await startSmtpServer(behaviour);
    cleanups.push(smtp.close);
    const { t } = overdueBusiness(1, smtp.url, 400);
    runReminderJob(t.services);
    await drainDeliveries(t.services, deliveryChannels);
    const after1 = t.db.select().from(emailOutbox).get()!;
    expect(after1).toMatchObject({ status: "queued", attempts: 1 });
    expect(smtp.received).toHaveLength(0);
    behaviour.greetAfterMs = 0;
    t.clock.set(new Date(after1.nextAttemptAt));
    expect(await drainDeliveries(t.services, deliveryChannels)).toBe(1);
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("a reminder that became pointless", () => {
  it("is not sent when its invoice was paid after it was queued", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const { t, owner } = overdueBusiness(2, smtp.url);
    const run = runReminderJob(t.services);
    const paidId = run.reminders[0].invoiceId;
    const ctx = asOwner(t.services, owner.id);
    const { updateInvoiceStatus } = await import("../invoices/update");
    updateInvoiceStatus({ ctx, id: paidId, input: { status: "paid" } });
    await drainDeliveries(t.services, deliveryChannels);
    expect(smtp.received).toHaveLength(1);
    const cancelled = t.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, paidId)).get()!;
    expect(cancelled).toMatchObject({ status: "cancelled", error: "not sent: the invoice was paid first" });
    const { batchProgress } = await import("../mail/progress");
    expect(batchProgress({ ctx, batchId: run.batchId! })).toMatchObject({
      total: 2,
      delivered: 1,
      cancelled: 1,
      done: true,
    });
  });
});

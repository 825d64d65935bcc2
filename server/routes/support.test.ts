import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox, supportRequests } from "@core/db";
import { smtpTransport } from "@core/mail";
import { makeTestApp } from "../../test/app";
import { startSmtpServer } from "../../test/fakes/smtp";

const request = { name: "Olive Owner", email: "olive@example.com", question: "How do I connect my LinkedIn page?" };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe("POST /api/support/contact", () => {
  it("stores the request and puts an email to the support mailbox in the outbox", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/support/contact", { cookie, body: request });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    const stored = t.db.select().from(supportRequests).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Olive Owner", email: "olive@example.com", question: request.question });
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "queued" });
    await t.deliver();
    const mails = t.db.select().from(emailOutbox).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "help@microteam.test",
      replyTo: "olive@example.com",
      subject: "Support request from Olive Owner",
      status: "stored",
      transport: "outbox",
    });
    expect(mails[0].body).toContain(request.question);
    const outbox = await t.call("GET", "/api/outbox", { cookie });
    expect(outbox.json[0].subject).toBe("Support request from Olive Owner");
  });

  it("pages the outbox by the paging contract: newest first, a status filter, search, the field named when wrong", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    for (let i = 0; i < 3; i++) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      await t.call("POST", "/api/support/contact", { cookie, body: { ...request, name: `Owner ${i}` } });
    }
    const first = await t.call("GET", "/api/outbox?limit=2", { cookie });
    expect(first.json.map((m: { subject: string }) => m.subject)).toEqual([
      "Support request from Owner 2",
      "Support request from Owner 1",
    ]);
    expect(first.headers.get("x-total-count")).toBe("3");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")![1];
    const second = await t.call("GET", next.replace(/^https?:\/\/[^/]+/, ""), { cookie });
    expect(second.json.map((m: { subject: string }) => m.subject)).toEqual(["Support request from Owner 0"]);
    expect((await t.call("GET", "/api/outbox?status=queued&q=owner%201", { cookie })).json).toHaveLength(1);
    const bad = await t.call("GET", "/api/outbox?status=lost", { cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(["status"]);
  });

  it("delivers over SMTP when SMTP_URL is set", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const t = makeTestApp({ mail: smtpTransport(smtp.url) });
    const res = await t.call("POST", "/api/support/contact", { body: request });
    expect(res.status).toBe(201);
    await t.deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["help@microteam.test"]);
    expect(smtp.received[0].raw).toContain("Subject: Support request from Olive Owner");
    expect(smtp.received[0].raw).toContain("How do I connect my LinkedIn page?");
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "sent", transport: "smtp" });
  });

  it("keeps the request and retries a delivery that failed, until it gives up with the reason", async () => {
    const t = makeTestApp({
      mail: smtpTransport("smtp://127.0.0.1:1"),
      config: {
        delivery: { leaseMs: 60_000, maxAttempts: 2, backoffMs: 1000, backoffMaxMs: 10_000, pollMs: 10, workers: 1 },
      },
    });
    const res = await t.call("POST", "/api/support/contact", { body: request });
    expect(res.status).toBe(201);
    expect(t.db.select().from(supportRequests).all()).toHaveLength(1);
    await t.deliver();
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({
      status: "queued",
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED|connect/),
    });
    t.clock.advanceDays(1);
    await t.deliver();
    expect(t.db.select().from(emailOutbox).get()).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("names each bad field and stores nothing", async () => {
    const t = makeTestApp();
    const res = await t.call("POST", "/api/support/contact", { body: { name: "", email: "x", question: "short" } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      question: "Please provide more details (at least 10 characters)",
    });
    expect(t.db.select().from(supportRequests).all()).toHaveLength(0);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
  });

  it("is rate limited", async () => {
    const t = makeTestApp({
      config: { rateLimits: { signIn: { limit: 10, windowMs: 60_000 }, support: { limit: 2, windowMs: 60_000 } } },
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call("POST", "/api/support/contact", { body: request })).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect(t.db.select().from(supportRequests).all()).toHaveLength(2);
  });
});

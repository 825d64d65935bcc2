import { afterEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "@core/db";
import { makeTestApp } from "../../test/app";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const loopbackAllowed = { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 3 };
const quickRetries = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 1000, backoffMaxMs: 60_000, pollMs: 20, workers: 1 };

async function ownerWithEndpoint(
  events: string[],
  receiverOptions: Parameters<typeof startWebhookReceiver>[0] = {},
  webhooks: Partial<typeof loopbackAllowed> = {},
) {
  const receiver = await startWebhookReceiver(receiverOptions);
  cleanups.push(receiver.close);
  const t = makeTestApp({ config: { webhooks: { ...loopbackAllowed, ...webhooks }, delivery: quickRetries } });
  const { cookie } = await t.signUp();
  const created = await t.call("POST", "/api/webhooks/endpoints", {
    cookie,
    body: { url: receiver.url, description: "Books", events },
  });
  expect(created.status).toBe(201);
  receiver.useSecret(created.json.secret);
  return { t, cookie, receiver, endpoint: created.json };
}

describe("webhook endpoints", () => {
  it("shows the secret once, never again, and keeps it sealed in the database", async () => {
    const { t, cookie, endpoint } = await ownerWithEndpoint(["client.created"]);
    expect(endpoint).toMatchObject({ events: ["client.created"], enabled: true, description: "Books" });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await t.call("GET", "/api/webhooks/endpoints", { cookie });
    expect(listed.json).toHaveLength(1);
    expect(listed.text).not.toContain("whsec_");
    expect(t.db.select().from(webhookEndpoints).get()!.secret).not.toContain(endpoint.secret.slice(6));
  });

  it("delivers a signed client.created the receiver verifies, and logs the answer's status", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint(["client.created"]);
    const client = await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "a@acme.test" } });
    expect(await t.deliver()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    expect(message.verifyError).toBeNull();
    expect(message.payload).toMatchObject({
      type: "client.created",
      data: { id: client.json.id, name: "Acme", email: "a@acme.test" },
    });
    expect(message.headers["webhook-id"]).toMatch(/^msg_/);
    const log = await t.call("GET", "/api/webhooks/deliveries", { cookie });
    expect(log.headers.get("x-total-count")).toBe("1");
    expect(log.json[0]).toMatchObject({
      eventType: "client.created",
      status: "delivered",
      responseStatus: 200,
      attempts: 1,
    });
  });

  it("a receiver with another secret cannot verify the message", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint(["client.created"]);
    receiver.useSecret("whsec_" + Buffer.from("not-the-secret-at-all-24b").toString("base64"));
    await t.call("POST", "/api/clients", { cookie, body: { name: "Acme" } });
    await t.deliver();
    expect(receiver.received[0].verifyError).toMatch(/signature/i);
  });

  it("sends each invoice event the endpoint listens to, and only those", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint([
      "invoice.created",
      "invoice.sent",
      "invoice.paid",
      "invoice.overdue",
    ]);
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "a@acme.test" } }))
      .json;
    const paid = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "900", dueDate: "2026-12-01" },
      })
    ).json;
    const late = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "50.5", dueDate: "2026-11-01" },
      })
    ).json;
    await t.call("POST", "/api/invoices/send-single", { cookie, body: { invoiceId: paid.id } });
    await t.call("PUT", `/api/invoices/${paid.id}`, { cookie, body: { status: "paid" } });
    const { runReminderJob } = await import("@core/reminders");
    runReminderJob(t.services);
    runReminderJob(t.services); // a second run marks nothing again
    await t.deliver();
    const seen = receiver.received.map(
      (r) => `${r.payload?.type} ${(r.payload?.data as { invoiceNumber?: string }).invoiceNumber}`,
    );
    expect(seen.sort()).toEqual(
      [
        `invoice.created ${paid.invoiceNumber}`,
        `invoice.created ${late.invoiceNumber}`,
        `invoice.sent ${paid.invoiceNumber}`,
        `invoice.paid ${paid.invoiceNumber}`,
        `invoice.overdue ${late.invoiceNumber}`,
      ].sort(),
    );
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
    const overdue = receiver.received.find((r) => r.payload?.type === "invoice.overdue")!.payload!.data;
    expect(overdue).toMatchObject({ amount: "50.50", status: "overdue", client: { name: "Acme" } });
  });

  it("sends invoice.paid once, when recorded payments settle the balance, not on a partial payment", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint(["invoice.paid"]);
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "a@acme.test" } }))
      .json;
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "900", dueDate: "2026-12-01" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "400" } });
    await t.deliver();
    expect(receiver.received).toHaveLength(0);
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "500" } });
    await t.deliver();
    expect(receiver.received.map((r) => r.payload?.type)).toEqual(["invoice.paid"]);
    expect(receiver.received[0]!.payload!.data).toMatchObject({ status: "paid", amount: "900.00" });
  });

  it("sends post.published and post.failed from the point where publishing settles a post", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint(["post.published", "post.failed"]);
    const { events } = await import("@core/db");
    const { emitPostSettled } = await import("@core/webhooks");
    const userId = (await t.call("GET", "/api/auth/user", { cookie })).json.id;
    const post = (text: string, status: string) =>
      t.db
        .insert(events)
        .values({ userId, type: "content_post", title: text, description: text, status, startDate: t.clock.now() })
        .returning()
        .get();
    const out = post("Spring offer", "published");
    const broken = post("Tips", "failed");
    t.db.transaction(() => {
      emitPostSettled(t.services, out.id, "published");
      emitPostSettled(t.services, broken.id, "failed");
      emitPostSettled(t.services, out.id, "publishing"); // not an event
    });
    await t.deliver();
    expect(receiver.received.map((r) => [r.payload?.type, r.payload?.data.title]).sort()).toEqual([
      ["post.failed", "Tips"],
      ["post.published", "Spring offer"],
    ]);
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
  });

  it("retries a failed attempt with backoff under the same webhook-id, honouring Retry-After", async () => {
    const { t, cookie, receiver } = await ownerWithEndpoint(["client.created"], {
      answer: (n) =>
        n === 1 ? { status: 503, headers: { "retry-after": "120" }, body: "down for maintenance" } : { status: 204 },
    });
    await t.call("POST", "/api/clients", { cookie, body: { name: "Acme" } });
    await t.deliver();
    const first = t.db.select().from(webhookDeliveries).get()!;
    expect(first).toMatchObject({ status: "queued", attempts: 1, responseStatus: 503 });
    expect(first.error).toBe("HTTP 503: down for maintenance");
    expect(first.nextAttemptAt).toBeGreaterThanOrEqual(t.clock.now().getTime() + 120_000);
    expect(await t.deliver()).toBe(0); // not due yet
    t.clock.set(new Date(first.nextAttemptAt));
    expect(await t.deliver()).toBe(1);
    expect(t.db.select().from(webhookDeliveries).get()).toMatchObject({
      status: "delivered",
      attempts: 2,
      responseStatus: 204,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0].headers["webhook-id"]).toBe(receiver.received[1].headers["webhook-id"]);
    expect(receiver.received[1].verifyError).toBeNull();
  });

  it("turns an endpoint off after deliveries keep failing, tells the owner, and sends nothing more until it is back on", async () => {
    const { t, cookie, receiver, endpoint } = await ownerWithEndpoint(
      ["client.created"],
      { answer: () => ({ status: 500, body: "boom" }) },
      { disableAfterFailures: 2 },
    );
    for (const name of ["A", "B"]) {
      await t.call("POST", "/api/clients", { cookie, body: { name } });
      // Every retry spent: three attempts each.
      for (let attempt = 0; attempt < 3; attempt++) {
        await t.deliver();
        t.clock.set(new Date(t.clock.now().getTime() + 120_000));
      }
    }
    expect(receiver.received).toHaveLength(6);
    expect(
      t.db
        .select()
        .from(webhookDeliveries)
        .all()
        .map((d) => d.status),
    ).toEqual(["failed", "failed"]);
    const [off] = (await t.call("GET", "/api/webhooks/endpoints", { cookie })).json;
    expect(off).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    expect(off.disabledReason).toContain("HTTP 500: boom");
    const bell = (await t.call("GET", "/api/notifications", { cookie })).json;
    const items = Array.isArray(bell) ? bell : bell.items;
    expect(items.find((n: { type: string }) => n.type === "webhook_disabled")).toMatchObject({
      title: "A webhook endpoint was turned off",
      href: "/profile?tab=webhooks",
    });
    await t.call("POST", "/api/clients", { cookie, body: { name: "C" } });
    expect(t.db.select().from(webhookDeliveries).all()).toHaveLength(2);
    expect((await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie })).status).toBe(409);

    const on = await t.call("PATCH", `/api/webhooks/endpoints/${endpoint.id}`, { cookie, body: { enabled: true } });
    expect(on.json).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it("keeps the delivery log 30 days, and never drops what is still to be sent", async () => {
    const { t, cookie, endpoint } = await ownerWithEndpoint(["client.created"]);
    await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie });
    await t.deliver();
    t.clock.set(new Date(t.clock.now().getTime() + 10 * 86_400_000));
    await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie }); // queued, not delivered
    const { purgeOldWebhookDeliveries } = await import("@core/webhooks");
    t.clock.set(new Date(t.clock.now().getTime() + 25 * 86_400_000));
    expect(purgeOldWebhookDeliveries(t.services)).toBe(1);
    expect(
      t.db
        .select()
        .from(webhookDeliveries)
        .all()
        .map((d) => d.status),
    ).toEqual(["queued"]);
  });

  it("sends a test event to one endpoint and shows its answer in the log", async () => {
    const { t, cookie, receiver, endpoint } = await ownerWithEndpoint(["invoice.paid"], {
      answer: () => ({ status: 418 }),
    });
    const sent = await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie });
    expect(sent.status).toBe(202);
    await t.deliver();
    expect(receiver.received[0].payload).toMatchObject({ type: "webhook.test", data: { endpointId: endpoint.id } });
    const log = await t.call("GET", `/api/webhooks/deliveries?endpointId=${endpoint.id}`, { cookie });
    expect(log.json[0]).toMatchObject({ eventType: "webhook.test", status: "queued", responseStatus: 418 });
    expect(log.json[0].error).toBe("HTTP 418");
  });

  it("does not follow a redirect", async () => {
    const { t, receiver, endpoint, cookie } = await ownerWithEndpoint(["client.created"], {
      answer: (n) =>
        n === 1 ? { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data" } } : { status: 200 },
    });
    await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie });
    await t.deliver();
    expect(receiver.received).toHaveLength(1);
    expect(t.db.select().from(webhookDeliveries).get()).toMatchObject({
      status: "queued",
      responseStatus: 302,
      error: "HTTP 302 (redirects are not followed)",
    });
  });

  it("keeps owners apart: another owner's endpoint is not found", async () => {
    const { t, endpoint } = await ownerWithEndpoint(["client.created"]);
    const other = await t.signUp();
    for (const [method, path] of [
      ["GET", `/api/webhooks/endpoints/${endpoint.id}`],
      ["PATCH", `/api/webhooks/endpoints/${endpoint.id}`],
      ["DELETE", `/api/webhooks/endpoints/${endpoint.id}`],
      ["POST", `/api/webhooks/endpoints/${endpoint.id}/test`],
    ] as const) {
      const res = await t.call(method, path, {
        cookie: other.cookie,
        body: method === "PATCH" ? { enabled: false } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await t.call("GET", "/api/webhooks/deliveries", { cookie: other.cookie })).json).toEqual([]);
    // And an event of the other owner reaches nobody.
    await t.call("POST", "/api/clients", { cookie: other.cookie, body: { name: "Theirs" } });
    expect(t.db.select().from(webhookDeliveries).all()).toHaveLength(0);
  });
});

describe("webhook addresses", () => {
  it("refuses private, local and plain-http addresses with a reason naming the field", async () => {
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: false, requireHttps: true, timeoutMs: 1000, disableAfterFailures: 5 },
      },
    });
    const { cookie } = await t.signUp();
    const cases: [string, RegExp][] = [
      ["http://example.com/hook", /https/],
      ["https://127.0.0.1/hook", /private or local/],
      ["https://10.1.2.3/hook", /private or local/],
      ["https://192.168.0.10/hook", /private or local/],
      ["https://169.254.169.254/latest", /private or local/],
      ["https://100.64.0.1/hook", /private or local/],
      ["https://[::1]/hook", /private or local/],
      ["https://[::ffff:10.0.0.1]/hook", /private or local/],
      ["https://[fd00::1]/hook", /private or local/],
      ["https://0.0.0.0/hook", /private or local/],
      ["https://localhost/hook", /local name/],
      ["https://printer.local/hook", /local name/],
      ["https://user:pw@example.com/hook", /user name and password/],
      ["ftp://example.com/hook", /https/],
      ["not a url", /full address/],
    ];
    for (const [url, reason] of cases) {
      const res = await t.call("POST", "/api/webhooks/endpoints", { cookie, body: { url, events: ["invoice.paid"] } });
      expect(res.status, url).toBe(400);
      expect(res.json.fields.url, url).toMatch(reason);
    }
    const noEvents = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: "https://8.8.8.8/x", events: [] },
    });
    expect(noEvents.json.fields).toEqual({ events: "Choose at least one event" });
    const unknown = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: "https://8.8.8.8/x", events: ["invoice.deleted"] },
    });
    expect(unknown.json.fields["events.0"]).toBe("Choose events from the list");
    expect(t.db.select().from(webhookEndpoints).all()).toHaveLength(0);
    // A public address literal passes without a lookup.
    expect(
      (
        await t.call("POST", "/api/webhooks/endpoints", {
          cookie,
          body: { url: "https://8.8.8.8/x", events: ["invoice.paid"] },
        })
      ).status,
    ).toBe(201);
  });

  it("refuses at delivery time too, when the endpoint now leads to a private address", async () => {
    const { t, cookie, receiver, endpoint } = await ownerWithEndpoint(["client.created"]);
    t.services.settings.webhooks.allowPrivateNetworks = false;
    await t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie });
    await t.deliver();
    expect(receiver.received).toHaveLength(0);
    expect(t.db.select().from(webhookDeliveries).get()).toMatchObject({
      status: "failed",
      error: "127.0.0.1 is a private or local address; refused",
    });
  });

  it("allows at most ten endpoints", async () => {
    const t = makeTestApp({ config: { webhooks: loopbackAllowed } });
    const { cookie } = await t.signUp();
    for (let i = 0; i < 10; i++) {
      const res = await t.call("POST", "/api/webhooks/endpoints", {
        cookie,
        body: { url: `http://127.0.0.1:9/${i}`, events: ["invoice.paid"] },
      });
      expect(res.status).toBe(201);
    }
    const eleventh = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: "http://127.0.0.1:9/x", events: ["invoice.paid"] },
    });
    expect(eleventh.status).toBe(409);
  });
});

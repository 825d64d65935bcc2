import { afterEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const webhooks = { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 5 };
const delivery = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 1000, backoffMaxMs: 60_000, pollMs: 20, workers: 1 };

describe("a receiver answering 410 Gone (Standard Webhooks)", () => {
  it("turns its endpoint off at once, without retrying, tells the owner and sends nothing more", async () => {
    const receiver = await startWebhookReceiver({ answer: () => ({ status: 410, body: "gone" }) });
    cleanups.push(receiver.close);
    const t = makeTestApp({ config: { webhooks, delivery } });
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: receiver.url, events: ["client.created"] },
    });
    receiver.useSecret(created.json.secret);
    await t.call("POST", "/api/clients", { cookie, body: { name: "Acme" } });
    await t.call("POST", "/api/clients", { cookie, body: { name: "Globex" } });
    await t.deliver();
    t.clock.set(new Date(t.clock.now().getTime() + 600_000));
    await t.deliver();

    expect(receiver.received).toHaveLength(1);
    const endpoint = t.db.select().from(webhookEndpoints).get()!;
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toMatch(/410/);
    // The delivery cancelled because the endpoint is off is not a success: the count stays (QA 255 F8).
    expect(endpoint.consecutiveFailures).toBe(1);
    const statuses = t.db
      .select()
      .from(webhookDeliveries)
      .all()
      .map((d) => `${d.status} ${d.attempts}`)
      .sort();
    expect(statuses).toEqual(["cancelled 1", "failed 1"]);
    const bell = await t.call("GET", "/api/notifications", { cookie });
    expect(JSON.stringify(bell.json)).toMatch(/410/);
  });
});

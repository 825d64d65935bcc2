import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const webhooks = { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 3 };
const delivery = { leaseMs: 60_000, maxAttempts: 3, backoffMs: 1000, backoffMaxMs: 60_000, pollMs: 20, workers: 1 };

async function ownerWithReceiver(t: ReturnType<typeof makeTestApp>) {
  const receiver = await startWebhookReceiver();
  cleanups.push(receiver.close);
  const { cookie } = await t.signUp();
  const created = await t.call("POST", "/api/webhooks/endpoints", {
    cookie,
    body: { url: receiver.url, events: ["client.created"] },
  });
  expect(created.status).toBe(201);
  receiver.useSecret(created.json.secret);
  return { cookie, receiver };
}

describe("webhook delivery across owners", () => {
  it("while one owner's delivery is in flight, their others wait and other owners' webhooks go out", async () => {
    const t = makeTestApp({ config: { webhooks, delivery } });
    const slow = await ownerWithReceiver(t);
    const other = await ownerWithReceiver(t);
    for (const name of ["One", "Two", "Three"])
      await t.call("POST", "/api/clients", { cookie: slow.cookie, body: { name } });
    await t.call("POST", "/api/clients", { cookie: other.cookie, body: { name: "Elsewhere" } });

    // Another worker holds the slow owner's oldest delivery (its receiver takes its time to answer).
    const [held] = t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt).all();
    t.db
      .update(webhookDeliveries)
      .set({ status: "sending", attempts: 1, claimedBy: "another-worker", leaseUntil: Date.now() + 60_000 })
      .where(eq(webhookDeliveries.id, held.id))
      .run();

    expect(await t.deliver()).toBe(1);
    expect(other.receiver.received.map((r) => r.payload?.data.name)).toEqual(["Elsewhere"]);
    expect(slow.receiver.received).toHaveLength(0);
    const waiting = t.db
      .select()
      .from(webhookDeliveries)
      .all()
      .filter((d) => d.status === "queued");
    expect(waiting).toHaveLength(2);

    // Once it is answered, the slow owner's next ones go, oldest first.
    t.db
      .update(webhookDeliveries)
      .set({ status: "delivered", leaseUntil: null })
      .where(eq(webhookDeliveries.id, held.id))
      .run();
    expect(await t.deliver()).toBe(2);
    expect(slow.receiver.received.map((r) => r.payload?.data.name)).toEqual(["Two", "Three"]);
  });
});

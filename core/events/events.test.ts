import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { deliveryChannels } from "../composition";
import type { Services } from "../context";
import { drainDeliveries } from "../delivery/worker";
import { EVENT_GRACE_MS, publish, type DomainEvent, type Subscriber } from "./index";

const apps: Array<ReturnType<typeof makeTestApp>> = [];
afterEach(() => {
  for (const t of apps.splice(0)) t.db.$client.close();
});

/** A test app whose only subscriber records what it is told, and can be made to fail. */
function withRecorder() {
  const t = makeTestApp();
  apps.push(t);
  const seen: Array<DomainEvent & { inTransaction: boolean }> = [];
  const recorder = {
    failing: false,
    subscriber: {
      name: "recorder",
      on: ["invoice.paid", "client.created"],
      handle(services, event) {
        if (recorder.failing) throw new Error("the subscriber's peer is down");
        seen.push({ ...event, inTransaction: services.db.$client.inTransaction });
        // A subscriber writes: its write commits with the mark that it ran.
        services.db.$client.prepare("update users set business_name = 'Handled' where id = ?").run(event.userId);
      },
    } satisfies Subscriber<Services>,
  };
  const services: Services = { ...t.services, events: { subscribers: [recorder.subscriber] } };
  const owner = factories.user(t.db);
  const rows = () => t.db.$client.prepare("select * from domain_events").all() as Array<Record<string, unknown>>;
  return { t, services, owner, seen, recorder, rows };
}

describe("domain events", () => {
  it("reach their subscribers once the transaction has committed, not before", () => {
    const { services, owner, seen, rows } = withRecorder();
    services.db.transaction(() => {
      publish(services, { type: "invoice.paid", userId: owner.id, subjectId: "inv-1" });
      publish(services, { type: "client.created", userId: owner.id, subjectId: "cli-1" });
      expect(seen).toEqual([]);
      expect(rows()).toHaveLength(2);
    });
    expect(seen.map((e) => [e.type, e.subjectId])).toEqual([
      ["invoice.paid", "inv-1"],
      ["client.created", "cli-1"],
    ]);
    expect(rows()).toEqual([]);
  });

  it("never happened when the change rolls back", () => {
    const { services, owner, seen, rows } = withRecorder();
    expect(() =>
      services.db.transaction(() => {
        publish(services, { type: "invoice.paid", userId: owner.id, subjectId: "inv-1" });
        throw new Error("the change failed");
      }),
    ).toThrow("the change failed");
    expect(seen).toEqual([]);
    expect(rows()).toEqual([]);
    // The next commit on the connection does not carry the rolled-back event along.
    services.db.transaction(() => publish(services, { type: "client.created", userId: owner.id, subjectId: "c" }));
    expect(seen.map((e) => e.type)).toEqual(["client.created"]);
  });

  it("outside a transaction are handled at once", () => {
    const { services, owner, seen } = withRecorder();
    publish(services, { type: "client.created", userId: owner.id, subjectId: "cli-1" });
    expect(seen).toHaveLength(1);
  });

  it("whose subscriber fails leave the change standing and go to the worker, which handles them once", async () => {
    const { t, services, owner, seen, recorder, rows } = withRecorder();
    recorder.failing = true;
    services.db.transaction(() => {
      services.db.$client.prepare("update users set first_name = 'Committed' where id = ?").run(owner.id);
      publish(services, { type: "invoice.paid", userId: owner.id, subjectId: "inv-1" });
    });
    const user = () => t.db.$client.prepare("select first_name, business_name from users where id = ?").get(owner.id);
    expect(user()).toEqual({ first_name: "Committed", business_name: null });
    expect(rows()).toMatchObject([{ status: "queued", handled_at: null }]);

    // Within the grace period the worker leaves it to the process that published it.
    recorder.failing = false;
    expect(await drainDeliveries(services, deliveryChannels)).toBe(0);
    t.clock.set(new Date(t.clock.now().getTime() + EVENT_GRACE_MS + 1));
    expect(await drainDeliveries(services, deliveryChannels)).toBe(1);
    expect(seen).toHaveLength(1);
    expect(user()).toEqual({ first_name: "Committed", business_name: "Handled" });
    expect(rows()).toMatchObject([{ status: "handled" }]);
    expect(await drainDeliveries(services, deliveryChannels)).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it("left by a process that died are handled once by two workers racing for them", async () => {
    const { t, services, owner, seen, rows } = withRecorder();
    // What a kill -9 between the commit and the handling leaves: the row, and no one to handle it.
    t.db.$client
      .prepare(
        `insert into domain_events (id, user_id, type, subject_id, status, attempts, next_attempt_at, created_at)
         values ('orphan', ?, 'invoice.paid', 'inv-9', 'queued', 0, 0, 0)`,
      )
      .run(owner.id);
    const [a, b] = await Promise.all([
      drainDeliveries(services, deliveryChannels, { workerId: "worker-a" }),
      drainDeliveries(services, deliveryChannels, { workerId: "worker-b" }),
    ]);
    expect(a + b).toBe(1);
    expect(seen.map((e) => e.subjectId)).toEqual(["inv-9"]);
    expect(seen[0].inTransaction).toBe(true);
    expect(rows()).toMatchObject([{ id: "orphan", status: "handled" }]);
  });
});

describe("an invoice paid", () => {
  it("reaches the webhooks and the Creator after the commit, and invoices do not know either", async () => {
    const t = makeTestApp();
    apps.push(t);
    const owner = factories.user(t.db);
    const client = factories.client(t.db, owner.id);
    const invoice = factories.invoice(t.db, owner.id, client.id, { amountCents: 120_000, status: "pending" });
    t.db.$client
      .prepare(
        `insert into webhook_endpoints (id, user_id, url, secret, events, enabled, created_at, updated_at)
         values ('ep', ?, 'https://hooks.example.com/in', 'sealed', '["invoice.paid"]', 1, 0, 0)`,
      )
      .run(owner.id);
    const { recordPayment } = await import("../invoices/record-payment");
    recordPayment({ ctx: { ...t.services, userId: owner.id }, id: invoice.id, input: { amount: 1200 } });
    const webhooks = t.db.$client.prepare("select event_type from webhook_deliveries").pluck().all();
    const drafts = t.db.$client
      .prepare("select type from events where related_id = ? order by type")
      .pluck()
      .all(invoice.id);
    expect(webhooks).toEqual(["invoice.paid"]);
    expect(drafts).toEqual(["content_post", "email_draft"]);
    expect(t.db.$client.prepare("select count(*) from domain_events").pluck().get()).toBe(0);
  });
});

// Paying one instalment of a payment plan on the pay page (docs/decisions/270-pay-one-instalment.md):
// the demo card, Stripe through the SDK against the local peer, and the verified webhook.
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { runReminderJob } from "@core/reminders";
import { stripePayments } from "@core/payments/stripe";
import { makeTestApp } from "../../test/app";
import { startFakeStripe } from "../../test/fakes/stripe";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const WEBHOOK_SECRET = "whsec_test_secret";
const NOW = "2026-11-10T10:00:00Z";
const PLAN = {
  instalments: [
    { dueDate: "2026-11-20", amount: "300" },
    { dueDate: "2026-12-20", amount: "300" },
    { dueDate: "2027-01-20", amount: "300" },
  ],
};

type App = ReturnType<typeof makeTestApp>;

/** An owner's invoice of 900 split into three instalments, and its pay page's paths. */
async function invoiceWithPlan(t: App) {
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-20", amount: "900" });
  markSent(t, inv.id);
  const plan = (await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, { cookie: owner.cookie, body: PLAN })).json
    .plan as { instalments: { id: string; position: number }[] };
  const token = (inv.publicPath as string).split("/").pop()!;
  const page = () => t.call("GET", `/api/public/invoices/${token}`);
  const detail = async () => (await t.call("GET", `/api/invoices/${inv.id}`, { cookie: owner.cookie })).json;
  return { owner, inv, token, ids: plan.instalments.map((i) => i.id), page, detail };
}

async function stripeApp() {
  const fake = await startFakeStripe();
  closers.push(fake.close);
  const t = makeTestApp({
    now: NOW,
    payments: stripePayments({
      secretKey: "sk_test_123",
      publishableKey: "pk_test_123",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.apiBase,
    }),
  });
  return { t, fake };
}

/** A `payment_intent.succeeded` signed as Stripe signs it, dated by the test's clock. */
function succeeded(t: App, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${String(object.id)}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { object: "payment_intent", ...object } },
  });
  const signature = new Stripe("sk_test_123").webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.call("POST", "/api/stripe/webhook", { body: payload, headers: { "stripe-signature": signature } });
}

describe("the pay page of an invoice with a payment plan", () => {
  it("lists the instalments and the next one to pay; without a plan, none", async () => {
    const t = makeTestApp({ now: NOW, config: { demoPayments: true } });
    const { page, ids } = await invoiceWithPlan(t);
    const view = (await page()).json;
    expect(view.paymentPlan).toMatchObject({
      current: 1,
      instalments: [
        { id: ids[0], position: 1, dueDate: "2026-11-20", amount: "300.00", balance: "300.00", status: "due" },
        { id: ids[1], position: 2, status: "due" },
        { id: ids[2], position: 3, dueDate: "2027-01-20", status: "due" },
      ],
    });
    t.clock.set(new Date("2026-11-25T10:00:00Z"));
    expect((await page()).json.paymentPlan.instalments[0].status).toBe("overdue");

    const other = await ownerWithClient(t, { name: "Beta", email: "ap@beta.test" });
    const plain = await createInvoice(t, other.cookie, { clientId: other.client.id });
    expect(
      (await t.call("GET", `/api/public/invoices/${plain.publicPath.split("/").pop()}`)).json.paymentPlan,
    ).toBeNull();
  });

  it("pays one instalment with the demo card, then the rest: partially paid, then paid; reminders move on", async () => {
    const t = makeTestApp({ now: NOW, config: { demoPayments: true } });
    const { token, ids, page, detail } = await invoiceWithPlan(t);
    const pay = (body?: unknown) => t.call("POST", `/api/public/invoices/${token}/demo-pay`, { body });

    // Only the next open instalment can be paid: payments apply in order.
    const notNext = await pay({ instalmentId: ids[1] });
    expect(notNext.status).toBe(409);
    expect(notNext.json.message).toBe("Instalment 1 is due first: pay that one before this");

    expect((await pay({ instalmentId: ids[0] })).status).toBe(200);
    expect(await detail()).toMatchObject({ status: "pending", partiallyPaid: true, balance: "600.00" });
    expect((await page()).json.paymentPlan).toMatchObject({
      current: 2,
      instalments: [{ status: "paid" }, { status: "due", balance: "300.00" }, { status: "due" }],
    });
    const again = await pay({ instalmentId: ids[0] });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Instalment 1 is already paid");
    const history = (await detail()).history as { type: string; detail: Record<string, unknown> }[];
    expect(history.filter((h) => h.type === "paid_by_demo_card")).toMatchObject([
      { detail: { amount: "300.00", method: "card", balance: "600.00", instalment: 1 } },
    ]);

    // The reminders count from instalment 2's due date now that the first is paid.
    t.clock.set(new Date("2026-12-21T10:00:00Z"));
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 1, instalment: 2 }]);

    // The whole balance (no instalment named) settles the invoice.
    expect((await pay()).status).toBe(200);
    // (The owner's session of 10 November has expired by now: the client's page tells.)
    const settled = (await page()).json;
    expect(settled).toMatchObject({ status: "paid", paidDate: "2026-12-21", figures: { balance: "0.00" } });
    expect(settled.paymentPlan.current).toBeNull();
    expect((await pay({ instalmentId: ids[2] })).status).toBe(409);
  });

  it("answers 404 for another invoice's instalment and 400 for a malformed one, writing nothing", async () => {
    const t = makeTestApp({ now: NOW, config: { demoPayments: true } });
    const mine = await invoiceWithPlan(t);
    const other = await invoiceWithPlan(t);
    for (const path of ["demo-pay", "payment-intent"]) {
      const foreign = await t.call("POST", `/api/public/invoices/${mine.token}/${path}`, {
        body: { instalmentId: other.ids[0] },
      });
      expect(foreign.status, path).toBe(404);
      expect(foreign.json.message).toBe("Instalment not found");
      const bad = await t.call("POST", `/api/public/invoices/${mine.token}/${path}`, { body: { instalmentId: 7 } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.fields)).toEqual(["instalmentId"]);
    }
    expect(await mine.detail()).toMatchObject({ balance: "900.00", partiallyPaid: false });
    expect(await other.detail()).toMatchObject({ balance: "900.00", partiallyPaid: false });
  });

  it("survives 200 malformed bodies on both pay routes without a 5xx", async () => {
    const t = makeTestApp({ now: NOW, config: { demoPayments: true } });
    const { token, ids } = await invoiceWithPlan(t);
    for (const path of ["payment-intent", "demo-pay"]) {
      const fuzz = await fuzzRoute(t, {
        method: "POST",
        path: `/api/public/invoices/${token}/${path}`,
        example: { instalmentId: ids[0] },
      });
      expect(fuzz.tried).toBe(200);
      expect(fuzz.serverErrors).toEqual([]);
      expect(fuzz.badEnvelopes).toEqual([]);
    }
  }, 90_000);
});

describe("paying one instalment through Stripe", () => {
  it("creates the intent for the instalment's balance and records the verified payment against it, once", async () => {
    const { t, fake } = await stripeApp();
    const { owner, token, ids, page, detail } = await invoiceWithPlan(t);
    const start = await t.call("POST", `/api/public/invoices/${token}/payment-intent`, {
      body: { instalmentId: ids[0] },
    });
    expect(start.json).toMatchObject({ mode: "stripe", amount: "300.00", clientSecret: expect.any(String) });
    const sent = fake.calls.at(-1)!.form;
    expect(sent.get("amount")).toBe("30000");
    expect(sent.get("currency")).toBe("usd");
    expect(sent.get("metadata[instalmentId]")).toBe(ids[0]);
    expect(sent.get("description")).toMatch(/^Invoice INV-.+, instalment 1 of 3$/);
    // The demo card is refused once Stripe is configured.
    expect(
      (await t.call("POST", `/api/public/invoices/${token}/demo-pay`, { body: { instalmentId: ids[0] } })).status,
    ).toBe(404);

    const intent = {
      id: "pi_fake_1",
      amount: 30000,
      amount_received: 30000,
      currency: "usd",
      metadata: Object.fromEntries(
        [...sent].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]),
      ),
    };
    const first = await succeeded(t, intent);
    expect(first.json).toEqual({ received: true, handled: true });
    expect(await detail()).toMatchObject({ status: "pending", partiallyPaid: true, balance: "600.00" });
    expect((await page()).json.paymentPlan.current).toBe(2);

    // Stripe delivers the same event again: recorded once, no mismatch reported.
    const second = await succeeded(t, intent);
    expect(second.json).toEqual({ received: true, handled: true });
    const after = await detail();
    expect(after.balance).toBe("600.00");
    expect(after.figures.payments).toMatchObject([{ amount: "300.00", method: "card", note: "pi_fake_1" }]);
    const bell = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.items as { type: string }[];
    expect(bell.filter((i) => i.type === "payment_mismatch")).toEqual([]);

    // The rest: instalment 2, then 3, each by card; the last settles the invoice.
    for (const [n, id] of [
      [2, ids[1]],
      [3, ids[2]],
    ] as const) {
      await t.call("POST", `/api/public/invoices/${token}/payment-intent`, { body: { instalmentId: id } });
      expect(fake.calls.at(-1)!.form.get("amount")).toBe("30000");
      const res = await succeeded(t, {
        id: `pi_fake_${n}`,
        amount: 30000,
        amount_received: 30000,
        currency: "usd",
        metadata: { kind: "invoice", invoiceId: intent.metadata.invoiceId, instalmentId: id },
      });
      expect(res.json.mismatch).toBeUndefined();
    }
    expect(await detail()).toMatchObject({ status: "paid", balance: "0.00", paidDate: "2026-11-10" });
  });

  it("keeps the instalment open when the amount or currency received is wrong, and tells the owner once", async () => {
    const { t } = await stripeApp();
    const { owner, inv, ids, detail } = await invoiceWithPlan(t);
    const wrong = (id: string, amount: number, currency: string, instalmentId: string) =>
      succeeded(t, {
        id,
        amount,
        amount_received: amount,
        currency,
        metadata: { kind: "invoice", invoiceId: inv.id, instalmentId },
      });
    expect((await wrong("pi_short", 10000, "usd", ids[0])).json).toMatchObject({ handled: true, mismatch: true });
    expect((await wrong("pi_short", 10000, "usd", ids[0])).json).toMatchObject({ mismatch: true });
    expect((await wrong("pi_eur", 30000, "eur", ids[0])).json).toMatchObject({ mismatch: true });
    // The plan's second instalment while the first is open: not what the intent was made for.
    expect((await wrong("pi_early", 30000, "usd", ids[1])).json).toMatchObject({ mismatch: true });
    expect(await detail()).toMatchObject({ balance: "900.00", partiallyPaid: false });
    const bell = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.items as {
      type: string;
      description: string;
    }[];
    const mismatches = bell.filter((i) => i.type === "payment_mismatch").map((i) => i.description);
    expect(mismatches).toHaveLength(3);
    expect(mismatches).toEqual(
      expect.arrayContaining([
        "Received $100.00 (USD) for instalment 1 of 3, $300.00; the invoice stays unpaid. Check the payment in Stripe.",
        expect.stringContaining("Received €300.00 (EUR) for instalment 1 of 3"),
        expect.stringContaining("for an instalment that could not be paid (Instalment 1 is due first"),
      ]),
    );
  });

  it("does not record a payment for another invoice's instalment", async () => {
    const { t } = await stripeApp();
    const mine = await invoiceWithPlan(t);
    const other = await invoiceWithPlan(t);
    const res = await succeeded(t, {
      id: "pi_cross",
      amount: 30000,
      amount_received: 30000,
      currency: "usd",
      metadata: { kind: "invoice", invoiceId: mine.inv.id, instalmentId: other.ids[0] },
    });
    expect(res.json).toMatchObject({ mismatch: true });
    expect(await mine.detail()).toMatchObject({ balance: "900.00" });
    expect(await other.detail()).toMatchObject({ balance: "900.00" });
  });
});

import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { checkoutPayments, subscriptions, users } from "@core/db";
import { stripePayments } from "@core/payments/stripe";
import { TEST_NOW, makeTestApp } from "../../test/app";
import { startFakeStripe } from "../../test/fakes/stripe";
import { ownerWithClient } from "../../test/owner";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const WEBHOOK_SECRET = "whsec_test_secret";

async function stripeApp() {
  const fake = await startFakeStripe();
  closers.push(fake.close);
  const t = makeTestApp({
    payments: stripePayments({
      secretKey: "sk_test_123",
      publishableKey: "pk_test_123",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.apiBase,
    }),
  });
  return { t, fake };
}

/** An event signed as Stripe signs it, dated by the test's clock (or `at`). */
function signedEvent(type: string, object: Record<string, unknown>, at: string | Date = TEST_NOW) {
  const payload = JSON.stringify({ id: "evt_1", object: "event", type, data: { object } });
  const signature = new Stripe("sk_test_123").webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(new Date(at).getTime() / 1000),
  });
  return { payload, signature };
}

describe("demo payments (no Stripe keys)", () => {
  it("charges the tier's price whatever amount the browser sends, and activates the plan", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    const intent = await t.call("POST", "/api/create-payment-intent", { cookie, body: { tier: "pro", amount: 1 } });
    expect(intent.status).toBe(200);
    expect(intent.json).toMatchObject({ mode: "demo", tier: "pro", amount: "59.00" });
    expect(t.db.select().from(checkoutPayments).get()).toMatchObject({ amountCents: 5900, userId: user.id });

    const paid = await t.call("POST", "/api/checkout/demo-confirm", {
      cookie,
      body: { clientSecret: intent.json.clientSecret, cardholderName: "Olive Owner" },
    });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ success: true, tier: "pro" });
    const me = await t.call("GET", "/api/auth/user", { cookie });
    expect(me.json).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    const subs = t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).all();
    expect(subs.map((s) => [s.plan, s.status])).toEqual([
      ["starter", "ended"],
      ["pro", "active"],
    ]);
    expect(subs[1].amountCents).toBe(5900);
  });

  it("gives a visitor's paid plan to the account they create with the same email", async () => {
    const t = makeTestApp();
    const intent = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro", amount: "59" } });
    const paid = await t.call("POST", "/api/checkout/demo-confirm", {
      body: { clientSecret: intent.json.clientSecret, cardholderName: "Vera Visitor", email: "vera@example.com" },
    });
    expect(paid.json.message).toContain("Create your account with vera@example.com");
    const signUp = await t.call("POST", "/api/auth/signup", {
      body: { email: "Vera@Example.com", password: "plum tartan kettle" },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.json).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    // The same payment is not applied twice.
    const other = await t.call("POST", "/api/auth/signup", {
      body: { email: "other@example.com", password: "plum tartan kettle" },
    });
    expect(other.json.subscriptionStatus).toBe("trial");
  });

  it("answers 400 for a bad tier and 404 for an unknown payment, changing nothing", async () => {
    const t = makeTestApp();
    const bad = await t.call("POST", "/api/create-payment-intent", { body: { tier: "gold", amount: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ tier: "Choose the starter or pro plan" });
    expect(t.db.select().from(checkoutPayments).all()).toHaveLength(0);
    const unknown = await t.call("POST", "/api/checkout/demo-confirm", {
      body: { clientSecret: "demo_pi_nope_secret_x", cardholderName: "X" },
    });
    expect(unknown.status).toBe(404);
    const missing = await t.call("POST", "/api/checkout/demo-confirm", { body: { clientSecret: "" } });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({
      clientSecret: "Payment is missing",
      cardholderName: expect.any(String),
    });
  });
});

describe("Stripe payments", () => {
  it("creates the intent through the SDK with the tier's price", async () => {
    const { t, fake } = await stripeApp();
    const res = await t.call("POST", "/api/create-payment-intent", { body: { tier: "starter", amount: 0.5 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ mode: "stripe", clientSecret: "pi_fake_1_secret_fake", amount: "29.00" });
    expect(fake.calls[0].path).toBe("/v1/payment_intents");
    expect(fake.calls[0].form.get("amount")).toBe("2900");
    expect(fake.calls[0].form.get("metadata[tier]")).toBe("starter");
    expect(fake.calls[0].authorization).toBe("Bearer sk_test_123");
    const config = await t.call("GET", "/api/config");
    expect(config.json.payments).toEqual({ mode: "stripe", publishableKey: "pk_test_123" });
  });

  it("activates the plan from a signed webhook, once, and refuses a bad signature", async () => {
    const { t, fake } = await stripeApp();
    const intent = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro" } });
    const attach = await t.call("POST", "/api/checkout/email", {
      body: { clientSecret: intent.json.clientSecret, email: "paula@example.com" },
    });
    expect(attach.status).toBe(200);
    expect(fake.calls.at(-1)!.form.get("receipt_email")).toBe("paula@example.com");

    const { cookie, user } = await t.signUp("paula@example.com");
    const forged = await t.call("POST", "/api/stripe/webhook", {
      body: JSON.stringify({ type: "payment_intent.succeeded", data: { object: { id: intent.json.intentId } } }),
      headers: { "stripe-signature": "t=1,v1=deadbeef" },
    });
    expect(forged.status).toBe(400);
    expect(t.db.select().from(users).where(eq(users.id, user.id)).get()!.subscriptionTier).toBe("starter");

    const event = signedEvent("payment_intent.succeeded", {
      id: intent.json.intentId,
      object: "payment_intent",
      receipt_email: "paula@example.com",
      metadata: { tier: "pro" },
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.call("POST", "/api/stripe/webhook", {
        body: event.payload,
        headers: { "stripe-signature": event.signature, "content-type": "application/json" },
      });
      expect(res.status).toBe(200);
    }
    const me = await t.call("GET", "/api/auth/user", { cookie });
    expect(me.json).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    const active = t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).all();
    expect(active.filter((s) => s.status === "active")).toHaveLength(1);
  });

  it("refuses demo confirmation when real payments are configured", async () => {
    const { t } = await stripeApp();
    const intent = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro" } });
    const res = await t.call("POST", "/api/checkout/demo-confirm", {
      body: { clientSecret: intent.json.clientSecret, cardholderName: "X" },
    });
    expect(res.status).toBe(409);
    expect(t.db.select().from(checkoutPayments).get()!.status).toBe("pending");
  });

  it("records a failed payment", async () => {
    const { t } = await stripeApp();
    const intent = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro" } });
    const event = signedEvent("payment_intent.payment_failed", {
      id: intent.json.intentId,
      object: "payment_intent",
      last_payment_error: { message: "Your card was declined." },
    });
    const res = await t.call("POST", "/api/stripe/webhook", {
      body: event.payload,
      headers: { "stripe-signature": event.signature },
    });
    expect(res.status).toBe(200);
    expect(t.db.select().from(checkoutPayments).get()!.status).toBe("failed");
  });

  it("marks an invoice paid, with its paid date, when its client pays by card", async () => {
    const { t, fake } = await stripeApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "ap@acme.test" } }))
      .json;
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "480", dueDate: "2026-12-01" },
      })
    ).json;
    const token = inv.publicPath.split("/").pop();
    const intent = await t.call("POST", `/api/public/invoices/${token}/payment-intent`);
    expect(intent.json).toMatchObject({ mode: "stripe", clientSecret: expect.stringContaining("_secret_") });
    expect(fake.calls.at(-1)!.form.get("amount")).toBe("48000");
    expect(fake.calls.at(-1)!.form.get("metadata[invoiceId]")).toBe(inv.id);
    expect((await t.call("POST", `/api/public/invoices/${token}/demo-pay`)).status).toBe(404);

    const event = signedEvent("payment_intent.succeeded", {
      id: "pi_fake_1",
      object: "payment_intent",
      amount: 48000,
      amount_received: 48000,
      currency: "usd",
      metadata: { kind: "invoice", invoiceId: inv.id },
    });
    const res = await t.call("POST", "/api/stripe/webhook", {
      body: event.payload,
      headers: { "stripe-signature": event.signature },
    });
    expect(res.status).toBe(200);
    const after = await t.call("GET", `/api/invoices/${inv.id}`, { cookie });
    expect(after.json).toMatchObject({ status: "paid", paidDate: "2026-11-21" });
  });

  it("charges the balance by card after a partial payment, and records the card payment", async () => {
    const { t, fake } = await stripeApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "ap@acme.test" } }))
      .json;
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "480", dueDate: "2026-12-01" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "180", method: "cash" } });
    const token = inv.publicPath.split("/").pop();
    await t.call("POST", `/api/public/invoices/${token}/payment-intent`);
    expect(fake.calls.at(-1)!.form.get("amount")).toBe("30000");
    const event = signedEvent("payment_intent.succeeded", {
      id: "pi_fake_2",
      object: "payment_intent",
      amount: 30000,
      amount_received: 30000,
      currency: "usd",
      metadata: { kind: "invoice", invoiceId: inv.id },
    });
    const res = await t.call("POST", "/api/stripe/webhook", {
      body: event.payload,
      headers: { "stripe-signature": event.signature },
    });
    expect(res.json).toMatchObject({ handled: true });
    const after = await t.call("GET", `/api/invoices/${inv.id}`, { cookie });
    expect(after.json).toMatchObject({ status: "paid", balance: "0.00" });
    expect(after.json.figures.payments.map((p: { amount: string; method: string }) => [p.amount, p.method])).toEqual([
      ["180.00", "cash"],
      ["300.00", "card"],
    ]);
    // The same event again changes nothing and reports no mismatch.
    const again = await t.call("POST", "/api/stripe/webhook", {
      body: event.payload,
      headers: { "stripe-signature": event.signature },
    });
    expect(again.json.mismatch).toBeUndefined();
    expect((await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json.figures.payments).toHaveLength(2);
  });

  it("refuses events dated more than five minutes away, in the past or the future", async () => {
    const { t } = await stripeApp();
    const intent = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro" } });
    const object = { id: intent.json.intentId, object: "payment_intent", metadata: { tier: "pro" } };
    for (const offsetS of [-301, 301, 3600]) {
      const at = new Date(Date.parse(TEST_NOW) + offsetS * 1000);
      const event = signedEvent("payment_intent.succeeded", object, at);
      const res = await t.call("POST", "/api/stripe/webhook", {
        body: event.payload,
        headers: { "stripe-signature": event.signature },
      });
      expect(res.status, `offset ${offsetS}s`).toBe(400);
    }
    expect(t.db.select().from(checkoutPayments).get()!.status).toBe("pending");
    const fresh = signedEvent("payment_intent.succeeded", object, new Date(Date.parse(TEST_NOW) + 299_000));
    expect(
      (
        await t.call("POST", "/api/stripe/webhook", {
          body: fresh.payload,
          headers: { "stripe-signature": fresh.signature },
        })
      ).status,
    ).toBe(200);
  });

  it("keeps an invoice unpaid when the amount or currency paid does not match, and tells the owner once", async () => {
    const { t } = await stripeApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "ap@acme.test" } }))
      .json;
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "480", dueDate: "2026-12-01" },
      })
    ).json;
    for (const [amount, currency] of [
      [100, "usd"],
      [48000, "eur"],
      [48000, "eur"],
    ] as const) {
      const event = signedEvent("payment_intent.succeeded", {
        id: `pi_${amount}_${currency}`,
        object: "payment_intent",
        amount,
        amount_received: amount,
        currency,
        metadata: { kind: "invoice", invoiceId: inv.id },
      });
      const res = await t.call("POST", "/api/stripe/webhook", {
        body: event.payload,
        headers: { "stripe-signature": event.signature },
      });
      expect(res.json).toMatchObject({ received: true, mismatch: true });
    }
    expect((await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json.status).toBe("pending");
    const bell = await t.call("GET", "/api/notifications", { cookie });
    const mismatches = bell.json.items.filter((i: { type: string }) => i.type === "payment_mismatch");
    // Two payments that did not match, each reported once (the repeated EUR event adds nothing).
    expect(mismatches.map((m: { description: string }) => m.description).sort()).toEqual([
      expect.stringContaining("Received $1.00 (USD) for an invoice of $480.00"),
      expect.stringContaining("Received €480.00 (EUR) for an invoice of $480.00"),
    ]);
  });
});

describe("Stripe out of reach", () => {
  it("answers 503 with a clear message, not a 500", async () => {
    const t = makeTestApp({
      payments: stripePayments({
        secretKey: "sk_test_123",
        publishableKey: "pk_test_123",
        webhookSecret: WEBHOOK_SECRET,
        apiBase: "http://127.0.0.1:1",
      }),
    });
    const res = await t.call("POST", "/api/create-payment-intent", { body: { tier: "pro" } });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(
      "Card payments are unavailable right now. Please try again in a moment, or pay by bank transfer.",
    );
  });
});

describe("Stripe is asked for the invoice's amount in the currency's own minor unit", () => {
  const secret = "whsec_qa14";
  const signed = (object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: "evt_q",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object },
    });
    const signature = new Stripe("sk_test_123").webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(new Date(TEST_NOW).getTime() / 1000),
    });
    return { payload, signature };
  };

  it("charges ¥3,000 as 3000 (not 300000) and KWD 12.34 as 12340 fils, and settles on their webhooks", async () => {
    const fake = await startFakeStripe();
    closers.push(fake.close);
    const t = makeTestApp({
      payments: stripePayments({
        secretKey: "sk_test_123",
        publishableKey: "pk_test_123",
        webhookSecret: secret,
        apiBase: fake.apiBase,
      }),
    });
    const { cookie, client } = await ownerWithClient(t);
    for (const [currency, amount, minor] of [
      ["JPY", "3000", 3000],
      ["KWD", "12.34", 12_340],
    ] as const) {
      const inv = (
        await t.call("POST", "/api/invoices", {
          cookie,
          body: { clientId: client.id, amount, dueDate: "2026-12-01", currency, exchangeRate: "2" },
        })
      ).json;
      const token = inv.publicPath.split("/").pop();
      const intent = await t.call("POST", `/api/public/invoices/${token}/payment-intent`);
      expect(intent.status, intent.text).toBe(200);
      expect(fake.calls.at(-1)!.form.get("amount")).toBe(String(minor));
      expect(fake.calls.at(-1)!.form.get("currency")).toBe(currency.toLowerCase());
      const event = signed({
        id: `pi_${currency}`,
        object: "payment_intent",
        amount: minor,
        amount_received: minor,
        currency: currency.toLowerCase(),
        metadata: { kind: "invoice", invoiceId: inv.id },
      });
      const res = await t.call("POST", "/api/stripe/webhook", {
        body: event.payload,
        headers: { "stripe-signature": event.signature },
      });
      expect(res.status, res.text).toBe(200);
      const after = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
      expect(after).toMatchObject({ status: "paid", balance: "0.00" });
    }
  });
});

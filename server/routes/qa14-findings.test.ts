// What the qa14 adversarial pass on issue 14 found (docs/decisions/260-qa14-adversarial-pass.md),
// each as the route-level scenario that showed it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { runReminderJob } from "@core/reminders";
import { stripePayments } from "@core/payments/stripe";
import { TEST_NOW, makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { startFakeStripe } from "../../test/fakes/stripe";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";

const DAY = 86_400_000;

describe("qa14 F11: duplicating an invoice that carries a late fee", () => {
  it("copies the ordinary lines only: the fee was charged on the other invoice", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-20", amount: "600" });
    markSent(t, inv.id);
    await t.call("PUT", "/api/reminders/settings", {
      cookie,
      body: { adaptive: false, lateFee: { kind: "flat", amount: "25", afterDays: 1 } },
    });
    t.clock.set(new Date(Date.parse("2026-11-20T10:00:00Z") + 2 * DAY));
    runReminderJob(t.services);
    const charged = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    expect(charged.amount).toBe("625.00");
    // qa14 F8: one day, not "1 days".
    expect(charged.figures.lines.at(-1).description).toBe("Late fee (1 day past due)");

    const copy = await t.call("POST", `/api/invoices/${inv.id}/duplicate`, { cookie });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json.amount).toBe("600.00");
    expect(copy.json.figures.lines).toHaveLength(1);
    expect(copy.json.figures.lines[0]).toMatchObject({ amount: "600.00", lateFeeId: null });
  });
});

describe("qa14 F1: an edit that brings the total down to what was paid", () => {
  it("settles the invoice on the last payment's date, so no reminder or fee follows", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100", dueDate: "2026-12-15" });
    const paid = await t.call("POST", `/api/invoices/${inv.id}/payments`, {
      cookie,
      body: { amount: "40", date: "2026-11-18" },
    });
    expect(paid.status).toBe(201);
    const edit = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { amount: "40" } });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json).toMatchObject({ status: "paid", paidDate: "2026-11-18", balance: "0.00", amount: "40.00" });
    expect(edit.json.partiallyPaid).toBe(false);
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    expect(summary.unpaid.count).toBe(0);
  });
});

describe("qa14 F16: the currency of an invoice with payments", () => {
  it("cannot change: the money received was in the old currency (409 naming currency, nothing written)", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100", dueDate: "2026-12-15" });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "10" } });
    const edit = await t.call("PATCH", `/api/invoices/${inv.id}`, {
      cookie,
      body: { currency: "EUR", exchangeRate: "1.1" },
    });
    expect(edit.status, edit.text).toBe(409);
    expect(Object.keys(edit.json.fields)).toContain("currency");
    const after = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    expect(after.currency).toBe("USD");
  });
});

describe("qa14 F15: the due date of an invoice with a payment plan", () => {
  it("comes from the plan: a dueDate edit is refused naming dueDate", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100", dueDate: "2027-03-20" });
    const plan = await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2027-03-10", amount: "50" },
          { dueDate: "2027-04-10", amount: "50" },
        ],
      },
    });
    expect(plan.status, plan.text).toBe(200);
    const edit = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { dueDate: "2027-03-01" } });
    expect(edit.status, edit.text).toBe(409);
    expect(Object.keys(edit.json.fields)).toContain("dueDate");
    expect((await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json.dueDate).toBe("2027-04-10");
    // Other edits still go through.
    const other = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { description: "Phase 1" } });
    expect(other.status, other.text).toBe(200);
  });
});

describe("qa14 F2: a payment plan whose invoice total was lowered", () => {
  it("takes the cut from the last instalments first, so no instalment asks for more than the balance", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100", dueDate: "2026-12-20" });
    await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2026-12-20", amount: "33.33" },
          { dueDate: "2027-01-20", amount: "33.33" },
          { dueDate: "2027-02-20", amount: "33.34" },
        ],
      },
    });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "40" } });
    const edit = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { amount: "45" } });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json.balance).toBe("5.00");
    const plan = (await t.call("GET", `/api/invoices/${inv.id}/payment-plan`, { cookie })).json.plan;
    const balances = plan.instalments.map((i: { balance: string }) => i.balance);
    expect(balances).toEqual(["0.00", "5.00", "0.00"]);
    expect(plan.instalments.map((i: { amount: string }) => i.amount)).toEqual(["33.33", "11.67", "0.00"]);
    expect(plan.current).toBe(2);
  });
});

describe("qa14 F4: currencies without a fraction (JPY) are whole units", () => {
  it("refuses a fraction of a yen in an amount, a line, an edit and a payment, naming the field", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const yen = { clientId: client.id, dueDate: "2026-12-15", currency: "JPY", exchangeRate: "0.0067" };
    const byAmount = await t.call("POST", "/api/invoices", { cookie, body: { ...yen, amount: "1000.50" } });
    expect(byAmount.status, byAmount.text).toBe(400);
    expect(byAmount.json.fields.amount).toMatch(/whole/);
    const byLine = await t.call("POST", "/api/invoices", {
      cookie,
      body: { ...yen, lines: [{ description: "Half", quantity: "0.5", unitPrice: "333" }] },
    });
    expect(byLine.status, byLine.text).toBe(400);
    expect(Object.keys(byLine.json.fields)).toEqual(["lines.0.quantity"]);
    const ok = await t.call("POST", "/api/invoices", {
      cookie,
      body: { ...yen, lines: [{ description: "Work", quantity: "3", unitPrice: "1000" }] },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.amount).toBe("3000.00");
    const edit = await t.call("PATCH", `/api/invoices/${ok.json.id}`, { cookie, body: { amount: "2999.99" } });
    expect(edit.status).toBe(400);
    const pay = await t.call("POST", `/api/invoices/${ok.json.id}/payments`, { cookie, body: { amount: "0.50" } });
    expect(pay.status).toBe(400);
    expect(pay.json.fields.amount).toMatch(/whole/);
    // A USD invoice moved to JPY with cents left in it is refused too.
    const usd = await createInvoice(t, cookie, { clientId: client.id, amount: "10.25" });
    const moved = await t.call("PATCH", `/api/invoices/${usd.id}`, {
      cookie,
      body: { currency: "JPY", exchangeRate: "0.0067" },
    });
    expect(moved.status, moved.text).toBe(400);
    expect((await t.call("GET", `/api/invoices/${ok.json.id}`, { cookie })).json.amount).toBe("3000.00");
  });
});

describe("qa14 F4: Stripe is asked for the invoice's amount in the currency's own minor unit", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });
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

describe("qa14 F4: late fees and instalments of a JPY invoice are whole yen", () => {
  it("rounds a percentage fee to the yen and refuses an instalment with a fraction", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "3333", dueDate: "2026-11-20", currency: "JPY", exchangeRate: "0.0067" },
      })
    ).json;
    const plan = await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2026-11-20", amount: "1666.50" },
          { dueDate: "2026-12-20", amount: "1666.50" },
        ],
      },
    });
    expect(plan.status, plan.text).toBe(400);
    expect(Object.keys(plan.json.fields)).toEqual(["instalments.0.amount"]);
    markSent(t, inv.id);
    await t.call("PUT", "/api/reminders/settings", {
      cookie,
      body: { adaptive: false, lateFee: { kind: "percent", rate: "1.1", afterDays: 1 } },
    });
    t.clock.set(new Date(Date.parse("2026-11-20T10:00:00Z") + 2 * DAY));
    runReminderJob(t.services);
    const after = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    // 1.1 % of ¥3,333 is ¥36.663: charged ¥37, never ¥36.66.
    expect(after.figures.lines.at(-1)).toMatchObject({ amount: "37.00" });
    expect(after.amount).toBe("3370.00");
  });
});

describe("qa14 F3: a recurring series keeps the currency it was made in", () => {
  it("still bills dollars after the owner's home currency becomes the euro", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const made = await t.call("POST", "/api/recurring-invoices", {
      cookie,
      body: {
        clientId: client.id,
        lines: [{ description: "Retainer", quantity: "1", unitPrice: "600" }],
        unit: "month",
        startDate: "2026-11-15",
        count: 3,
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.json.currency).toBe("USD");
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultCurrency: "EUR", defaultHourlyRate: "100", paymentTerms: "30" },
    });
    expect(billing.status, billing.text).toBe(200);
    expect((await t.call("GET", `/api/recurring-invoices/${made.json.id}`, { cookie })).json.currency).toBe("USD");
    const listed = (await t.call("GET", "/api/recurring-invoices", { cookie })).json;
    expect((listed.items ?? listed)[0].currency).toBe("USD");
    t.clock.set(new Date("2026-11-15T10:00:00Z"));
    await t.call("POST", "/api/recurring-invoices/run-due", { cookie });
    const invoices = (await t.call("GET", `/api/recurring-invoices/${made.json.id}/invoices`, { cookie })).json;
    const first = (invoices.items ?? invoices)[0];
    const detail = (await t.call("GET", `/api/invoices/${first.id}`, { cookie })).json;
    expect(detail).toMatchObject({ currency: "USD", amount: "600.00" });
    // Not counted at home until the owner records a dollar rate (decision 220), never as €600.
    expect(detail.rate.value).toBeNull();
  });
});

describe("qa14 F6: a quote's last day", () => {
  it("cannot be before today (400 naming validUntil, nothing written); today is fine", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const body = { clientId: client.id, lines: [{ description: "Design", quantity: "1", unitPrice: "500" }] };
    const past = await t.call("POST", "/api/quotes", { cookie, body: { ...body, validUntil: "2026-01-01" } });
    expect(past.status, past.text).toBe(400);
    expect(Object.keys(past.json.fields)).toEqual(["validUntil"]);
    const listed = (await t.call("GET", "/api/quotes", { cookie })).json;
    expect(listed.items ?? listed).toHaveLength(0);
    const today = await t.call("POST", "/api/quotes", { cookie, body: { ...body, validUntil: "2026-11-21" } });
    expect(today.status, today.text).toBe(201);
    expect(today.json.expired).toBe(false);
  });
});

describe("qa14 F7: a partly paid invoice reads so on the PDF and in the terminal, as in the ledger", () => {
  it("prints 'Partially paid' on the PDF and 'partly paid' in microteam invoices", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    const inv = await createInvoice(t, owner.cookie, {
      clientId: owner.client.id,
      amount: "45",
      dueDate: "2026-12-20",
    });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie: owner.cookie, body: { amount: "40" } });
    const token = inv.publicPath.split("/").pop();
    const pdf = await t.app.request(`/api/public/invoices/${token}/pdf`);
    const file = path.join(os.tmpdir(), `qa14-${token}.pdf`);
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    fs.rmSync(file);
    expect(text).toContain("Status: Partially paid");
    const listed = await cliHarness(t, owner.user.id).run(["invoices"]);
    expect(listed.stdout).toMatch(/\$45\.00\s+Dec 20, 2026\s+partly paid, \$5\.00 due/);
  });
});

describe("qa14 F17: a 409 names the field, as the issue's bad-input list asks", () => {
  it("says status for a quote answered twice and a series paused twice", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const lines = [{ description: "Design", quantity: "1", unitPrice: "500" }];
    const quote = (await t.call("POST", "/api/quotes", { cookie, body: { clientId: client.id, lines } })).json;
    await t.call("POST", `/api/quotes/${quote.id}/send`, { cookie });
    const token = quote.publicPath.split("/").pop();
    expect((await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Ann" } })).status).toBe(200);
    const twice = await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Ann" } });
    expect(twice.status).toBe(409);
    expect(twice.json.fields).toEqual({ status: `Quote ${quote.quoteNumber} was already accepted` });
    const series = (
      await t.call("POST", "/api/recurring-invoices", {
        cookie,
        body: { clientId: client.id, lines, unit: "month", startDate: "2026-12-01", count: 2 },
      })
    ).json;
    await t.call("POST", `/api/recurring-invoices/${series.id}/pause`, { cookie });
    const again = await t.call("POST", `/api/recurring-invoices/${series.id}/pause`, { cookie });
    expect(again.status).toBe(409);
    expect(Object.keys(again.json.fields ?? {})).toEqual(["status"]);
  });
});

describe("qa14 F18: a negative number of days to pay", () => {
  it("says the range, not that -1 is not a whole number", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const res = await t.call("POST", "/api/recurring-invoices/preview", {
      cookie,
      body: {
        clientId: client.id,
        lines: [{ description: "x", quantity: "1", unitPrice: "1" }],
        unit: "day",
        startDate: "2026-12-01",
        count: 2,
        dueDays: -1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.dueDays).toBe("Days to pay must be a whole number from 0 to 365");
  });
});

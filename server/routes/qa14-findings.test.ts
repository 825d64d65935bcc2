// What the qa14 adversarial pass on issue 14 found (docs/decisions/260-qa14-adversarial-pass.md),
// each as the route-level scenario that showed it.
import { describe, expect, it } from "vitest";
import { runReminderJob } from "@core/invoices/reminders";
import { makeTestApp } from "../../test/app";
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

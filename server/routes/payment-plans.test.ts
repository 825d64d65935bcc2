import { describe, expect, it } from "vitest";
import { asOwner } from "@core/context";
import { openDatabase } from "@core/db";
import { recordPayment, allocate } from "@core/invoices";
import { runReminderJob } from "@core/reminders";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";

async function scenario() {
  const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-20", amount: "900" });
  markSent(t, inv.id);
  const path = `/api/invoices/${inv.id}/payment-plan`;
  const call = (method: string, body?: unknown) => t.call(method, path, { cookie: owner.cookie, body });
  const plan3 = {
    instalments: [
      { dueDate: "2026-11-20", amount: "300" },
      { dueDate: "2026-12-20", amount: "300" },
      { dueDate: "2027-01-20", amount: "300" },
    ],
  };
  return { t, owner, inv, call, plan3 };
}

describe("allocate", () => {
  it("applies payments in order and puts what the total gained on the last instalment", () => {
    const plan = [
      { position: 1, dueDate: "2026-01-01", amountCents: 300 },
      { position: 2, dueDate: "2026-02-01", amountCents: 300 },
    ];
    expect(allocate(plan, 625, 450).map((s) => [s.amountCents, s.paidCents, s.balanceCents])).toEqual([
      [300, 300, 0],
      [325, 150, 175],
    ]);
  });
});

describe("payment plans", () => {
  it("splits an invoice into instalments summing to its total; payments apply in order", async () => {
    const { t, owner, inv, call, plan3 } = await scenario();
    expect((await call("GET")).json).toEqual({ plan: null });
    const set = await call("PUT", plan3);
    expect(set.status).toBe(200);
    expect(set.json.plan).toMatchObject({
      current: 1,
      instalments: [
        { position: 1, dueDate: "2026-11-20", amount: "300.00", status: "due" },
        { position: 2, amount: "300.00" },
        { position: 3, dueDate: "2027-01-20", amount: "300.00" },
      ],
    });
    const detail = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie: owner.cookie })).json;
    expect(detail.dueDate).toBe("2027-01-20");
    expect(detail.history.at(-1)).toMatchObject({ type: "payment_plan_set", detail: { instalments: 3 } });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie: owner.cookie, body: { amount: "450" } });
    expect((await call("GET")).json.plan).toMatchObject({
      current: 2,
      instalments: [
        { status: "paid", balance: "0.00" },
        { status: "partly_paid", paid: "150.00", balance: "150.00" },
        { status: "due", balance: "300.00" },
      ],
    });
  });

  it("refuses plans that do not sum, out of order dates, too few instalments, naming the field; nothing written", async () => {
    const { call, plan3 } = await scenario();
    const cases: [unknown, string][] = [
      [
        {
          instalments: [
            { dueDate: "2026-11-20", amount: "300" },
            { dueDate: "2026-12-20", amount: "500" },
          ],
        },
        "instalments",
      ],
      [{ instalments: [plan3.instalments[1], plan3.instalments[0], plan3.instalments[2]] }, "instalments.1.dueDate"],
      [{ instalments: [plan3.instalments[0]] }, "instalments"],
      [{ instalments: [{ dueDate: "2026-11-20", amount: "-300" }, plan3.instalments[1]] }, "instalments.0.amount"],
      [{ instalments: [{ dueDate: "2026-02-30", amount: "300" }, plan3.instalments[1]] }, "instalments.0.dueDate"],
    ];
    for (const [body, field] of cases) {
      const res = await call("PUT", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    const sum = await call("PUT", cases[0][0]);
    expect(sum.json.fields.instalments).toBe("The instalments add up to 800.00; the invoice's total is 900.00");
    expect((await call("GET")).json).toEqual({ plan: null });
  });

  it("answers 409 for a paid invoice, 404 for removing no plan and for another owner's invoice", async () => {
    const { t, owner, inv, call, plan3 } = await scenario();
    expect((await call("DELETE")).status).toBe(404);
    const stranger = await ownerWithClient(t, { name: "Other", email: "o@other.test" });
    expect(
      (await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, { cookie: stranger.cookie, body: plan3 })).status,
    ).toBe(404);
    await call("PUT", plan3);
    const removed = await call("DELETE");
    expect(removed.json).toEqual({ plan: null });
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie: owner.cookie, body: { status: "paid" } });
    const paid = await call("PUT", plan3);
    expect(paid.status).toBe(409);
    expect((await call("DELETE")).status).toBe(409);
  });

  it("reminds per instalment, each step once, about the instalment's balance and date, even with two servers", async () => {
    const { t, owner, inv, call, plan3 } = await scenario();
    await call("PUT", plan3);
    const at = (iso: string) => t.clock.set(new Date(Date.parse(`${iso}T10:00:00Z`)));
    at("2026-11-21");
    const second = { ...t.services, db: openDatabase(t.db.$client.name, { migrate: false }) };
    const runs = [runReminderJob(t.services), runReminderJob(second)];
    expect(runs.flatMap((r) => r.reminders)).toMatchObject([{ stage: 1, instalment: 1, status: "queued" }]);
    const [mail] = t.db.$client.prepare("select body from email_outbox where kind = 'reminder'").all() as {
      body: string;
    }[];
    expect(mail.body).toContain("for $300.00 was due on November 20, 2026");
    expect(mail.body).toContain("instalment 1 of 3 of the payment plan for this invoice; $900.00 is still owed in all");
    // The first instalment paid: the steps count from the second one's due date.
    at("2026-12-21");
    // (The session of 10 November has expired by now: the payment goes through core.)
    recordPayment({ ctx: asOwner(t.services, owner.user.id), id: inv.id, input: { amount: "300" } });
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 1, instalment: 2, status: "queued" }]);
    expect(runReminderJob(t.services).reminders).toEqual([]);
  });

  it("survives 200 malformed bodies without a 5xx", async () => {
    const { t, owner, inv, plan3 } = await scenario();
    const fuzz = await fuzzRoute(t, {
      method: "PUT",
      path: `/api/invoices/${inv.id}/payment-plan`,
      cookie: owner.cookie,
      example: plan3,
    });
    expect(fuzz.tried).toBe(200);
    expect(fuzz.serverErrors).toEqual([]);
    expect(fuzz.badEnvelopes).toEqual([]);
  }, 60_000);
});

describe("the due date of an invoice with a payment plan", () => {
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

describe("a payment plan whose invoice total was lowered", () => {
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

describe("an instalment's due date", () => {
  it("an instalment due before the invoice's issue date is refused; one between issue and today is kept", async () => {
    const t = makeTestApp(); // 2026-11-21, owner in UTC
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "300", dueDate: "2026-12-21" });
    t.clock.advanceDays(10);
    const early = await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2026-11-22", amount: "100" },
          { dueDate: "2020-01-20", amount: "100" },
          { dueDate: "2027-01-21", amount: "100" },
        ].sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
      },
    });
    expect(early.status).toBe(400);
    expect(early.json.fields).toEqual({
      "instalments.0.dueDate": "An instalment cannot be due before the invoice's issue date (2026-11-21)",
    });
    expect((await t.call("GET", `/api/invoices/${inv.id}/payment-plan`, { cookie })).json.plan).toBeNull();

    // The issue day itself and a day between it and today (an arrangement agreed earlier) are fine.
    const agreed = await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2026-11-21", amount: "100" },
          { dueDate: "2026-11-25", amount: "100" },
          { dueDate: "2027-01-21", amount: "100" },
        ],
      },
    });
    expect(agreed.status, agreed.text).toBe(200);
  });
});

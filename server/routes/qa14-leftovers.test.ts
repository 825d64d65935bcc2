// qa14 F9 and F10, left by the qa14 review (docs/decisions/appendix/260) and fixed here (decision 297).
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

describe("qa14 leftovers", () => {
  it("F9: an instalment due before the invoice's issue date is refused; one between issue and today is kept", async () => {
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

  it("F10: a rate beyond 10 significant digits is refused naming exchangeRate, wherever it is typed", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const long = "1.123456789012";
    const message = "Exchange rate can have at most 10 significant digits (this one has 13)";
    const created = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "100", dueDate: "2026-12-01", currency: "EUR", exchangeRate: long },
    });
    expect(created.status).toBe(400);
    expect(created.json.fields).toEqual({ exchangeRate: message });
    const ok = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "100", dueDate: "2026-12-01", currency: "EUR", exchangeRate: "1.123456789" },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.rate.value).toBe("1.123456789");
    // Leading and trailing zeros are not significant: 0.000001234 and 1.5000000000000 are fine.
    const small = await t.call("PUT", `/api/invoices/${ok.json.id}/rate`, {
      cookie,
      body: { exchangeRate: "0.000001234" },
    });
    expect(small.status, small.text).toBe(200);
    const zeros = await t.call("PUT", `/api/invoices/${ok.json.id}/rate`, {
      cookie,
      body: { exchangeRate: "1.5000000000000" },
    });
    expect(zeros.status, zeros.text).toBe(200);
    for (const [method, path, body] of [
      ["PUT", `/api/invoices/${ok.json.id}/rate`, { exchangeRate: long }],
      ["PUT", `/api/invoices/${ok.json.id}/rate`, { exchangeRate: 1.123456789012 }],
      ["PATCH", `/api/invoices/${ok.json.id}`, { currency: "GBP", exchangeRate: long }],
    ] as const) {
      const res = await t.call(method, path, { cookie, body });
      expect(res.status, path).toBe(400);
      expect(res.json.fields, path).toEqual({ exchangeRate: message });
    }
    expect((await t.call("GET", `/api/invoices/${ok.json.id}`, { cookie })).json.rate.value).toBe("1.5");
  });
});

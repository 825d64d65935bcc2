import { afterEach, describe, expect, it } from "vitest";
import { invoiceEvents, invoiceTotals, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { startFakeFrankfurter } from "../../test/fakes/frankfurter";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, ownerWithClient } from "../../test/owner";

const fakes: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
async function frankfurter() {
  const fake = await startFakeFrankfurter();
  fakes.push(fake);
  return fake;
}

describe("invoices in their own currency", () => {
  it("records the owner's rate and counts the invoice in the home currency, never added as is", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    await createInvoice(t, cookie, { clientId: client.id, amount: "1000", dueDate: "2026-11-30" });
    const eur = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "1800", dueDate: "2026-11-30", currency: "eur", exchangeRate: "1.08" },
    });
    expect(eur.status, eur.text).toBe(201);
    expect(eur.json).toMatchObject({ currency: "EUR", amount: "1800.00" });
    expect(eur.json.rate).toEqual({
      homeCurrency: "USD",
      value: "1.08",
      source: "owner",
      date: null,
      homeAmount: "1944.00",
      homeBalance: "1944.00",
    });
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    // 1,000 USD + 1,800 EUR at 1.08 = 2,944 USD, not 2,800 of nothing.
    expect(summary.unpaid).toEqual({ count: 2, total: "2944.00" });
    expect(summary.otherCurrencies).toEqual([
      { currency: "EUR", count: 1, unpaid: "1800.00", homeUnpaid: "1944.00", unconverted: 0 },
    ]);
    expect(summary.currencyNote).toBe(
      "Totals in USD include 1 unpaid invoice in EUR ($1,944.00) at the rates recorded on them.",
    );
    // The clients ledger, the money figures and the Analyst agree.
    const ledger = (await t.call("GET", "/api/clients", { cookie })).json;
    expect(ledger[0].openAmount).toBe("2944.00");
    const figures = (await t.call("GET", "/api/invoices/figures?period=all", { cookie })).json;
    expect(figures.owed).toEqual({ count: 2, total: "2944.00" });
    // A partial payment in euros lowers the home balance at the same rate.
    await t.call("POST", `/api/invoices/${eur.json.id}/payments`, { cookie, body: { amount: "800" } });
    const after = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    expect(after.unpaid.total).toBe("2080.00");
    const totals = t.db.select().from(invoiceTotals).all();
    expect(totals.find((r) => r.currency === "EUR")).toMatchObject({ cents: 100_000, homeCents: 108_000 });
  });

  it("answers 400 naming the field for an unknown currency or a zero, negative, absurd or missing rate; nothing written", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const base = { clientId: client.id, amount: "100", dueDate: "2026-11-30" };
    for (const [body, field, message] of [
      [
        { currency: "EUO", exchangeRate: "1" },
        "currency",
        "Unknown currency: use an ISO 4217 code such as EUR, GBP or JPY",
      ],
      [{ currency: "euro", exchangeRate: "1" }, "currency", "Currency must be an ISO 4217 code such as EUR"],
      [{ currency: 12 }, "currency", "Currency must be an ISO 4217 code such as EUR"],
      [{ currency: "EUR", exchangeRate: "0" }, "exchangeRate", "Exchange rate must be more than 0"],
      [{ currency: "EUR", exchangeRate: "-1.2" }, "exchangeRate", "Exchange rate must be a number such as 1.08"],
      [
        { currency: "EUR", exchangeRate: "5000000" },
        "exchangeRate",
        "Exchange rate must be between 0.000001 and 1,000,000",
      ],
      [
        { currency: "EUR", exchangeRate: "1e-9" },
        "exchangeRate",
        "Exchange rate must be between 0.000001 and 1,000,000",
      ],
      [{ currency: "EUR", exchangeRate: "abc" }, "exchangeRate", "Exchange rate must be a number such as 1.08"],
      [{ currency: "EUR" }, "exchangeRate", "Enter the rate: 1 EUR = ? USD (no rates source is configured)"],
    ] as const) {
      const res = await t.call("POST", "/api/invoices", { cookie, body: { ...base, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect(t.db.select().from(invoices).all()).toHaveLength(0);
    // In the home currency no rate is needed, and a typed one is not kept (it is 1).
    const home = await t.call("POST", "/api/invoices", {
      cookie,
      body: { ...base, currency: "USD", exchangeRate: "3" },
    });
    expect(home.json.rate).toMatchObject({ value: "1", source: "home" });
  });

  it("fetches the day's rate from the configured rates source when none is typed, and says so", async () => {
    const fake = await frankfurter();
    const t = makeTestApp({ config: { exchangeRates: fake.settings } });
    const { cookie, client } = await ownerWithClient(t);
    const options = (await t.call("GET", "/api/invoices/currencies", { cookie })).json;
    expect(options.home).toBe("USD");
    expect(options.ratesSource.configured).toBe(true);
    expect(options.currencies.find((c: { code: string }) => c.code === "JPY")).toEqual({
      code: "JPY",
      name: "Japanese Yen",
    });
    const gbp = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "500", dueDate: "2026-11-30", currency: "GBP" },
    });
    expect(gbp.status, gbp.text).toBe(201);
    expect(fake.requests).toEqual(["GET /v1/latest?from=GBP&to=USD"]);
    // 1.0832 / 0.8571 USD per GBP, as Frankfurter rebases from EUR.
    expect(gbp.json.rate).toMatchObject({ value: "1.2638", source: "frankfurter", date: "2026-11-20" });
    expect(gbp.json.rate.homeAmount).toBe("631.90");
    // A typed rate wins over the source, which is not asked.
    const typed = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "500", dueDate: "2026-11-30", currency: "GBP", exchangeRate: 1.3 },
    });
    expect(typed.json.rate).toMatchObject({ value: "1.3", source: "owner" });
    expect(fake.requests).toHaveLength(1);
  });

  it("a source that does not publish the currency answers 400; one down, slow or garbled answers 503; nothing written", async () => {
    const fake = await frankfurter();
    const t = makeTestApp({ config: { exchangeRates: { ...fake.settings, timeoutMs: 200 } } });
    const { cookie, client } = await ownerWithClient(t);
    const body = { clientId: client.id, amount: "500", dueDate: "2026-11-30" };
    const unpublished = await t.call("POST", "/api/invoices", { cookie, body: { ...body, currency: "ISK" } });
    expect(unpublished.status).toBe(400);
    expect(unpublished.json.fields.exchangeRate).toBe(
      "The rates source does not publish ISK → USD rates: enter the rate",
    );
    for (const [mode, why] of [
      ["down", "it answered 500"],
      ["garbage", "its answer could not be read"],
      ["slow", "it did not answer in time"],
    ] as const) {
      fake.fail(mode, 1000);
      const res = await t.call("POST", "/api/invoices", { cookie, body: { ...body, currency: "EUR" } });
      expect(res.status, mode).toBe(503);
      expect(res.json.fields.exchangeRate).toBe(`The rates source gave no EUR → USD rate (${why}): enter the rate`);
    }
    expect(t.db.select().from(invoices).all()).toHaveLength(0);
  });

  it("records another rate on any invoice (typed or fetched), in its history; another owner's id is a 404", async () => {
    const fake = await frankfurter();
    const t = makeTestApp({ config: { exchangeRates: fake.settings } });
    const { cookie, client } = await ownerWithClient(t);
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "200", dueDate: "2026-11-30", currency: "EUR", exchangeRate: "1.1" },
      })
    ).json;
    const typed = await t.call("PUT", `/api/invoices/${inv.id}/rate`, { cookie, body: { exchangeRate: "1.05" } });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.json.rate).toMatchObject({ value: "1.05", source: "owner", homeAmount: "210.00" });
    const fetched = await t.call("PUT", `/api/invoices/${inv.id}/rate`, { cookie, body: {} });
    expect(fetched.json.rate).toMatchObject({ value: "1.0832", source: "frankfurter", date: "2026-11-20" });
    expect(fetched.json.history.filter((h: { type: string }) => h.type === "rate_recorded")).toHaveLength(2);
    const bad = await t.call("PUT", `/api/invoices/${inv.id}/rate`, { cookie, body: { exchangeRate: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.exchangeRate).toBe("Exchange rate must be more than 0");

    const other = await t.signUp("other@example.test");
    const foreign = await t.call("PUT", `/api/invoices/${inv.id}/rate`, {
      cookie: other.cookie,
      body: { exchangeRate: 2 },
    });
    expect(foreign.status).toBe(404);
    expect(
      t.db
        .select()
        .from(invoiceEvents)
        .all()
        .filter((e) => e.type === "rate_recorded"),
    ).toHaveLength(2);
  });

  it("editing an unpaid invoice's currency needs its rate", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "300" });
    const missing = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { currency: "CHF" } });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.exchangeRate).toBe("Enter the rate: 1 CHF = ? USD (no rates source is configured)");
    const ok = await t.call("PATCH", `/api/invoices/${inv.id}`, {
      cookie,
      body: { currency: "CHF", exchangeRate: "1.12" },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ currency: "CHF", changed: expect.arrayContaining(["currency", "exchangeRate"]) });
    expect(ok.json.rate.homeAmount).toBe("336.00");
  });

  it("a new home currency re-bases the rates: its own invoices count at 1, the others wait for a rate", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    await createInvoice(t, cookie, { clientId: client.id, amount: "100" });
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "200", dueDate: "2026-11-30", currency: "EUR", exchangeRate: "1.1" },
    });
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie,
      // The USD invoice's rate 1 is dropped: asked first (decision 296), confirmed here.
      body: { defaultHourlyRate: "75", defaultCurrency: "EUR", paymentTerms: "30", confirm: true },
    });
    expect(billing.status, billing.text).toBe(200);
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    expect(summary.currency).toBe("EUR");
    expect(summary.unpaid).toEqual({ count: 1, total: "200.00" });
    expect(summary.otherCurrencies).toEqual([
      { currency: "USD", count: 1, unpaid: "100.00", homeUnpaid: "0.00", unconverted: 1 },
    ]);
    expect(summary.currencyNote).toBe("Not counted, no rate to EUR yet: 1 unpaid invoice in USD.");
    expect(summary.statusCounts.unpaid).toBe(2);
  });

  it("survives 200 malformed bodies on each new route: 0 × 5xx", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "300" });
    for (const [method, path, example] of [
      [
        "POST",
        "/api/invoices",
        { clientId: client.id, amount: "10", dueDate: "2026-12-01", currency: "EUR", exchangeRate: "1.1" },
      ],
      ["PUT", `/api/invoices/${inv.id}/rate`, { exchangeRate: "1.1" }],
      ["PATCH", `/api/invoices/${inv.id}`, { currency: "GBP", exchangeRate: "1.3" }],
    ] as const) {
      const result = await fuzzRoute(t, { method, path, cookie, example });
      expect(result.serverErrors, path).toEqual([]);
      expect(result.badEnvelopes, path).toEqual([]);
    }
  }, 60_000);
});

describe("the currency of an invoice with payments", () => {
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

describe("currencies without a fraction (JPY) are whole units", () => {
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

describe("an exchange rate's digits", () => {
  it("a rate beyond 10 significant digits is refused naming exchangeRate, wherever it is typed", async () => {
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

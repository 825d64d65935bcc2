// qa14 F13 (decision 296): a new home currency drops the rates recorded to the old one. The owner is
// asked first, with how many invoices and which; nothing is written until they confirm.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

const billing = (defaultCurrency: string, confirm?: boolean) => ({
  defaultHourlyRate: "75",
  defaultCurrency,
  paymentTerms: "30",
  ...(confirm === undefined ? {} : { confirm }),
});

describe("changing the home currency", () => {
  it("asks before dropping recorded rates, naming the field, the count and a few numbers; writes nothing", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const usd = await createInvoice(t, cookie, { clientId: client.id, amount: "100" });
    const numbers: string[] = [];
    for (const [currency, rate] of [
      ["EUR", "1.1"],
      ["JPY", "0.0067"],
      ["GBP", "1.27"],
      ["CHF", "1.12"],
    ]) {
      const res = await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "200", dueDate: "2026-11-30", currency, exchangeRate: rate },
      });
      expect(res.status, res.text).toBe(201);
      numbers.push(res.json.invoiceNumber);
    }

    // To EUR: the USD invoice (rate 1 to USD) and the JPY, GBP and CHF ones lose theirs; EUR's becomes 1.
    const asked = await t.call("PUT", "/api/user/billing", { cookie, body: billing("EUR") });
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe("CONFIRMATION_REQUIRED");
    expect(asked.json.details).toEqual({ ratesDropped: 4, invoiceNumbers: [numbers[3], numbers[2], numbers[1]] });
    expect(asked.json.message).toBe(
      `Changing the home currency to EUR drops the exchange rate recorded on 4 invoices (${numbers[3]}, ${numbers[2]}, ${numbers[1]} and 1 more): ` +
        "they are left out of your totals until you record a rate to EUR. Change it anyway?",
    );
    expect(asked.json.fields).toEqual({ defaultCurrency: asked.json.message });
    // Nothing written: the home currency and every rate are as they were.
    expect((await t.call("GET", "/api/user/profile", { cookie })).json.defaultCurrency).toBe("USD");
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    expect(summary.currency).toBe("USD");
    expect(summary.currencyNote ?? "").not.toContain("no rate");
    expect((await t.call("GET", `/api/invoices/${usd.id}`, { cookie })).json.rate.value).toBe("1");

    // Confirmed: saved and re-based as decision 220 says.
    const saved = await t.call("PUT", "/api/user/billing", { cookie, body: billing("EUR", true) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.defaultCurrency).toBe("EUR");
    expect((await t.call("GET", "/api/invoices/summary", { cookie })).json.currencyNote).toContain(
      "no rate to EUR yet",
    );
  });

  it("asks nothing when no rate would be dropped, or when only the other fields change", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    expect((await t.call("PUT", "/api/user/billing", { cookie, body: billing("GBP") })).status).toBe(200);
    // A GBP invoice only: back to USD drops its rate 1 (one invoice, named alone).
    const gbp = await createInvoice(t, cookie, { clientId: client.id, amount: "50" });
    const asked = await t.call("PUT", "/api/user/billing", { cookie, body: billing("USD") });
    expect(asked.status).toBe(409);
    expect(asked.json.message).toContain(`on 1 invoice (${gbp.invoiceNumber}):`);
    // Same currency, other fields: no question.
    const terms = await t.call("PUT", "/api/user/billing", { cookie, body: { ...billing("GBP"), paymentTerms: "45" } });
    expect(terms.status, terms.text).toBe(200);
    expect(
      (await t.call("PUT", "/api/user/billing", { cookie, body: billing("GBP", "yes" as never) })).json.fields,
    ).toEqual({
      confirm: "confirm must be true or false",
    });
  });
});

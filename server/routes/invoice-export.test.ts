import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { EXPORT_PAGE, INVOICE_EXPORT_COLUMNS, PAYMENT_EXPORT_COLUMNS } from "@core/invoices";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

const rows = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe("CSV exports of invoices and payments", () => {
  it("writes the owner's invoices and payments in their own currency with the rate and home value; another owner's stay out", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const usd = await createInvoice(t, cookie, { clientId: client.id, amount: "1000", description: "=HYPERLINK(1)" });
    const eur = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "1800", dueDate: "2026-11-30", currency: "EUR", exchangeRate: "1.08" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${eur.id}/payments`, {
      cookie,
      body: { amount: "800", date: "2026-11-20", method: "bank_transfer", note: "+first half" },
    });
    const other = await ownerWithClient(t, { name: "Other Co", email: "x@other.test" });
    await createInvoice(t, other.cookie, { clientId: other.client.id, amount: "5" });

    const res = await t.call("GET", "/api/invoices/export.csv", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="invoices.csv"');
    const invoices = rows(res.text);
    expect(invoices.meta.fields).toEqual([...INVOICE_EXPORT_COLUMNS]);
    expect(invoices.data).toHaveLength(2);
    // Oldest first; both were made at the test clock's same instant, so find each by its number.
    const byNumber = (n: string) => invoices.data.find((r) => r.invoiceNumber === n);
    expect(byNumber(usd.invoiceNumber)).toMatchObject({
      invoiceNumber: usd.invoiceNumber,
      client: "Acme Ltd",
      currency: "USD",
      amount: "1000.00",
      balance: "1000.00",
      description: "'=HYPERLINK(1)", // a spreadsheet must not run it
      homeCurrency: "USD",
      exchangeRate: "1",
      rateSource: "home",
      homeAmount: "1000.00",
    });
    expect(byNumber(eur.invoiceNumber)).toMatchObject({
      invoiceNumber: eur.invoiceNumber,
      currency: "EUR",
      amount: "1800.00",
      paid: "800.00",
      balance: "1000.00",
      status: "pending",
      issuedOn: "2026-11-21",
      exchangeRate: "1.08",
      rateSource: "owner",
      homeAmount: "1944.00",
    });

    const payments = await t.call("GET", "/api/invoices/payments/export.csv", { cookie });
    const paid = rows(payments.text);
    expect(paid.meta.fields).toEqual([...PAYMENT_EXPORT_COLUMNS]);
    expect(paid.data).toEqual([
      {
        invoiceNumber: eur.invoiceNumber,
        client: "Acme Ltd",
        currency: "EUR",
        amount: "800.00",
        paidOn: "2026-11-20",
        method: "bank_transfer",
        note: "'+first half",
        homeCurrency: "USD",
        homeAmount: "864.00",
      },
    ]);
    expect((await t.call("GET", "/api/invoices/export.csv")).status).toBe(401);
  });

  it("pages through thousands of invoices by keyset: each once, in order", async () => {
    const t = makeTestApp();
    const { cookie, client, user } = await ownerWithClient(t);
    const insert = t.db.$client.prepare(
      `insert into invoices (id, user_id, client_id, invoice_number, amount_cents, due_date, status, public_token, created_at, updated_at)
       values (?, ?, ?, ?, ?, '2026-12-01', 'pending', ?, ?, ?)`,
    );
    const count = EXPORT_PAGE * 2 + 345;
    t.db.$client.transaction(() => {
      for (let i = 0; i < count; i++) {
        // Several invoices share a created_at: the id breaks the tie, so none is skipped or repeated.
        const at = 1_790_000_000_000 + Math.floor(i / 3);
        insert.run(
          `inv-${String(i).padStart(5, "0")}`,
          user.id,
          client.id,
          `N-${i}`,
          100 + i,
          String(i).padStart(64, "t"),
          at,
          at,
        );
      }
    })();
    const res = await t.call("GET", "/api/invoices/export.csv", { cookie });
    const data = rows(res.text).data;
    expect(data).toHaveLength(count);
    expect(new Set(data.map((r) => r.invoiceNumber)).size).toBe(count);
    expect(data.map((r) => r.invoiceNumber).slice(0, 4)).toEqual(["N-0", "N-1", "N-2", "N-3"]);
    expect(data.at(-1)).toMatchObject({
      invoiceNumber: `N-${count - 1}`,
      homeAmount: ((100 + count - 1) / 100).toFixed(2),
    });
  });
});

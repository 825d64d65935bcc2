import { describe, expect, it } from "vitest";
import { invoiceInstalments } from "@core/db";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

// The web's "Split into instalments" shows what GET …/payment-plan/proposal serves, and saves it with
// PUT unchanged: the figures the owner sees are the server's, and the plan stored is the same.
async function scenario(body: Record<string, string> = {}) {
  const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2027-01-31", ...body });
  const path = `/api/invoices/${inv.id}/payment-plan`;
  const propose = (query = "") => t.call("GET", `${path}/proposal${query}`, { cookie: owner.cookie });
  const put = (instalments: unknown) => t.call("PUT", path, { cookie: owner.cookie, body: { instalments } });
  return { t, owner, inv, propose, put };
}

describe("GET /api/invoices/{id}/payment-plan/proposal", () => {
  it("proposes 3 monthly instalments from the due date summing to the total; PUT takes them unchanged", async () => {
    const { t, propose, put, inv } = await scenario({ amount: "1000" });
    const res = await propose();
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      invoiceId: inv.id,
      total: "1000.00",
      instalments: [
        { position: 1, dueDate: "2027-01-31", amount: "333.34" },
        { position: 2, dueDate: "2027-02-28", amount: "333.33" },
        { position: 3, dueDate: "2027-03-31", amount: "333.33" },
      ],
    });
    // Nothing is written by asking.
    expect(t.db.select().from(invoiceInstalments).all()).toHaveLength(0);
    const saved = await put(res.json.instalments);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.plan.instalments.map((i: { dueDate: string; amount: string }) => [i.dueDate, i.amount])).toEqual(
      res.json.instalments.map((i: { dueDate: string; amount: string }) => [i.dueDate, i.amount]),
    );
  });

  it("takes a count and a first date: the web's 'Add instalment' date is a month after the last row's", async () => {
    const { propose } = await scenario({ amount: "900" });
    const six = await propose("?count=6&from=2027-08-31");
    expect(six.json.instalments.map((i: { dueDate: string }) => i.dueDate)).toEqual([
      "2027-08-31",
      "2027-09-30",
      "2027-10-31",
      "2027-11-30",
      "2027-12-31",
      "2028-01-31",
    ]);
    expect(six.json.instalments.map((i: { amount: string }) => i.amount)).toEqual(Array(6).fill("150.00"));
    const next = await propose("?count=2&from=2027-02-28");
    expect(next.json.instalments[1].dueDate).toBe("2027-03-28");
  });

  it("proposes whole yen for a JPY invoice, which PUT accepts", async () => {
    const { propose, put } = await scenario({ amount: "10000", currency: "JPY", exchangeRate: "0.0067" });
    const res = await propose();
    expect(res.json.instalments.map((i: { amount: string }) => i.amount)).toEqual(["3334.00", "3333.00", "3333.00"]);
    expect((await put(res.json.instalments)).status).toBe(200);
  });

  it("names a bad count or date, and refuses a paid invoice", async () => {
    const { t, owner, inv, propose } = await scenario();
    for (const query of ["?count=1", "?count=25", "?count=three", "?count=0x3"]) {
      const bad = await propose(query);
      expect(bad.status, query).toBe(400);
      expect(Object.keys(bad.json.fields), query).toEqual(["count"]);
    }
    const date = await propose("?from=2027-02-30");
    expect(date.status).toBe(400);
    expect(Object.keys(date.json.fields)).toEqual(["from"]);
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie: owner.cookie, body: { status: "paid" } });
    expect((await propose()).status).toBe(409);
  });

  it("is another owner's invoice: 404", async () => {
    const { t, inv } = await scenario();
    const other = await t.signUp();
    const res = await t.call("GET", `/api/invoices/${inv.id}/payment-plan/proposal`, { cookie: other.cookie });
    expect(res.status).toBe(404);
  });
});

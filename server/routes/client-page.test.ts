import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

describe("a client's private page", () => {
  it("lists open and past invoices, sent quotes and payments; regenerating the link retires the old one", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const other = (await t.call("POST", "/api/clients", { cookie, body: { name: "Other Co", email: "x@other.test" } }))
      .json;
    const open = await createInvoice(t, cookie, { clientId: client.id, amount: "500", dueDate: "2026-12-01" });
    const late = await createInvoice(t, cookie, { clientId: client.id, amount: "300", dueDate: "2026-11-01" });
    await createInvoice(t, cookie, { clientId: client.id, amount: "99", status: "draft" });
    await createInvoice(t, cookie, { clientId: other.id, amount: "1000" });
    const paid = await createInvoice(t, cookie, { clientId: client.id, amount: "200" });
    expect(
      (await t.call("POST", `/api/invoices/${open.id}/payments`, { cookie, body: { amount: "100" } })).status,
    ).toBe(201);
    expect((await t.call("PUT", `/api/invoices/${paid.id}`, { cookie, body: { status: "paid" } })).status).toBe(200);
    const lines = [{ description: "Audit", quantity: "1", unitPrice: "750" }];
    const quote = (await t.call("POST", "/api/quotes", { cookie, body: { clientId: client.id, lines } })).json;
    await t.call("POST", `/api/quotes/${quote.id}/send`, { cookie });
    await t.call("POST", "/api/quotes", { cookie, body: { clientId: client.id, lines } }); // a draft: not shown

    expect((await t.call("GET", `/api/clients/${client.id}/page`, { cookie })).json).toEqual({
      path: null,
      createdAt: null,
    });
    const made = await t.call("POST", `/api/clients/${client.id}/page`, { cookie });
    expect(made.status).toBe(201);
    expect(made.json.path).toMatch(/^\/client\/[0-9a-f]{64}$/);
    const token = made.json.path.split("/").pop();
    const page = await t.call("GET", `/api/public/client-pages/${token}`);
    expect(page.status).toBe(200);
    expect(page.json.client.name).toBe("Acme Ltd");
    expect(
      page.json.openInvoices.map((i: { invoiceNumber: string; status: string; balance: string }) => [
        i.invoiceNumber,
        i.status,
        i.balance,
      ]),
    ).toEqual([
      [late.invoiceNumber, "overdue", "300.00"],
      [open.invoiceNumber, "pending", "400.00"],
    ]);
    expect(page.json.openInvoices[0].payPath).toBe(late.publicPath);
    expect(page.json.pastInvoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([paid.invoiceNumber]);
    expect(page.json).toMatchObject({ openCount: 2, pastCount: 1, quoteCount: 1 });
    expect(page.json.quotes).toMatchObject([{ quoteNumber: "Q-0001", status: "sent", quotePath: quote.publicPath }]);
    expect(page.json.payments).toMatchObject([{ amount: "100.00", invoiceNumber: open.invoiceNumber }]);

    const again = await t.call("POST", `/api/clients/${client.id}/page`, { cookie });
    expect(again.json.path).not.toBe(made.json.path);
    expect((await t.call("GET", `/api/public/client-pages/${token}`)).status).toBe(404);
    expect((await t.call("GET", `/api/public/client-pages/${again.json.path.split("/").pop()}`)).status).toBe(200);
    expect((await t.call("DELETE", `/api/clients/${client.id}/page`, { cookie })).json.path).toBeNull();
    expect((await t.call("GET", `/api/public/client-pages/${again.json.path.split("/").pop()}`)).status).toBe(404);
  });

  it("is the owner's alone: another owner's client is a 404, and so is any other token", async () => {
    const t = makeTestApp();
    const a = await ownerWithClient(t);
    const b = await t.signUp();
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await t.call(method, `/api/clients/${a.client.id}/page`, { cookie: b.cookie })).status, method).toBe(404);
    }
    expect((await t.call("GET", `/api/clients/${a.client.id}/page`)).status).toBe(401);
    for (const token of ["abc", "f".repeat(64), "../../etc"]) {
      expect((await t.call("GET", `/api/public/client-pages/${token}`)).status, token).toBe(404);
    }
  });
});

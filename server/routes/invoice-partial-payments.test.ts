import { describe, expect, it } from "vitest";
import { invoicePayments, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { fuzzRoute } from "../../test/fuzz";
import { pdfText } from "../../test/pdf-text";
import { createInvoice, ownerWithClient } from "../../test/owner";

describe("partial payments", () => {
  it("records part of an invoice, shows the balance, and settles it when the rest arrives", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "1000", dueDate: "2026-12-01" });
    const first = await t.call("POST", `/api/invoices/${inv.id}/payments`, {
      cookie,
      body: { amount: "400", date: "2026-11-20", method: "bank_transfer", note: "First half" },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({ status: "pending", partiallyPaid: true, balance: "600.00", amount: "1000.00" });
    expect(first.json.figures).toMatchObject({ paid: "400.00", balance: "600.00" });
    // The ledger, the summary and the pay page see what is still owed.
    const list = await t.call("GET", "/api/invoices", { cookie });
    expect(list.json[0]).toMatchObject({ partiallyPaid: true, balance: "600.00" });
    const summary = await t.call("GET", "/api/invoices/summary", { cookie });
    expect(summary.json.unpaid.total).toBe("600.00");
    const token = inv.publicPath.split("/").pop();
    expect((await t.call("GET", `/api/public/invoices/${token}`)).json.figures.balance).toBe("600.00");

    const rest = await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "600" } });
    expect(rest.json).toMatchObject({ status: "paid", paidDate: "2026-11-21", balance: "0.00", partiallyPaid: false });
    expect(rest.json.history.filter((h: { type: string }) => h.type === "payment_recorded")).toHaveLength(2);
    const after = await t.call("GET", "/api/invoices/summary", { cookie });
    expect(after.json.unpaid.count).toBe(0);
  });

  it("refuses a payment above the balance, in the future, on a paid or void invoice; nothing is written", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100" });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "30" } });
    for (const [body, field, message] of [
      [{ amount: "80" }, "amount", "A payment cannot be more than the balance (70.00)"],
      [{ amount: "-5" }, "amount", "Amount must be greater than 0"],
      [{ amount: "10", date: "2026-11-22" }, "date", "The date cannot be in the future"],
      [{ amount: "10", method: "barter" }, "method", "Method must be bank_transfer, card, cash, check or other"],
    ] as const) {
      const res = await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body });
      expect(res.status).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect(t.db.select().from(invoicePayments).all()).toHaveLength(1);
    // A partly paid invoice is not voided, and its total cannot go under what was paid.
    expect((await t.call("POST", `/api/invoices/${inv.id}/void`, { cookie })).status).toBe(409);
    const lower = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { amount: "20" } });
    expect(lower.json.fields.lines).toBe("The total cannot be less than what was paid (30.00)");
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "70" } });
    const paid = await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "1" } });
    expect(paid.status).toBe(409);
    expect(t.db.select().from(invoices).get()!.paidCents).toBe(10_000);
  });

  it("reminders and emails ask for the balance", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "1000", dueDate: "2026-11-10" });
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "250" } });
    const draft = await t.call("GET", `/api/invoices/${inv.id}/draft?kind=reminder`, { cookie });
    expect(draft.json.message).toContain("$750.00");
  });

  it("the focus engine weighs an open invoice by what is still owed, and forgets a void one", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const part = await createInvoice(t, cookie, { clientId: client.id, amount: "1000", dueDate: "2026-11-10" });
    const gone = await createInvoice(t, cookie, { clientId: client.id, amount: "5000", dueDate: "2026-11-10" });
    await t.call("POST", "/api/invoices/send-single", { cookie, body: { invoiceId: part.id } });
    await t.call("POST", "/api/invoices/send-single", { cookie, body: { invoiceId: gone.id } });
    await t.call("POST", `/api/invoices/${part.id}/payments`, { cookie, body: { amount: "900" } });
    expect((await t.call("POST", `/api/invoices/${gone.id}/void`, { cookie })).status).toBe(200);
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks as Array<{
      title: string;
      revenueImpact: number | null;
      invoiceId?: string;
    }>;
    const text = JSON.stringify(moves);
    expect(text).not.toContain(gone.invoiceNumber);
    const move = moves.find((m) => m.title.includes(part.invoiceNumber) || JSON.stringify(m).includes(part.id));
    expect(move, text).toBeDefined();
    expect(move!.revenueImpact).toBe(100);
  });

  it("answers 200 malformed bodies with a 4xx envelope, never a 5xx", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "99999" });
    const result = await fuzzRoute(t, {
      method: "POST",
      path: `/api/invoices/${inv.id}/payments`,
      cookie,
      example: { amount: "10", date: "2026-11-20", method: "cash", note: "Part" },
    });
    expect(result.tried).toBe(200);
    expect(result.serverErrors).toEqual([]);
    expect(result.badEnvelopes).toEqual([]);
  }, 120_000);
});

describe("an edit that brings the total down to what was paid", () => {
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

describe("a partly paid invoice reads so on the PDF and in the terminal, as in the ledger", () => {
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
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain("Status: Partially paid");
    const listed = await cliHarness(t, owner.user.id).run(["invoices"]);
    expect(listed.stdout).toMatch(/\$45\.00\s+Dec 20, 2026\s+partly paid, \$5\.00 due/);
  });
});

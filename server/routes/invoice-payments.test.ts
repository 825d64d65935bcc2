import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { createInvoice, ownerWithClient } from "../../test/owner";

const tokenOf = (inv: { publicPath: string }) => inv.publicPath.split("/").pop()!;

describe("money cannot be marked paid by accident", () => {
  it("without card payments, the public page offers the bank transfer and 'I've sent the payment', which marks nothing", async () => {
    const t = makeTestApp();
    const { cookie, client, email } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "750" });
    const token = tokenOf(inv);
    const view = await t.call("GET", `/api/public/invoices/${token}`);
    expect(view.json.payment.card).toBe("none");
    expect(view.json.pdfPath).toBe(`/api/public/invoices/${token}/pdf`);
    // The demo card exists only with DEMO_PAYMENTS=1: a link alone can never pay an invoice.
    expect((await t.call("POST", `/api/public/invoices/${token}/demo-pay`)).status).toBe(404);
    expect((await t.call("POST", `/api/public/invoices/${token}/payment-intent`)).status).toBe(404);

    const claim = await t.call("POST", `/api/public/invoices/${token}/payment-sent`, {
      body: { reference: "TRX-991" },
    });
    expect(claim.status).toBe(200);
    expect(claim.json.message).toBe(
      "Thank you. Olive Owner has been told you sent the payment and will confirm once it arrives.",
    );
    expect(t.db.select().from(invoices).where(eq(invoices.id, inv.id)).get()!.status).toBe("pending");
    // Pressed again (or by a bot): nothing more is sent to the owner.
    expect((await t.call("POST", `/api/public/invoices/${token}/payment-sent`)).status).toBe(200);
    const mails = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "payment_claim")).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: email, subject: `Acme Ltd says invoice ${inv.invoiceNumber} is paid` });
    expect(mails[0].body).toContain("Reference: TRX-991");
    const bell = await t.call("GET", "/api/notifications", { cookie });
    expect(bell.json.items.filter((i: { type: string }) => i.type === "payment_claimed")).toHaveLength(1);
    const card = await t.call("GET", `/api/invoices/${inv.id}`, { cookie });
    expect(card.json.paymentClaimedAt).not.toBeNull();
    expect((await t.call("GET", `/api/public/invoices/${token}`)).json.paymentClaimedAt).not.toBeNull();
  });

  it("validates the claim and refuses one for a paid invoice", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const token = tokenOf(inv);
    const bad = await t.call("POST", `/api/public/invoices/${token}/payment-sent`, { body: { note: "x".repeat(600) } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ note: "Must be at most 500 characters" });
    const notJson = await t.call("POST", `/api/public/invoices/${token}/payment-sent`, { body: "{oops" });
    expect(notJson.status).toBe(400);
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } });
    expect((await t.call("POST", `/api/public/invoices/${token}/payment-sent`)).status).toBe(409);
    expect((await t.call("POST", `/api/public/invoices/${"a".repeat(64)}/payment-sent`)).status).toBe(404);
  });

  it("marks paid on the day the owner says, never in the future; paid is final", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const future = await t.call("PUT", `/api/invoices/${inv.id}`, {
      cookie,
      body: { status: "paid", paidDate: "2026-11-22" },
    });
    expect(future.status).toBe(400);
    expect(future.json.fields).toEqual({ paidDate: "The paid date cannot be in the future" });
    const wrong = await t.call("PUT", `/api/invoices/${inv.id}`, {
      cookie,
      body: { status: "overdue", paidDate: "2026-11-01" },
    });
    expect(wrong.status).toBe(400);
    const paid = await t.call("PUT", `/api/invoices/${inv.id}`, {
      cookie,
      body: { status: "paid", paidDate: "2026-11-18" },
    });
    expect(paid.json).toMatchObject({ status: "paid", paidDate: "2026-11-18" });
    const again = await t.call("PUT", `/api/invoices/${inv.id}`, {
      cookie,
      body: { status: "paid", paidDate: "2026-11-19" },
    });
    expect(again.json.paidDate).toBe("2026-11-18");
    expect((await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "pending" } })).status).toBe(409);
  });
});

describe("one rule for an invoice's state and totals", () => {
  it("shows the same figures in the summary, the dashboard, the list and the terminal after each change", async () => {
    const t = makeTestApp();
    const { cookie, client, user } = await ownerWithClient(t);
    const cli = cliHarness(t, user.id);
    const a = await createInvoice(t, cookie, { clientId: client.id, amount: "1000", dueDate: "2026-12-10" });
    const b = await createInvoice(t, cookie, { clientId: client.id, amount: "250", dueDate: "2026-11-10" });
    const read = async () => {
      const [summary, dashboard, list] = await Promise.all([
        t.call("GET", "/api/invoices/summary", { cookie }),
        t.call("GET", "/api/dashboard", { cookie }),
        t.call("GET", "/api/invoices", { cookie }),
      ]);
      const overdueInList = list.json.filter((i: { status: string }) => i.status === "overdue");
      expect(dashboard.json.invoices.overdueCount).toBe(summary.json.overdue.count);
      expect(overdueInList).toHaveLength(summary.json.overdue.count);
      expect(dashboard.json.invoices.outstandingTotal).toBe(Number(summary.json.unpaid.total));
      expect(dashboard.json.revenue.monthlyTotal).toBe(Number(summary.json.collectedThisMonth.total));
      const briefing = JSON.parse((await cli.run(["focus", "--json"])).stdout);
      expect(briefing).toMatchObject({
        unpaidTotal: Number(summary.json.unpaid.total),
        overdueCount: summary.json.overdue.count,
      });
      const table = (await cli.run(["invoices"])).stdout;
      expect(table).toContain(
        `(${summary.json.overdue.count} overdue, $${Number(summary.json.overdue.total).toLocaleString("en-US", { minimumFractionDigits: 2 })})`,
      );
      return summary.json;
    };
    expect((await read()).overdue).toEqual({ count: 1, total: "250.00" });
    // "Mark Overdue" on an invoice not yet due: overdue everywhere at once.
    await t.call("PUT", `/api/invoices/${a.id}`, { cookie, body: { status: "overdue" } });
    expect((await read()).overdue).toEqual({ count: 2, total: "1250.00" });
    await t.call("PUT", `/api/invoices/${b.id}`, { cookie, body: { status: "paid" } });
    const after = await read();
    expect(after.overdue).toEqual({ count: 1, total: "1000.00" });
    expect(after.collectedThisMonth).toEqual({ count: 1, total: "250.00" });
  });

  it("invoices and totals are in the owner's currency", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultHourlyRate: "90", defaultCurrency: "EUR", paymentTerms: "30" },
    });
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100" });
    expect(inv.currency).toBe("EUR");
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    expect(summary).toMatchObject({ currency: "EUR", unpaid: { count: 1, total: "100.00" } });
    expect((await t.call("GET", "/api/dashboard", { cookie })).json.revenue.currency).toBe("EUR");
  });
});

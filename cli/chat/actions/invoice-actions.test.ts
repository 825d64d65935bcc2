import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail } from "@core/invoices";
import { confirmed, freshBusiness, said, type FreshBusiness } from "../../../test/chat-actions";

// The invoice and payment-plan actions against the chat-fresh-1 business (today Nov 30, 2026, in Los
// Angeles): references resolved through the API, impossible requests said back, and for a few the
// confirmed change read back.

describe("invoice actions: proposals", () => {
  let b: FreshBusiness;
  beforeAll(async () => {
    b = await freshBusiness();
  });
  afterAll(() => b.close());

  it("update_invoice states each figure that changes, with the full number in the action", async () => {
    const r = confirmed(await b.act("update_invoice", { invoiceNumber: "2061", amount: "3400" }));
    expect(r.action).toEqual({ op: "update_invoice", args: { invoiceNumber: "INV-2061", amount: 3400 } });
    expect(r.question).toContain("from $3,200.00 to $3,400.00");
    const due = confirmed(await b.act("update_invoice", { invoiceNumber: "INV-2060", dueDate: "2026-12-14" }));
    expect(due.question).toContain("from Dec 7, 2026 to Dec 14, 2026");
    // The part-paid invoice: what will be left is said; below what was paid is refused.
    const part = confirmed(await b.act("update_invoice", { invoiceNumber: "INV-2054", amount: 4500 }));
    expect(part.question).toContain("$3,000.00 will be left to pay");
    const below = await b.act("update_invoice", { invoiceNumber: "INV-2054", amount: 1000 });
    expect(below.kind).toBe("text");
    expect(said(below)).toMatch(/\$1,500\.00 was already paid/);
    expect(said(await b.act("update_invoice", { invoiceNumber: "INV-2052", amount: 1 }))).toMatch(/is paid/);
    expect(said(await b.act("update_invoice", { invoiceNumber: "INV-2099", amount: 1 }))).toMatch(
      /No invoice is numbered "INV-2099".*INV-2061/,
    );
  });

  it("void_invoice refuses a paid or part-paid invoice, deletes a draft, voids an issued one", async () => {
    const paid = await b.act("void_invoice", { invoiceNumber: "INV-2052" });
    expect(paid.kind).toBe("text");
    expect(said(paid)).toMatch(/paid invoice cannot be voided/);
    expect(said(await b.act("void_invoice", { invoiceNumber: "2054" }))).toMatch(/\$1,500\.00 paid already/);
    const draft = confirmed(await b.act("void_invoice", { invoiceNumber: "2059" }));
    expect(draft.question).toMatch(/^Delete the draft INV-2059 \(\$750\.00 for Marisol Ortega/);
    const issued = confirmed(await b.act("void_invoice", { invoiceNumber: "2057" }));
    expect(issued.action).toEqual({ op: "void_invoice", args: { invoiceNumber: "INV-2057" } });
    expect(issued.question).toMatch(/^Void INV-2057 \(\$400\.00 from Tom Becker/);
  });

  it("record_payment says what remains, refuses more than the balance or a future date", async () => {
    const part = confirmed(await b.act("record_payment", { invoiceNumber: "INV-2054", amount: "1500" }));
    expect(part.question).toBe(
      "Record a part payment of $1,500.00 on INV-2054 (Oakridge Realty), paid Nov 30, 2026? $1,000.00 will remain.",
    );
    expect(part.action).toEqual({
      op: "record_payment",
      args: { invoiceNumber: "INV-2054", amount: 1500, paidDate: "2026-11-30" },
    });
    const rest = confirmed(
      await b.act("record_payment", { invoiceNumber: "2054", amount: 2500, paidDate: "2026-11-29" }),
    );
    expect(rest.question).toMatch(/whole balance: it becomes paid/);
    const more = await b.act("record_payment", { invoiceNumber: "INV-2054", amount: 3000 });
    expect(more.kind).toBe("text");
    expect(said(more)).toMatch(/more than the \$2,500\.00 left to pay/);
    expect(
      said(await b.act("record_payment", { invoiceNumber: "INV-2053", amount: 100, paidDate: "2026-12-05" })),
    ).toMatch(/in the future/);
    expect(said(await b.act("record_payment", { invoiceNumber: "INV-2052", amount: 100 }))).toMatch(/already paid/);
    expect((await b.act("record_payment", { invoiceNumber: "INV-2053", amount: "lots" })).kind).toBe("error");
  });

  it("mark_invoice_sent takes a draft only; duplicate_invoice names the new due date", async () => {
    const sent = confirmed(await b.act("mark_invoice_sent", { invoiceNumber: "2059" }));
    expect(sent.question).toMatch(/becomes pending, due Dec 9, 2026; no email goes out/);
    expect(said(await b.act("mark_invoice_sent", { invoiceNumber: "2058" }))).toMatch(/already pending/);
    const copy = confirmed(await b.act("duplicate_invoice", { invoiceNumber: "inv-2052", dueDate: "2027-01-15" }));
    expect(copy.action).toEqual({
      op: "duplicate_invoice",
      args: { invoiceNumber: "INV-2052", dueDate: "2027-01-15" },
    });
    expect(copy.question).toContain("$1,500.00 for Harbor & Pine Dental");
    expect(copy.question).toContain("due Jan 15, 2027");
    // Without a date: the owner's terms (14 days from Nov 30).
    expect(confirmed(await b.act("duplicate_invoice", { invoiceNumber: "2056" })).question).toContain(
      "due Dec 14, 2026",
    );
  });

  it("create_payment_plan splits the balance; a paid invoice or a wrong sum is refused", async () => {
    const plan = confirmed(
      await b.act("create_payment_plan", {
        invoiceNumber: "INV-2054",
        instalments: [
          { dueDate: "2026-12-15", amount: 1250 },
          { dueDate: "2027-01-15", amount: "1250" },
        ],
      }),
    );
    expect(plan.action.args).toEqual({
      invoiceNumber: "INV-2054",
      instalments: [
        { dueDate: "2026-12-15", amount: 1250 },
        { dueDate: "2027-01-15", amount: 1250 },
      ],
    });
    expect(plan.question).toContain("$1,250.00 due Dec 15, 2026 and $1,250.00 due Jan 15, 2027");
    expect(plan.question).toContain("$1,500.00 already paid counts as a first instalment");
    const monthly = confirmed(await b.act("create_payment_plan", { invoiceNumber: "2058", count: 3, every: "month" }));
    expect(monthly.action.args).toMatchObject({
      invoiceNumber: "INV-2058",
      count: 3,
      every: "month",
      instalments: [
        { dueDate: "2026-12-30", amount: 466.67 },
        { dueDate: "2027-01-30", amount: 466.67 },
        { dueDate: "2027-02-28", amount: 466.66 },
      ],
    });
    const wrong = await b.act("create_payment_plan", {
      invoiceNumber: "INV-2054",
      instalments: [
        { dueDate: "2026-12-15", amount: 2000 },
        { dueDate: "2027-01-15", amount: 2000 },
      ],
    });
    expect(said(wrong)).toMatch(/add up to \$4,000\.00, but only \$2,500\.00 is left to pay/);
    expect(said(await b.act("create_payment_plan", { invoiceNumber: "INV-2052", count: 2 }))).toMatch(
      /paid .*nothing left to split/,
    );
  });
});

describe("invoice actions: confirmed, they change the data", () => {
  let b: FreshBusiness;
  beforeAll(async () => {
    b = await freshBusiness();
  });
  afterAll(() => b.close());

  it("records a part payment, then a payment plan over what is left (both asked before either runs)", async () => {
    const payment = confirmed(await b.act("record_payment", { invoiceNumber: "INV-2054", amount: 500 }));
    const plan = confirmed(
      await b.act("create_payment_plan", {
        invoiceNumber: "INV-2054",
        instalments: [
          { dueDate: "2026-12-15", amount: 1000 },
          { dueDate: "2027-01-15", amount: 1000 },
        ],
      }),
    );
    expect(plan.question).toMatch(
      /^Once \$500\.00 more is paid on INV-2054 \(Oakridge Realty\), split the \$2,000\.00 left into 2 instalments/,
    );
    // Said yes to before the payment: nothing is set.
    expect(said(await plan.run())).toMatch(
      /\$2,500\.00 is open on INV-2054 now, not \$2,000\.00; no payment plan was set/,
    );
    await payment.run();
    const after = await b.invoice("INV-2054");
    expect(after).toMatchObject({ balance: "2000.00", status: "overdue" });
    const done = await plan.run();
    expect(said(done)).toBe(
      "INV-2054 is now paid in 2 instalments: $1,000.00 due Dec 15, 2026, $1,000.00 due Jan 15, 2027.",
    );
    const { plan: stored } = await b.api.request<{ plan: { instalments: { amount: string; status: string }[] } }>(
      "GET",
      `/api/invoices/${after.id}/payment-plan`,
    );
    expect(stored.instalments.map((i) => [i.amount, i.status])).toEqual([
      ["2000.00", "paid"],
      ["1000.00", "due"],
      ["1000.00", "due"],
    ]);
    expect((await b.invoice("INV-2054")).dueDate).toBe("2027-01-15");
  });

  it("edits, voids, marks sent and duplicates", async () => {
    await confirmed(
      await b.act("update_invoice", { invoiceNumber: "2061", amount: 3400, dueDate: "2026-12-14" }),
    ).run();
    expect(await b.invoice("INV-2061")).toMatchObject({ amount: "3400.00", dueDate: "2026-12-14" });
    await confirmed(await b.act("void_invoice", { invoiceNumber: "2057" })).run();
    expect((await b.invoice("INV-2057")).status).toBe("void");
    await confirmed(await b.act("mark_invoice_sent", { invoiceNumber: "2059" })).run();
    expect(await b.invoice("INV-2059")).toMatchObject({ status: "pending", sentAt: null });
    const copy = await confirmed(
      await b.act("duplicate_invoice", { invoiceNumber: "2052", dueDate: "2027-01-15" }),
    ).run();
    const made = (copy as { data: InvoiceDetail }).data;
    expect(made).toMatchObject({
      status: "draft",
      amount: "1500.00",
      dueDate: "2027-01-15",
      clientName: "Harbor & Pine Dental",
    });
  });
});

import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { factories } from "../../test/factories";
import { makeTestApp } from "../../test/app";
import { monthGridRange } from "../time";
import { invoiceCalendar } from "./calendar";
import { invoiceSummary } from "./summary";

// The tracker's rules (spec 001 §2, §4, §9), from the data: what each tile counts and adds.
describe("invoiceSummary", () => {
  const setup = (now = "2026-03-10T12:00:00Z") => {
    const t = makeTestApp({ now });
    const owner = factories.user(t.db, { timeZone: "UTC", defaultCurrency: "USD" });
    const client = factories.client(t.db, owner.id);
    const sent = new Date("2026-02-01T00:00:00Z");
    const add = (o: Parameters<typeof factories.invoice>[3]) =>
      factories.invoice(t.db, owner.id, client.id, { sentAt: sent, ...o });
    return { t, owner, ctx: asOwner(t.services, owner.id), add };
  };

  it("counts and adds each tile", () => {
    const { ctx, add } = setup();
    add({ status: "paid", amountCents: 10000, dueDate: "2026-02-01", paidDate: "2026-03-02" }); // this month
    add({ status: "paid", amountCents: 5025, dueDate: "2026-01-01", paidDate: "2026-02-27" });
    add({ status: "pending", amountCents: 20000, dueDate: "2026-03-10" }); // due today: this week
    add({ status: "pending", amountCents: 30000, dueDate: "2026-03-16" }); // today + 6: this week
    add({ status: "pending", amountCents: 40000, dueDate: "2026-03-17" }); // today + 7: outside
    add({ status: "overdue", amountCents: 7550, dueDate: "2026-03-01" });
    add({ status: "pending", amountCents: 2450, dueDate: "2026-02-01" }); // past due: overdue everywhere
    add({ status: "draft", amountCents: 99900, dueDate: "2026-03-11" }); // not issued: nowhere
    add({ status: "pending", amountCents: 1000, dueDate: "2026-03-12", sentAt: null }); // never emailed
    const s = invoiceSummary({ ctx });
    expect(s.paid).toEqual({ count: 2, total: "150.25" });
    expect(s.outstanding).toEqual({ count: 3, total: "900.00" });
    expect(s.notSent).toEqual({ count: 1, total: "10.00" });
    expect(s.overdue).toEqual({ count: 2, total: "100.00" });
    expect(s.dueThisWeek).toEqual({ count: 2, total: "500.00" });
    expect(s.collectedThisMonth).toEqual({ count: 1, total: "100.00" });
    expect(s.draft).toEqual({ count: 1, total: "999.00" });
    expect(s.unpaid).toEqual({ count: 6, total: "1010.00" });
    expect(s.overdueList.preview.map((l) => [l.amount, l.daysOverdue])).toEqual([
      ["24.50", 37],
      ["75.50", 9],
    ]);
  });

  it("crosses month and year boundaries", () => {
    const { ctx, add } = setup("2026-12-28T12:00:00Z");
    add({ status: "pending", amountCents: 1000, dueDate: "2027-01-02" });
    add({ status: "paid", amountCents: 500, dueDate: "2026-12-01", paidDate: "2026-12-01" });
    add({ status: "paid", amountCents: 700, dueDate: "2026-11-01", paidDate: "2026-11-30" });
    const s = invoiceSummary({ ctx });
    expect(s.dueThisWeek.count).toBe(1);
    expect(s.collectedThisMonth.total).toBe("5.00");
  });

  it("adds other currencies at their recorded rate, leaves out those without one, and lists them apart", () => {
    const { ctx, add } = setup();
    add({ status: "pending", amountCents: 1000, dueDate: "2026-04-01" });
    add({ status: "pending", amountCents: 7000, dueDate: "2026-04-01", currency: "EUR", exchangeRate: 1.1 });
    add({ status: "pending", amountCents: 5000, dueDate: "2026-04-01", currency: "GBP" }); // no rate yet
    add({
      status: "paid",
      amountCents: 2000,
      dueDate: "2026-03-01",
      paidDate: "2026-03-05",
      currency: "EUR",
      exchangeRate: 1.1,
    });
    const s = invoiceSummary({ ctx });
    expect(s.currency).toBe("USD");
    expect(s.unpaid).toEqual({ count: 2, total: "87.00" });
    expect(s.collectedThisMonth).toEqual({ count: 1, total: "22.00" });
    expect(s.otherCurrencies).toEqual([
      { currency: "EUR", count: 1, unpaid: "70.00", homeUnpaid: "77.00", unconverted: 0 },
      { currency: "GBP", count: 1, unpaid: "50.00", homeUnpaid: "0.00", unconverted: 1 },
    ]);
    expect(s.currencyNote).toBe(
      "Totals in USD include 1 unpaid invoice in EUR ($77.00) at the rates recorded on them. " +
        "Not counted, no rate to USD yet: 1 unpaid invoice in GBP.",
    );
    expect(s.statusCounts.unpaid).toBe(3);
  });

  it("is all zeros for no invoices, and lists at most five overdue", () => {
    const { ctx, add } = setup();
    expect(invoiceSummary({ ctx }).paid).toEqual({ count: 0, total: "0.00" });
    for (let i = 1; i <= 7; i++) add({ status: "overdue", amountCents: 100, dueDate: `2026-02-0${i}` });
    const s = invoiceSummary({ ctx });
    expect(s.overdueList.preview).toHaveLength(5);
    expect(s.overdueList.more).toBe(2);
  });
});

describe("invoiceCalendar", () => {
  it("counts the whole weeks the month is drawn in, Sunday first", () => {
    expect(monthGridRange("2026-03")).toEqual({ from: "2026-03-01", to: "2026-04-04" });
    expect(monthGridRange("2026-11")).toEqual({ from: "2026-11-01", to: "2026-12-05" });
    expect(monthGridRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthGridRange("2024-02")).toEqual({ from: "2024-01-28", to: "2024-03-02" });
  });

  it("marks each due date by what its invoices are", () => {
    const t = makeTestApp({ now: "2026-03-10T12:00:00Z" });
    const owner = factories.user(t.db, { timeZone: "UTC" });
    const client = factories.client(t.db, owner.id);
    const ctx = asOwner(t.services, owner.id);
    factories.invoice(t.db, owner.id, client.id, { status: "paid", dueDate: "2026-03-05", paidDate: "2026-03-04" });
    factories.invoice(t.db, owner.id, client.id, { status: "pending", dueDate: "2026-03-05" });
    factories.invoice(t.db, owner.id, client.id, { status: "pending", dueDate: "2026-03-20" });
    factories.invoice(t.db, owner.id, client.id, { status: "draft", dueDate: "2026-03-21" });
    factories.invoice(t.db, owner.id, client.id, { status: "pending", dueDate: "2026-04-01" });
    factories.invoice(t.db, owner.id, client.id, { status: "pending", dueDate: "2026-04-05" });
    factories.invoice(t.db, owner.id, client.id, { status: "pending", dueDate: "2026-02-28" });
    // March 2026 is drawn from Sunday 1 March to Saturday 4 April: 1 April is in its last row.
    expect(invoiceCalendar({ ctx, month: "2026-03" }).days).toEqual([
      { date: "2026-03-05", due: 0, overdue: 1, paid: 1 },
      { date: "2026-03-20", due: 1, overdue: 0, paid: 0 },
      { date: "2026-04-01", due: 1, overdue: 0, paid: 0 },
    ]);
    // April's grid starts on Sunday 29 March, so 20 March is not in it and 1 and 5 April are.
    expect(invoiceCalendar({ ctx, month: "2026-04" }).days.map((d) => d.date)).toEqual(["2026-04-01", "2026-04-05"]);
    for (const month of ["2026-13", "9999-12", "0000-01"]) {
      expect(() => invoiceCalendar({ ctx, month }), month).toThrow(
        expect.objectContaining({ fields: { month: "Month must be written YYYY-MM" } }),
      );
    }
  });
});

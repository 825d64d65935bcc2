import { describe, expect, it } from "vitest";
import {
  countByDueDate,
  daysInMonth,
  groupByDueDate,
  monthGrid,
  monthLabel,
  monthOf,
  overdueInvoices,
  shiftMonth,
  sumCents,
  toCents,
  trackerBuckets,
} from "./tracker-math";

const inv = (
  status: string,
  amount: string,
  dueDate: string,
  paidDate: string | null = null,
  invoiceNumber = "INV",
) => ({
  status: status as "draft" | "pending" | "paid" | "overdue",
  amount,
  dueDate,
  paidDate,
  invoiceNumber,
});

describe("toCents", () => {
  it("reads the API's decimal strings without float drift", () => {
    expect(toCents("1234.50")).toBe(123450);
    expect(toCents("0.10")).toBe(10);
    expect(toCents("19.99")).toBe(1999);
    expect(toCents(0.3)).toBe(30);
    expect(toCents("nope")).toBe(0);
  });
  it("sums lists exactly", () => {
    expect(sumCents([inv("paid", "0.10", "2026-01-01"), inv("paid", "0.20", "2026-01-01")])).toBe(30);
  });
});

describe("trackerBuckets", () => {
  const today = "2026-03-10";
  const invoices = [
    inv("paid", "100.00", "2026-02-01", "2026-03-02"), // paid this month
    inv("paid", "50.25", "2026-01-01", "2026-02-27"), // paid last month
    inv("pending", "200.00", "2026-03-10"), // due today: this week
    inv("pending", "300.00", "2026-03-16"), // today + 6: this week
    inv("pending", "400.00", "2026-03-17"), // today + 7: outside the window
    inv("overdue", "75.50", "2026-03-01"),
    inv("overdue", "24.50", "2026-02-01"),
    inv("draft", "999.00", "2026-03-11"), // not issued: nowhere
  ];
  const b = trackerBuckets(invoices, today);

  it("sums and counts each tile", () => {
    expect(b.paid).toEqual({ cents: 15025, count: 2 });
    expect(b.outstanding).toEqual({ cents: 90000, count: 3 });
    expect(b.overdue).toEqual({ cents: 10000, count: 2 });
  });
  it("Due This Week is pending and due from today through today + 6", () => {
    expect(b.dueThisWeek).toEqual({ cents: 50000, count: 2 });
  });
  it("Collected This Month counts paid invoices with a paid date in today's month", () => {
    expect(b.collectedThisMonth).toEqual({ cents: 10000, count: 1 });
  });
  it("crosses month and year boundaries", () => {
    const r = trackerBuckets(
      [inv("pending", "10.00", "2027-01-02"), inv("paid", "5.00", "2026-12-01", "2026-12-31")],
      "2026-12-28",
    );
    expect(r.dueThisWeek.count).toBe(1);
    expect(r.collectedThisMonth.cents).toBe(500);
  });
  it("is all zeros for no invoices", () => {
    expect(trackerBuckets([], today).paid).toEqual({ cents: 0, count: 0 });
  });
});

describe("overdueInvoices", () => {
  it("keeps overdue ones, longest overdue first", () => {
    const list = overdueInvoices([
      inv("overdue", "1.00", "2026-03-01", null, "B"),
      inv("pending", "1.00", "2026-01-01"),
      inv("overdue", "1.00", "2026-02-01", null, "A"),
      inv("overdue", "1.00", "2026-03-01", null, "A2"),
    ]);
    expect(list.map((i) => i.invoiceNumber)).toEqual(["A", "A2", "B"]);
  });
});

describe("groupByDueDate", () => {
  it("groups by day in ascending order and keeps the given order within a day", () => {
    const groups = groupByDueDate([
      { dueDate: "2026-03-05", id: "a" },
      { dueDate: "2026-01-20", id: "b" },
      { dueDate: "2026-03-05", id: "c" },
    ]);
    expect(groups.map((g) => g.date)).toEqual(["2026-01-20", "2026-03-05"]);
    expect(groups[1].invoices.map((i) => i.id)).toEqual(["a", "c"]);
  });
  it("counts invoices per due date", () => {
    const counts = countByDueDate([{ dueDate: "2026-03-05" }, { dueDate: "2026-03-05" }, { dueDate: "2026-03-06" }]);
    expect(counts.get("2026-03-05")).toBe(2);
    expect(counts.get("2026-03-07")).toBeUndefined();
  });
});

describe("month grid", () => {
  it("lays out March 2026 (starts on a Sunday) as 5 full weeks", () => {
    const grid = monthGrid({ year: 2026, month: 3 });
    expect(grid).toHaveLength(5);
    expect(grid[0][0]).toEqual({ date: "2026-03-01", day: 1, inMonth: true });
    expect(grid[4][2]).toEqual({ date: "2026-03-31", day: 31, inMonth: true });
    expect(grid[4][3]).toEqual({ date: "2026-04-01", day: 1, inMonth: false });
  });
  it("fills the first week from the previous month (May 2026 starts on a Friday: 6 weeks)", () => {
    const grid = monthGrid({ year: 2026, month: 5 });
    expect(grid).toHaveLength(6);
    expect(grid[0][0]).toEqual({ date: "2026-04-26", day: 26, inMonth: false });
    expect(grid[0][5].date).toBe("2026-05-01");
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });
  it("handles February 2015 (4 weeks) and leap years", () => {
    expect(monthGrid({ year: 2015, month: 2 })).toHaveLength(4);
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
  });
  it("moves between months across years and names them", () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(monthOf("2026-03-10")).toEqual({ year: 2026, month: 3 });
    expect(monthLabel({ year: 2026, month: 3 })).toBe("March 2026");
  });
});

// The formulas of value.ts and the README's worked examples ("The focus engine"), number by number.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AT, ago, client, date, invoice, task } from "../../test/focus-business";
import { clientMove } from "./client-moves";
import { invoiceMove } from "./invoice-moves";
import { taskMove } from "./other-moves";
import { impactDollars } from "./text";
import { paidChance, priorityOf, quietFactor, reminderRest, scoreOf, taskDue, urgency, usualDaysLate } from "./value";

describe("the README's worked examples", () => {
  const chase = (cents: number, late: number, o = {}) =>
    invoiceMove(invoice({ amountCents: cents, dueDate: date(-late), ...o }), client(), AT)!;

  it("$2,400 nine days late: 2,400 × 0.966 × 0.520 = $1,205 → 72", () => {
    expect(paidChance(9)).toBeCloseTo(0.9659, 4);
    expect(urgency(9)).toBeCloseTo(0.5197, 4);
    const m = chase(240_000, 9);
    expect(m.value).toBeCloseTo(1204.7, 1);
    expect(m.score).toBe(72);
    expect(m.task().automatedPriority).toBe("critical");
  });

  it("$18,000 two days late: 18,000 × 0.992 × 0.321 = $5,728 → 89", () => {
    const m = chase(1_800_000, 2);
    expect(m.value).toBeCloseTo(5728.4, 1);
    expect(m.score).toBe(89);
  });

  it("$300 forty days late: 300 × 0.857 × 0.897 = $231 → 54; five of them fold to $1,153 → 72", () => {
    const m = chase(30_000, 40);
    expect(m.value).toBeCloseTo(230.6, 1);
    expect(m.score).toBe(54);
    expect(scoreOf(5 * 230.6)).toBe(72);
  });

  it("$45 three hundred days late: likely $14 back, under 2 hours at $50 → write off, worth $1.42 → 5", () => {
    expect(45 * paidChance(300)).toBeCloseTo(14.17, 2);
    const m = chase(4_500, 300);
    expect(m.value).toBeCloseTo(1.42, 2);
    expect(m.score).toBe(5);
    expect(m.task().title).toBe("Write off or settle $45 from Acme?");
  });

  it("$2,400 three days late from a client who pays 9 days late: urgency of 12 days late, $1,390 → 74", () => {
    const m = invoiceMove(invoice({ dueDate: date(-3) }), client({ paidDaysLate: [9, 9] }), AT)!;
    expect(urgency(12)).toBeCloseTo(0.586, 3);
    expect(m.value).toBeCloseTo(1390.2, 1);
    expect(m.score).toBe(74);
    // The same from a punctual client: $839 → 68.
    const punctual = invoiceMove(invoice({ dueDate: date(-3) }), client({ paidDaysLate: [0, 0] }), AT)!;
    expect(punctual.value).toBeCloseTo(838.7, 1);
    expect(punctual.score).toBe(68);
  });

  it("Jane Doe, quiet 34 days, invoices average $1,200: 1,200 × 0.122 = $146 → 49", () => {
    const m = clientMove(client({ name: "Jane Doe", lastEmailAt: ago(34) }), AT)!;
    expect(m.value).toBeCloseTo(146, 0);
    expect(m.score).toBe(49);
  });

  it("a $6,000 proposal due tomorrow, high priority: 6,000 × 0.4 × 1 × 0.4 = $960 → 70", () => {
    const m = taskMove(task({ priority: "high", dueDate: date(1), businessImpact: "$6,000 project" }), AT);
    expect(m.value).toBeCloseTo(960, 6);
    expect(m.score).toBe(70);
  });
});

describe("the formulas", () => {
  it("halve the chance of payment every 180 days late", () => {
    expect(paidChance(0)).toBe(1);
    expect(paidChance(-10)).toBe(1);
    expect(paidChance(180)).toBeCloseTo(0.5, 10);
    expect(paidChance(360)).toBeCloseTo(0.25, 10);
  });

  it("raise urgency with lateness without a ceiling below 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 2000 }), (d) => {
        expect(urgency(d + 1)).toBeGreaterThanOrEqual(urgency(d));
        expect(urgency(d)).toBeLessThanOrEqual(1);
      }),
    );
    expect(urgency(10)).toBeGreaterThan(urgency(9));
    expect(urgency(60)).toBeGreaterThan(urgency(40));
    expect(urgency(0)).toBe(0.25);
    expect(urgency(-100)).toBe(0.05);
  });

  it("rest a reminder for a week", () => {
    expect(reminderRest(null)).toBe(1);
    expect(reminderRest(0)).toBe(1 / 8);
    expect(reminderRest(3)).toBe(0.5);
    expect(reminderRest(7)).toBe(1);
    expect(reminderRest(40)).toBe(1);
  });

  it("read a client's habit from their last paid invoices, two at least", () => {
    expect(usualDaysLate([])).toBeNull();
    expect(usualDaysLate([12])).toBeNull();
    expect(usualDaysLate([9, 3])).toBe(6);
    expect(usualDaysLate([1, 30, 2])).toBe(2);
    expect(usualDaysLate([0, 0, 0, 0, 0, 0, 90, 90])).toBe(0);
  });

  it("grow a check-in's worth from 21 to 81 days of quiet", () => {
    expect(quietFactor(21)).toBe(0.1);
    expect(quietFactor(51)).toBeCloseTo(0.15, 10);
    expect(quietFactor(81)).toBe(0.2);
    expect(quietFactor(400)).toBe(0.2);
  });

  it("weigh a task's due date", () => {
    expect(taskDue(null)).toBe(0.05);
    expect(taskDue(0)).toBe(0.5);
    expect(taskDue(1)).toBe(0.4);
    expect(taskDue(30)).toBe(0.05);
    expect(taskDue(-5)).toBe(0.6);
    expect(taskDue(-100)).toBe(0.8);
  });

  it("score the value on a log scale within 0–100", () => {
    expect(scoreOf(0)).toBe(0);
    expect(scoreOf(1000)).toBe(70);
    expect(scoreOf(158)).toBe(50);
    expect(scoreOf(25)).toBe(30);
    expect(scoreOf(1e12)).toBe(100);
    expect(priorityOf(scoreOf(1000))).toBe("critical");
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          expect(scoreOf(a + b)).toBeGreaterThanOrEqual(scoreOf(a));
        },
      ),
    );
  });

  it("reads dollar amounts in a task's business impact", () => {
    expect(impactDollars("Unlocks a $1,500 retainer")).toBe(1500);
    expect(impactDollars("worth $2.5k a month")).toBe(2500);
    expect(impactDollars("brand awareness")).toBeNull();
  });
});

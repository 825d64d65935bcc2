import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evenSplit } from "./proposal";

/** The browser's own rule before the server proposed the split: its dates must not change. */
const formerWebAddMonths = (date: string, months: number) => {
  const [y, m, d] = date.split("-").map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(d, last));
  return at.toISOString().slice(0, 10);
};

describe("evenSplit: the even split a new payment plan starts from", () => {
  it("spreads the cents evenly, the first instalments taking the leftover, a month apart", () => {
    expect(evenSplit(100_000, 3, "2027-01-31", "USD")).toEqual([
      { position: 1, dueDate: "2027-01-31", amountCents: 33_334 },
      { position: 2, dueDate: "2027-02-28", amountCents: 33_333 },
      { position: 3, dueDate: "2027-03-31", amountCents: 33_333 },
    ]);
  });

  it("keeps whole units in a currency without a fraction (whole yen)", () => {
    expect(evenSplit(1_000_000, 3, "2027-01-10", "JPY").map((i) => i.amountCents)).toEqual([333_400, 333_300, 333_300]);
  });

  it("sums to the total exactly, each within one unit of the others, dates rising by month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000_000 }),
        fc.integer({ min: 2, max: 24 }),
        fc.constantFrom("USD", "EUR", "JPY", "KWD"),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2097-12-31"), noInvalidDate: true }),
        (total, count, currency, day) => {
          const first = day.toISOString().slice(0, 10);
          const split = evenSplit(total, count, first, currency);
          expect(split).toHaveLength(count);
          expect(split.reduce((s, i) => s + i.amountCents, 0)).toBe(total);
          const unit = currency === "JPY" ? 100 : 1;
          const rest = total % unit;
          const amounts = split.map((i, n) => i.amountCents - (n === 0 ? rest : 0));
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(unit);
          split.forEach((i, n) => {
            expect(i.dueDate).toBe(formerWebAddMonths(first, n));
            if (n > 0) expect(i.dueDate > split[n - 1].dueDate).toBe(true);
          });
        },
      ),
    );
  });
});

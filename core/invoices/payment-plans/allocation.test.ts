import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate } from "./allocation";

const plan = (...cents: number[]) =>
  cents.map((amountCents, i) => ({ position: i + 1, dueDate: "2027-01-01", amountCents }));

describe("allocating payments to instalments", () => {
  it("puts a gain on the last instalment and takes a cut from the last ones first", () => {
    expect(allocate(plan(3333, 3333, 3334), 12_500, 0).map((s) => s.amountCents)).toEqual([3333, 3333, 5834]);
    const cut = allocate(plan(3333, 3333, 3334), 4500, 4000);
    expect(cut.map((s) => s.amountCents)).toEqual([3333, 1167, 0]);
    expect(cut.map((s) => s.balanceCents)).toEqual([0, 500, 0]);
  });

  it("never asks for more, in all, than the invoice's balance", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 24 }),
        fc.integer({ min: 1, max: 30_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (amounts, total, paidRaw) => {
          const paid = Math.min(paidRaw, total);
          const states = allocate(plan(...amounts), total, paid);
          expect(states.reduce((s, i) => s + i.amountCents, 0)).toBe(total);
          expect(states.reduce((s, i) => s + i.balanceCents, 0)).toBe(total - paid);
          for (const s of states) {
            expect(s.amountCents).toBeGreaterThanOrEqual(0);
            expect(s.balanceCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

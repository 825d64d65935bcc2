// Property tests of the invoice figures (docs/decisions/150-line-items-and-tax.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PERCENT_SCALE,
  QUANTITY_SCALE,
  allocate,
  computeTotals,
  formatScaled,
  lineAmountCents,
  mulDivRound,
  parseScaled,
  type Discount,
  type LineInput,
} from "./line-totals";

const TAX_NAMES = ["VAT", "GST", "PST", "City"];
const tax = fc.record({ name: fc.constantFrom(...TAX_NAMES), rateMilli: fc.integer({ min: 0, max: PERCENT_SCALE }) });
const line: fc.Arbitrary<LineInput> = fc.record({
  description: fc.constant("Work"),
  quantityMilli: fc.integer({ min: 1, max: 1_000_000 * QUANTITY_SCALE }),
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  taxes: fc.array(tax, { maxLength: 3 }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 20 });
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 0, max: PERCENT_SCALE }) }),
  fc.record({ kind: fc.constant("amount" as const), value: fc.integer({ min: 1, max: 1e12 }) }),
);

/** The exact rational value a / d, compared to a rounded integer: within half a unit. */
const withinHalf = (rounded: number, num: bigint, den: bigint) => {
  const diff = BigInt(rounded) * den * 2n - num * 2n;
  return (diff < 0n ? -diff : diff) <= den;
};

describe("invoice totals", () => {
  it("total = subtotal − discount + taxes, with every part an integer and none negative", () => {
    fc.assert(
      fc.property(lines, discount, (ls, d) => {
        const t = computeTotals(ls, d);
        expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.taxCents);
        expect(t.subtotalCents).toBe(t.lines.reduce((a, l) => a + l.amountCents, 0));
        expect(t.taxCents).toBe(t.taxes.reduce((a, x) => a + x.taxCents, 0));
        for (const n of [t.subtotalCents, t.discountCents, t.taxCents, t.totalCents]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
      }),
      { numRuns: 500 },
    );
  });

  it("rounds each line to the nearest cent of quantity × price", () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(
          withinHalf(lineAmountCents(l), BigInt(l.quantityMilli) * BigInt(l.unitPriceCents), BigInt(QUANTITY_SCALE)),
        ).toBe(true);
      }),
    );
  });

  it("spreads the discount over the lines exactly, each share at most its line and within a cent of its fair part", () => {
    fc.assert(
      fc.property(lines, discount, (ls, d) => {
        const t = computeTotals(ls, d);
        expect(t.lines.reduce((a, l) => a + l.discountCents, 0)).toBe(t.discountCents);
        for (const l of t.lines) {
          expect(l.discountCents).toBeGreaterThanOrEqual(0);
          expect(l.discountCents).toBeLessThanOrEqual(l.amountCents);
          if (t.subtotalCents > 0) {
            const fair = (t.discountCents * l.amountCents) / t.subtotalCents;
            expect(Math.abs(l.discountCents - fair)).toBeLessThan(1.0000001);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("charges each tax once on its lines' discounted amounts, rounded to the nearest cent", () => {
    fc.assert(
      fc.property(lines, discount, (ls, d) => {
        const t = computeTotals(ls, d);
        for (const group of t.taxes) {
          const base = ls.reduce((sum, l, i) => {
            const has = l.taxes.some(
              (x) => x.name.toLowerCase() === group.name.toLowerCase() && x.rateMilli === group.rateMilli,
            );
            return has ? sum + t.lines[i].amountCents - t.lines[i].discountCents : sum;
          }, 0);
          expect(group.baseCents).toBe(base);
          expect(withinHalf(group.taxCents, BigInt(base) * BigInt(group.rateMilli), BigInt(PERCENT_SCALE))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("does not depend on the order of the lines when there is no discount", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const forward = computeTotals(ls, null);
        const backward = computeTotals([...ls].reverse(), null);
        expect(backward.totalCents).toBe(forward.totalCents);
        expect(backward.taxCents).toBe(forward.taxCents);
      }),
    );
  });

  it("a 100 % discount leaves nothing to tax; 0 % changes nothing", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const all = computeTotals(ls, { kind: "percent", value: PERCENT_SCALE });
        expect(all.totalCents).toBe(0);
        expect(computeTotals(ls, { kind: "percent", value: 0 })).toEqual(computeTotals(ls, null));
      }),
    );
  });

  it("works through the figures of a known invoice", () => {
    const t = computeTotals(
      [
        {
          description: "Design",
          quantityMilli: 12_500,
          unitPriceCents: 8_000,
          taxes: [{ name: "VAT", rateMilli: 20_000 }],
        },
        {
          description: "Hosting",
          quantityMilli: 1_000,
          unitPriceCents: 1_999,
          taxes: [{ name: "VAT", rateMilli: 20_000 }],
        },
        { description: "Stamp", quantityMilli: 3_000, unitPriceCents: 333, taxes: [] },
      ],
      { kind: "percent", value: 10_000 },
    );
    // 1000.00 + 19.99 + 9.99 = 1029.98; 10 % = 103.00 (102.998 rounded)
    expect(t.subtotalCents).toBe(102_998);
    expect(t.discountCents).toBe(10_300);
    // VAT base: the first two lines less their shares of the discount.
    expect(t.taxes).toEqual([{ name: "VAT", rateMilli: 20_000, baseCents: 91_799, taxCents: 18_360 }]);
    expect(t.totalCents).toBe(102_998 - 10_300 + 18_360);
  });
});

describe("arithmetic helpers", () => {
  it("mulDivRound rounds half away from zero", () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(15, 1, 10)).toBe(2);
    expect(mulDivRound(14, 1, 10)).toBe(1);
    expect(mulDivRound(-15, 1, 10)).toBe(-2);
  });

  it("allocate splits exactly", () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.array(fc.nat(1e9), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      }),
    );
  });

  it("formatScaled and parseScaled are inverse", () => {
    fc.assert(
      fc.property(fc.nat(1e12), (n) => {
        expect(parseScaled(formatScaled(n, 1000), 1000)).toBe(n);
      }),
    );
    expect(parseScaled("8.8751", 1000)).toBeNull();
    expect(parseScaled("-1", 1000)).toBeNull();
    expect(formatScaled(8875, 1000)).toBe("8.875");
  });
});

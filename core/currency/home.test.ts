import Database from "better-sqlite3";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyShort } from "./format";
import { homeCentsSql, toHomeCents } from "./home";
import { RateField } from "./rate-field";

describe("the home-currency rule", () => {
  it("SQLite (the totals triggers) and TypeScript convert every amount to the same cent", () => {
    const db = new Database(":memory:");
    db.exec("create table invoices (amount_cents integer, exchange_rate real)");
    const insert = db.prepare("insert into invoices values (?, ?)");
    const read = db.prepare(`select ${homeCentsSql("amount_cents")} as home from invoices where rowid = ?`).pluck();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.double({ min: 0.000001, max: 1_000_000, noNaN: true }).map((r) => Number(r.toPrecision(10))),
        (cents, rate) => {
          const { lastInsertRowid } = insert.run(cents, rate);
          expect(read.get(lastInsertRowid)).toBe(toHomeCents(cents, rate));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("is the amount at rate 1, null without a rate, and rounds half away from zero", () => {
    expect(toHomeCents(123_45, 1)).toBe(123_45);
    expect(toHomeCents(123_45, null)).toBeNull();
    expect(toHomeCents(1, 0.5)).toBe(1);
    expect(toHomeCents(3, 0.5)).toBe(2);
    expect(toHomeCents(180_000, 1.08)).toBe(194_400);
  });

  it("sums of converted amounts never mix currencies: each invoice is rounded once, then added", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 20 }), (amounts) => {
        const total = amounts.reduce((s, c) => s + toHomeCents(c, 1)!, 0);
        expect(total).toBe(amounts.reduce((s, c) => s + c, 0));
      }),
    );
  });
});

describe("rates as typed", () => {
  it("accepts sensible rates and refuses zero, negative, absurd and non-numbers", () => {
    expect(RateField.parse("1.0832")).toBe(1.0832);
    expect(RateField.parse(162.45)).toBe(162.45);
    expect(RateField.parse("0.0067")).toBe(0.0067);
    for (const bad of ["0", "-1", "1000001", "0.0000001", "abc", "", "1,08", Infinity, Number.NaN, "Infinity"]) {
      expect(RateField.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe("the one money formatter", () => {
  it("writes each currency its own way, keeping any fraction of a zero-decimal currency", () => {
    expect(formatMoney("1234.5", "USD")).toBe("$1,234.50");
    expect(formatMoney("1234.5", "EUR")).toBe("€1,234.50");
    expect(formatMoney("1234", "JPY")).toBe("¥1,234");
    expect(formatMoney("1234.5", "JPY")).toBe("¥1,234.50");
    expect(formatMoney(12.345, "KWD")).toBe("KWD\u00a012.345");
    expect(formatMoneyShort(240_000, "GBP")).toBe("£2,400");
    expect(formatMoneyShort(240_050, "GBP")).toBe("£2,400.50");
  });
});

// The money formatter writes amounts by hand (core/currency/format.ts); Intl.NumberFormat is the
// reference it must match, for every currency the runtime knows and for the roundings that differ
// between a double's binary value and its shortest decimal form.
import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, formatMoneyCents, formatMoneyShort } from "./format";

const CURRENCIES = Intl.supportedValuesOf("currency");

const intl = (value: number, currency: string, digits?: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  }).format(value);

const ownDigits = (currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** Amounts in hundredths, as every invoice keeps them, and the awkward ones. */
const CENTS = [0, 1, 5, 50, 99, 100, 101, 1_050, 99_999, 100_000, 123_456, 1_000_000_00, 9_007_199_254_740_99];
const DECIMALS = [
  0,
  -0,
  0.5,
  1.005,
  2.675,
  0.125,
  0.0049,
  0.005,
  999.995,
  1234.5,
  1234.567,
  1234.5678,
  -1234.5,
  -0.004,
  1e15 + 0.5,
  12.345,
  1.0005,
  8.0025,
];

describe("formatMoney", () => {
  it("writes every known currency as Intl does", () => {
    for (const currency of CURRENCIES) {
      for (const value of [...DECIMALS, ...DECIMALS.map((v) => -v)]) {
        const digits = ownDigits(currency);
        const expected = digits < 2 && !Number.isInteger(value) ? intl(value, currency, 2) : intl(value, currency);
        expect(formatMoney(value, currency), `${currency} ${value}`).toBe(expected);
      }
    }
  });

  it("rounds like Intl on a thousand random amounts", () => {
    let seed = 20261123;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    for (let i = 0; i < 1000; i++) {
      const value = Number((random() * 10 ** (i % 9)).toFixed(i % 6));
      for (const currency of ["USD", "KWD", "CHF"]) {
        expect(formatMoney(value, currency), `${currency} ${value}`).toBe(intl(value, currency));
      }
    }
  });

  it("takes decimal strings, lower-case codes and no code", () => {
    expect(formatMoney("1234.50", "eur")).toBe("€1,234.50");
    expect(formatMoney("12", "")).toBe("$12.00");
    expect(formatMoney("not a number")).toBe("$0.00");
    expect(formatMoney(1e21, "USD")).toBe(intl(1e21, "USD"));
  });

  it("shows a zero-decimal currency's cents when some were entered", () => {
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,234.50");
    expect(formatMoney(1234, "JPY")).toBe("¥1,234");
  });
});

describe("formatMoneyCents and formatMoneyShort", () => {
  it("match Intl for whole and part amounts in every known currency", () => {
    for (const currency of CURRENCIES) {
      for (const cents of [...CENTS, ...CENTS.map((c) => -c)]) {
        const units = cents / 100;
        const digits = ownDigits(currency);
        const exact = digits < 2 && !Number.isInteger(units) ? intl(units, currency, 2) : intl(units, currency);
        expect(formatMoneyCents(cents, currency), `${currency} ${cents}`).toBe(exact);
        expect(formatMoneyShort(cents, currency), `${currency} ${cents}`).toBe(
          cents % 100 === 0 ? intl(units, currency, 0) : exact,
        );
      }
    }
  });
});

describe("currencySymbol", () => {
  it("is the symbol Intl writes, or the code", () => {
    for (const currency of CURRENCIES) {
      const part = new Intl.NumberFormat("en-US", { style: "currency", currency })
        .formatToParts(0)
        .find((p) => p.type === "currency")?.value;
      expect(currencySymbol(currency), currency).toBe(part);
    }
  });
});

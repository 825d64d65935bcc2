import { describe, expect, it } from "vitest";
import { readAmounts } from "./amounts";

const brief = (text: string) =>
  readAmounts(text).map(({ text, kind, value, percent, currency, strength }) => ({
    text,
    kind,
    value,
    percent,
    currency,
    strength,
  }));
const money = (text: string, value: string, strength: "explicit" | "bare", currency?: string) => ({
  text,
  kind: "money",
  value,
  percent: undefined,
  currency,
  strength,
});

describe("readAmounts: money", () => {
  it.each<[string, string, "explicit" | "bare", string | undefined]>([
    ["$1.2k", "1200.00", "explicit", "USD"],
    ["1.2k", "1200.00", "bare", undefined],
    ["2k", "2000.00", "bare", undefined],
    ["2K", "2000.00", "bare", undefined],
    ["$2,500", "2500.00", "explicit", "USD"],
    ["2,500.50", "2500.50", "bare", undefined],
    ["2.5k", "2500.00", "bare", undefined],
    ["1,5k", "1500.00", "bare", undefined],
    ["$600", "600.00", "explicit", "USD"],
    ["$ 600", "600.00", "explicit", "USD"],
    ["$600.5", "600.50", "explicit", "USD"],
    ["$1,234,567.89", "1234567.89", "explicit", "USD"],
    ["600 bucks", "600.00", "explicit", "USD"],
    ["600 dollars", "600.00", "explicit", "USD"],
    ["USD 600", "600.00", "explicit", "USD"],
    ["600 usd", "600.00", "explicit", "USD"],
    ["€600", "600.00", "explicit", "EUR"],
    ["600 euros", "600.00", "explicit", "EUR"],
    ["£75", "75.00", "explicit", "GBP"],
    ["$5m", "5000000.00", "explicit", "USD"],
    ["250", "250.00", "bare", undefined],
  ])("%s", (text, value, strength, currency) => {
    expect(brief(text)).toStrictEqual([money(text, value, strength, currency)]);
  });

  it("reads the sum in a sentence, with its span", () => {
    const text = "invoice tom 250 for the logo";
    expect(readAmounts(text)).toStrictEqual([
      { index: 12, end: 15, text: "250", kind: "money", value: "250.00", strength: "bare" },
    ]);
  });

  it("keeps 'of it' in the span of a part payment", () => {
    expect(brief("acme paid 1600 of it yesterday")).toStrictEqual([money("1600 of it", "1600.00", "bare")]);
  });

  it("reads the amount among other mentions", () => {
    expect(brief("invoice acme $1,200 net 15 due dec 15 for 5 pages")).toStrictEqual([
      money("$1,200", "1200.00", "explicit", "USD"),
    ]);
    expect(brief("INV-2054: acme paid $600 on 12/1")).toStrictEqual([money("$600", "600.00", "explicit", "USD")]);
    expect(brief("log 2 hours on acme at $90")).toStrictEqual([money("$90", "90.00", "explicit", "USD")]);
  });

  it("reads a bare number before a small word or the end", () => {
    expect(brief("invoice acme 500 now").map((a) => a.value)).toStrictEqual(["500.00"]);
    expect(brief("tom owes 250, due friday").map((a) => a.value)).toStrictEqual(["250.00"]);
    expect(brief("quote acme 1500 for the site").map((a) => a.value)).toStrictEqual(["1500.00"]);
  });
});

describe("readAmounts: shares and percentages", () => {
  it.each<[string, string, string]>([
    ["half", "half", "half"],
    ["they paid half", "half", "half"],
    ["half of it", "half", "half of it"],
    ["half the balance", "half", "half the balance"],
    ["the rest", "rest", "the rest"],
    ["pay the rest friday", "rest", "the rest"],
    ["the remaining balance", "rest", "the remaining balance"],
    ["the remainder", "rest", "the remainder"],
    ["what's left", "rest", "what's left"],
    ["rest of it", "rest", "rest of it"],
  ])("%s", (text, kind, span) => {
    expect(brief(text)).toStrictEqual([
      { text: span, kind, value: undefined, percent: undefined, currency: undefined, strength: "explicit" },
    ]);
  });

  it.each<[string, string, number]>([
    ["30%", "30%", 30],
    ["30 percent", "30 percent", 30],
    ["a 30% deposit", "30%", 30],
    ["12.5 %", "12.5 %", 12.5],
    ["take 50 per cent upfront", "50 per cent", 50],
  ])("%s", (text, span, percent) => {
    expect(brief(text)).toStrictEqual([
      { text: span, kind: "percent", value: undefined, percent, currency: undefined, strength: "explicit" },
    ]);
  });
});

describe("readAmounts: not amounts", () => {
  it.each([
    "INV-2054",
    "inv2054",
    "#2054",
    "invoice 2054",
    "resend invoice #12",
    "Q-0014",
    "q14",
    "quote 14",
    "dec 15",
    "15 dec",
    "12/15",
    "12/15/2026",
    "the 3rd",
    "9am",
    "11:30",
    "at 9",
    "from 9 to 11",
    "2 hours",
    "45 min",
    "1h30m",
    "half an hour",
    "3 instalments",
    "5 page site",
    "3 quick wins",
    "split it into 3",
    "call 555-123-4567",
    "(415) 555-0132 x",
    "net 30",
    "30 day terms",
    "revenue in 2025",
    "in 2 weeks",
    "q3",
  ])("%s", (text) => {
    expect(readAmounts(text)).toStrictEqual([]);
  });
});

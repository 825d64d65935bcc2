import { describe, expect, it } from "vitest";
import { readTerms } from "./terms";

describe("readTerms", () => {
  it.each<[string, string, number]>([
    ["net 15", "net 15", 15],
    ["Net 30", "Net 30", 30],
    ["net-30", "net-30", 30],
    ["net30", "net30", 30],
    ["net 30 days", "net 30 days", 30],
    ["n30", "n30", 30],
    ["N15", "N15", 15],
    ["due on receipt", "due on receipt", 0],
    ["upon receipt", "upon receipt", 0],
    ["payable on receipt", "payable on receipt", 0],
    ["due immediately", "due immediately", 0],
    ["payable in 30 days", "payable in 30 days", 30],
    ["payable within 14 days", "payable within 14 days", 14],
    ["payable in two weeks", "payable in two weeks", 14],
    ["30 day terms", "30 day terms", 30],
    ["30-day terms", "30-day terms", 30],
    ["30 days terms", "30 days terms", 30],
    ["2 weeks terms", "2 weeks terms", 14],
    ["two week payment terms", "two week payment terms", 14],
    ["terms of 45 days", "terms of 45 days", 45],
    ["invoice acme $500 net 15 please", "net 15", 15],
  ])("%s", (text, span, days) => {
    const found = readTerms(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text: span, days });
    expect(text.slice(found[0].index, found[0].end)).toBe(span);
  });

  it.each(["network", "netflix 30", "n2", "n31", "net income", "due friday", "due in 30 days", "30 days", "receipt"])(
    "not terms: %s",
    (text) => {
      expect(readTerms(text)).toStrictEqual([]);
    },
  );
});

import { describe, expect, it } from "vitest";
import { readComparison, readPeriods } from "./periods";

// Monday 30 November 2026.
const today = "2026-11-30";
const periods = (text: string, day = today) =>
  readPeriods(text, { today: day }).map(({ text, from, to, label }) => ({ text, from, to, label }));

describe("readPeriods", () => {
  it.each<[string, string, string, string, string?]>([
    ["last quarter", "2026-07-01", "2026-09-30", "Q3 2026"],
    ["previous quarter", "2026-07-01", "2026-09-30", "Q3 2026"],
    ["this quarter", "2026-10-01", "2026-11-30", "Q4 2026 to date"],
    ["qtd", "2026-10-01", "2026-11-30", "Q4 2026 to date"],
    ["quarter to date", "2026-10-01", "2026-11-30", "Q4 2026 to date"],
    ["q3", "2026-07-01", "2026-09-30", "Q3 2026"],
    ["Q1", "2026-01-01", "2026-03-31", "Q1 2026"],
    ["q4", "2026-10-01", "2026-11-30", "Q4 2026 to date"],
    ["q3 2025", "2025-07-01", "2025-09-30", "Q3 2025"],
    ["2025 q3", "2025-07-01", "2025-09-30", "Q3 2025"],
    ["third quarter", "2026-07-01", "2026-09-30", "Q3 2026"],
    ["october", "2026-10-01", "2026-10-31", "October 2026"],
    ["in october", "2026-10-01", "2026-10-31", "October 2026"],
    ["in oct", "2026-10-01", "2026-10-31", "October 2026"],
    ["december", "2025-12-01", "2025-12-31", "December 2025"],
    ["in may", "2026-05-01", "2026-05-31", "May 2026"],
    ["november 2025", "2025-11-01", "2025-11-30", "November 2025"],
    ["nov 2025", "2025-11-01", "2025-11-30", "November 2025"],
    ["last month", "2026-10-01", "2026-10-31", "October 2026"],
    ["this month", "2026-11-01", "2026-11-30", "November 2026"],
    ["so far this month", "2026-11-01", "2026-11-30", "November 2026"],
    ["mtd", "2026-11-01", "2026-11-30", "November 2026"],
    ["month to date", "2026-11-01", "2026-11-30", "November 2026"],
    ["this year", "2026-01-01", "2026-11-30", "2026 to date"],
    ["ytd", "2026-01-01", "2026-11-30", "2026 to date"],
    ["YTD", "2026-01-01", "2026-11-30", "2026 to date"],
    ["year to date", "2026-01-01", "2026-11-30", "2026 to date"],
    ["last year", "2025-01-01", "2025-12-31", "2025"],
    ["in 2025", "2025-01-01", "2025-12-31", "2025"],
    ["this week", "2026-11-30", "2026-11-30", "week of 2026-11-30 to date"],
    ["last week", "2026-11-23", "2026-11-29", "week of 2026-11-23"],
    ["since september", "2026-09-01", "2026-11-30", "since 2026-09-01"],
    ["since oct 15", "2026-10-15", "2026-11-30", "since 2026-10-15"],
    ["since december", "2025-12-01", "2026-11-30", "since 2025-12-01"],
    ["last 30 days", "2026-11-01", "2026-11-30", "last 30 days"],
    ["past 90 days", "2026-09-02", "2026-11-30", "last 90 days"],
    ["last 7 days", "2026-11-24", "2026-11-30", "last 7 days"],
    ["last 2 weeks", "2026-11-17", "2026-11-30", "last 2 weeks"],
    ["past 3 months", "2026-08-31", "2026-11-30", "last 3 months"],
    ["between oct 1 and nov 15", "2026-10-01", "2026-11-15", "2026-10-01 to 2026-11-15"],
    ["from oct 1 to nov 15", "2026-10-01", "2026-11-15", "2026-10-01 to 2026-11-15"],
    ["between dec 1 and jan 15", "2025-12-01", "2026-01-15", "2025-12-01 to 2026-01-15"],
  ])("%s", (text, from, to, label) => {
    expect(periods(text)).toStrictEqual([{ text, from, to, label }]);
  });

  it("gives the span in a sentence", () => {
    const text = "how much did I make last quarter?";
    const [p] = readPeriods(text, { today });
    expect(text.slice(p.index, p.end)).toBe("last quarter");
  });

  it("a month that has not come yet this year is last year's; one that has begun stops today", () => {
    expect(periods("in november", "2026-11-12")[0]).toMatchObject({ from: "2026-11-01", to: "2026-11-12" });
    expect(periods("in december", "2026-11-12")[0]).toMatchObject({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("weeks start on Monday, also on a Sunday", () => {
    expect(periods("this week", "2026-12-06")[0]).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(periods("last week", "2026-12-06")[0]).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("near a year end: last quarter on Jan 2 is the previous year's Q4", () => {
    expect(periods("last quarter", "2027-01-02")[0]).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(periods("last month", "2027-01-02")[0]).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(periods("q4", "2027-01-02")[0]).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
  });

  it.each([
    "may i see revenue",
    "march on",
    "how much is overdue",
    "invoice 2054",
    "net 30",
    "q3 2030",
    "in 2030",
    "the 3rd",
    "dec 15",
  ])("not a period: %s", (text) => {
    expect(periods(text)).toStrictEqual([]);
  });
});

describe("readComparison", () => {
  const compare = (text: string) => {
    const c = readComparison(text, { today });
    return c && { text: c.text, current: [c.current.from, c.current.to], previous: [c.previous.from, c.previous.to] };
  };

  it.each<[string, string, [string, string], [string, string]]>([
    ["revenue vs last month", "vs last month", ["2026-11-01", "2026-11-30"], ["2026-10-01", "2026-10-31"]],
    [
      "how am I doing compared to last month",
      "compared to last month",
      ["2026-11-01", "2026-11-30"],
      ["2026-10-01", "2026-10-31"],
    ],
    ["did I earn more than last year", "than last year", ["2026-01-01", "2026-11-30"], ["2025-01-01", "2025-12-31"]],
    ["this month vs last", "this month vs last", ["2026-11-01", "2026-11-30"], ["2026-10-01", "2026-10-31"]],
    [
      "this quarter versus last quarter",
      "this quarter versus last quarter",
      ["2026-10-01", "2026-11-30"],
      ["2026-07-01", "2026-09-30"],
    ],
    ["october vs november", "october vs november", ["2026-11-01", "2026-11-30"], ["2026-10-01", "2026-10-31"]],
    ["november vs october", "november vs october", ["2026-11-01", "2026-11-30"], ["2026-10-01", "2026-10-31"]],
    ["q3 vs q2", "q3 vs q2", ["2026-07-01", "2026-09-30"], ["2026-04-01", "2026-06-30"]],
    [
      "this week compared with last week",
      "this week compared with last week",
      ["2026-11-30", "2026-11-30"],
      ["2026-11-23", "2026-11-29"],
    ],
  ])("%s", (text, span, current, previous) => {
    expect(compare(text)).toStrictEqual({ text: span, current, previous });
  });

  it.each(["revenue last month", "how much is overdue", "acme vs globex", "this month vs"])(
    "no comparison: %s",
    (text) => {
      expect(readComparison(text, { today })).toBeNull();
    },
  );
});

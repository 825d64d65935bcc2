// The chat's helpers beside the parser: relative dates, amounts, task categories and the examples
// offered when a request is not understood (the parser's cases are in intents.test.ts).
import { TASK_CATEGORIES } from "@core/tasks";
import { describe, expect, it } from "vitest";
import { EXAMPLES, TASK_CATEGORY_NAMES, normaliseAmount, resolveDate, suggestFor } from "./intents";

// Saturday 21 November 2026, 09:00, from local parts: a Saturday in every time zone.
const NOW = new Date(2026, 10, 21, 9, 0);

describe("resolveDate", () => {
  it.each([
    ["today", "2026-11-21"],
    ["tomorrow", "2026-11-22"],
    ["the day after tomorrow", "2026-11-23"],
    ["next week", "2026-11-28"],
    ["in 3 days", "2026-11-24"],
    ["in two weeks", "2026-12-05"],
    ["sunday", "2026-11-22"], // the next Sunday after today
    ["saturday", "2026-11-28"], // never today itself
    ["next sunday", "2026-11-29"], // the Sunday of next week
    ["friday", "2026-11-27"],
    ["next friday", "2026-11-27"],
    ["on the 1st of december", "2026-12-01"],
    ["Nov 2", "2027-11-02"], // already past this year
    ["2026-12-01", "2026-12-01"],
    ["end of month", "2026-11-30"],
  ])("%s → %s", (phrase, date) => {
    expect(resolveDate(phrase, NOW)).toBe(date);
  });

  it("reads 'next friday' as the Friday of next week", () => {
    const monday = new Date(2026, 10, 16, 9, 0);
    expect(resolveDate("friday", monday)).toBe("2026-11-20");
    expect(resolveDate("next friday", monday)).toBe("2026-11-27");
  });

  it.each(["whenever", "2026-02-30", "someday", "sun", "", "and", "tend", "an d"])("does not guess %j", (phrase) => {
    expect(resolveDate(phrase, NOW)).toBeUndefined();
  });
});

describe("normaliseAmount", () => {
  it("writes plain decimal strings without floating-point noise", () => {
    expect(normaliseAmount("2,400")).toBe("2400");
    expect(normaliseAmount("850", "5")).toBe("850.50");
    expect(normaliseAmount("0", "29", "k")).toBe("290");
    expect(normaliseAmount("007")).toBe("7");
    expect(normaliseAmount("1", "999")).toBeNull();
  });
});

describe("task categories", () => {
  it("are the product's categories", () => {
    expect([...TASK_CATEGORY_NAMES]).toEqual([...TASK_CATEGORIES]);
  });
});

describe("suggestFor", () => {
  it("offers the examples closest to the words typed", () => {
    expect(suggestFor("show my invoices that are late")[0]).toBe("show overdue invoices");
    expect(suggestFor("remind me about the bank")).toContain("remind me to call the bank tomorrow");
    expect(suggestFor("new client please")).toEqual(["add client Jane Doe jane@doe.com"]);
  });

  it("offers at most three", () => {
    expect(suggestFor("invoice Acme INV-1731 paid client money remind").length).toBe(3);
  });

  it("falls back to the first three examples when nothing is close", () => {
    expect(suggestFor("what's the weather")).toEqual(EXAMPLES.slice(0, 3));
    expect(suggestFor("")).toEqual(EXAMPLES.slice(0, 3));
  });
});

import { describe, expect, it } from "vitest";
import { computeTotals, QUANTITY_SCALE } from "../invoices";
import { amountCents, formatDuration, formatHours, hoursMilli, parseDuration, timerMinutes } from "./duration";

describe("durations as the owner writes them", () => {
  it.each([
    ["1h30m", 90],
    ["1h 30m", 90],
    ["90m", 90],
    ["90 min", 90],
    ["90 minutes", 90],
    ["1.5h", 90],
    ["1,5h", 90],
    ["2 hours", 120],
    ["1 hour and 15 minutes", 75],
    ["1hr 5mins", 65],
    ["1:30", 90],
    ["0:45", 45],
    ["0.33h", 20],
    [" 2H ", 120],
  ])("%s is %i minutes", (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each(["2", "90", "", "abc", "1h30", "h", "1h lunch", "1:75", "-1h", "1d", "1h1h", "90m1h", "30m 1h", "5m5m"])("%j is not a duration", (text) =>
    expect(parseDuration(text)).toBeNull(),
  );

  it("writes minutes back as hours and minutes", () => {
    expect([formatDuration(90), formatDuration(45), formatDuration(120), formatDuration(0)]).toEqual([
      "1h 30m",
      "45m",
      "2h",
      "0m",
    ]);
  });

  it("counts a timer in whole minutes, at least one", () => {
    const start = new Date("2026-11-21T09:00:00Z");
    expect(timerMinutes(start, new Date("2026-11-21T09:00:20Z"))).toBe(1);
    expect(timerMinutes(start, new Date("2026-11-21T10:29:29Z"))).toBe(89);
    expect(timerMinutes(start, new Date("2026-11-21T10:29:30Z"))).toBe(90);
  });
});

describe("what time bills", () => {
  it("is hours (to the invoice line's thousandth) × rate, rounded once to the cent", () => {
    expect(hoursMilli(90)).toBe(1500);
    expect(hoursMilli(20)).toBe(333);
    expect(formatHours(20)).toBe("0.333");
    expect(formatHours(90)).toBe("1.5");
    expect(amountCents(90, 9000)).toBe(13_500); // 1.5 h × $90
    expect(amountCents(20, 10_000)).toBe(3_330); // 0.333 h × $100
    expect(amountCents(1, 8250)).toBe(140); // 0.017 h × $82.50 = $1.4025
    expect(amountCents(7, 3333)).toBe(390); // 0.117 h × $33.33 = $3.89961
    expect(amountCents(20, 450_000, true)).toBe(149_900); // 0.333 h × ¥4,500 = ¥1,498.5 → ¥1,499 (whole yen)
    expect(amountCents(1, 100, true)).toBe(0); // 0.017 h × ¥1: under half a yen
  });

  it("is exactly the figure of the invoice line the entry becomes", () => {
    for (const minutes of [1, 7, 20, 59, 61, 95, 119, 1439])
      for (const rate of [1, 3333, 8250, 12_345, 999_999]) {
        const line = { description: "x", quantityMilli: hoursMilli(minutes), unitPriceCents: rate, taxes: [] };
        expect(computeTotals([line], null).totalCents, `${minutes} min at ${rate}`).toBe(amountCents(minutes, rate));
      }
    expect(QUANTITY_SCALE).toBe(1000);
  });
});

import { describe, expect, it } from "vitest";
import { formatTimeAgo, isSameLocalDay } from "./time-ago";

const NOW = Date.parse("2026-11-21T15:00:00Z");
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe("formatTimeAgo", () => {
  it("says just now under a minute, and for a time slightly ahead of this clock", () => {
    expect(formatTimeAgo(before(10_000), NOW)).toBe("just now");
    expect(formatTimeAgo(before(-5 * MIN), NOW)).toBe("just now");
  });

  it("counts minutes, hours and days", () => {
    expect(formatTimeAgo(before(5 * MIN), NOW)).toBe("5 min ago");
    expect(formatTimeAgo(before(60 * MIN), NOW)).toBe("1 hour ago");
    expect(formatTimeAgo(before(3 * 60 * MIN), NOW)).toBe("3 hours ago");
    expect(formatTimeAgo(before(26 * 60 * MIN), NOW)).toBe("yesterday");
    expect(formatTimeAgo(before(3 * 24 * 60 * MIN), NOW)).toBe("3 days ago");
  });

  it("gives the date past a week, and leaves a text that is not a date as it is", () => {
    expect(formatTimeAgo("2026-11-02T12:00:00Z", NOW)).toBe("Nov 2");
    expect(formatTimeAgo("2025-11-02T12:00:00Z", NOW)).toBe("Nov 2, 2025");
    expect(formatTimeAgo("2 min ago", NOW)).toBe("2 min ago");
  });
});

describe("isSameLocalDay", () => {
  it("compares local calendar days", () => {
    expect(isSameLocalDay(new Date(NOW).toISOString(), NOW)).toBe(true);
    expect(isSameLocalDay(before(48 * 60 * MIN), NOW)).toBe(false);
    expect(isSameLocalDay("not a date", NOW)).toBe(false);
  });
});

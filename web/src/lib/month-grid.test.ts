import { describe, expect, it } from "vitest";
import { daysInMonth, monthGrid, monthLabel, monthOf, shiftMonth } from "./month-grid";

describe("month grid", () => {
  it("lays out March 2026 (starts on a Sunday) as 5 full weeks", () => {
    const grid = monthGrid({ year: 2026, month: 3 });
    expect(grid).toHaveLength(5);
    expect(grid[0][0]).toEqual({ date: "2026-03-01", day: 1, inMonth: true });
    expect(grid[4][2]).toEqual({ date: "2026-03-31", day: 31, inMonth: true });
    expect(grid[4][3]).toEqual({ date: "2026-04-01", day: 1, inMonth: false });
  });
  it("fills the first week from the previous month (May 2026 starts on a Friday: 6 weeks)", () => {
    const grid = monthGrid({ year: 2026, month: 5 });
    expect(grid).toHaveLength(6);
    expect(grid[0][0]).toEqual({ date: "2026-04-26", day: 26, inMonth: false });
    expect(grid[0][5].date).toBe("2026-05-01");
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });
  it("handles February 2015 (4 weeks) and leap years", () => {
    expect(monthGrid({ year: 2015, month: 2 })).toHaveLength(4);
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
  });
  it("moves between months across years and names them", () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(monthOf("2026-03-10")).toEqual({ year: 2026, month: 3 });
    expect(monthLabel({ year: 2026, month: 3 })).toBe("March 2026");
  });
});

import { describe, expect, it } from "vitest";
import { addMonths, lastWeeks, monthEnd, weekStart } from "./calendar";
import { currentStreak, dailyAverage, defaultWeeklyGoal, STARTER_WEEKLY_GOAL, tasksPerWeek } from "./productivity";

const days = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe("calendar", () => {
  it("starts weeks on Monday and shifts months across years", () => {
    expect(weekStart("2026-11-21")).toBe("2026-11-16"); // a Saturday
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // Sunday ends the week
    expect(lastWeeks("2026-11-21", 3)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(monthEnd("2028-02")).toBe("2028-02-29");
  });
});

describe("productivity", () => {
  it("averages the last 7 days to one decimal", () => {
    expect(dailyAverage(days({ "2026-11-21": 3, "2026-11-15": 2, "2026-11-14": 9 }), "2026-11-21")).toBe(0.7);
  });

  it("counts the streak ending today, or yesterday while today is not yet worked", () => {
    const run = days({ "2026-11-18": 1, "2026-11-19": 2, "2026-11-20": 1 });
    expect(currentStreak(run, "2026-11-21")).toBe(3);
    expect(currentStreak(new Map([...run, ["2026-11-21", 1]]), "2026-11-21")).toBe(4);
    expect(currentStreak(run, "2026-11-22")).toBe(0);
    expect(currentStreak(new Map(), "2026-11-21")).toBe(0);
  });

  it("sums completions per Monday week and ignores days outside the window", () => {
    const per = tasksPerWeek(
      days({ "2026-11-16": 2, "2026-11-21": 1, "2026-11-09": 4, "2026-10-01": 7, "2026-11-23": 5 }),
      "2026-11-21",
      2,
    );
    expect(per).toEqual([
      { week: "2026-11-09", completed: 4 },
      { week: "2026-11-16", completed: 3 },
    ]);
  });

  it("defaults the weekly goal to the last 4 full weeks' average, rounded up, plus one", () => {
    const weeks = (...n: number[]) => n.map((completed) => ({ completed }));
    expect(defaultWeeklyGoal(weeks(0, 0, 0, 0, 9))).toEqual({ goal: STARTER_WEEKLY_GOAL, fromHistory: false });
    // The week in progress (last) is not history; the oldest of five full weeks is out of the window.
    expect(defaultWeeklyGoal(weeks(50, 4, 5, 6, 6, 0))).toEqual({ goal: 7, fromHistory: true });
  });
});

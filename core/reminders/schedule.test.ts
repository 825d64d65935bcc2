import { describe, expect, it } from "vitest";
import { parseInput } from "../validation";
import { feeCents, feePeriodReached, LateFeeInput } from "./late-fee-rule";
import { DEFAULT_SCHEDULE, describeSchedule, expandSteps, MAX_REPEATS, ScheduleInput, stepReached } from "./schedule";
import { reminderNote } from "./settings";

describe("reminder schedules", () => {
  it("describes spec 001's default in its own words", () => {
    expect(reminderNote(DEFAULT_SCHEDULE, false, null, "USD")).toBe(
      "Reminders are sent automatically at 1, 3 and 7 days past due.",
    );
  });

  it("describes steps before, on and after the due date with a repeat", () => {
    expect(describeSchedule({ steps: [-3, 0, 3, 7], repeatEvery: 7 })).toBe(
      `3 days before the due date, on the due date and at 3 and 7 days past due, then every 7 days until paid (${MAX_REPEATS} times at most)`,
    );
    expect(describeSchedule({ steps: [-1, 1], repeatEvery: null })).toBe(
      "1 day before the due date and at 1 day past due",
    );
  });

  it("expands repeats up to the cap and finds the latest step reached", () => {
    const steps = expandSteps({ steps: [-3, 0, 7], repeatEvery: 7 });
    expect(steps).toEqual([-3, 0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77]);
    expect([-4, -3, -1, 0, 6, 7, 13, 14, 500].map((d) => stepReached(steps, d))).toEqual([
      null,
      -3,
      -3,
      0,
      0,
      7,
      7,
      14,
      77,
    ]);
  });

  it("refuses steps out of range, duplicates and odd repeats, naming the field", () => {
    const fields = (input: unknown) => {
      try {
        parseInput(ScheduleInput, input);
        return null;
      } catch (e) {
        return (e as { fields: Record<string, string> }).fields;
      }
    };
    expect(fields({ steps: [1, 3, 3] })).toEqual({ steps: "Each step may appear once" });
    expect(fields({ steps: [-31] })).toMatchObject({ "steps.0": expect.stringContaining("from -30") });
    expect(fields({ steps: [1.5] })).toMatchObject({ "steps.0": expect.any(String) });
    expect(fields({ steps: [] })).toEqual({ steps: "Add at least one step" });
    expect(fields({ steps: [1], repeatEvery: 1 })).toMatchObject({ repeatEvery: expect.any(String) });
    expect(parseInput(ScheduleInput, { steps: [7, -3, 0] })).toEqual({ steps: [-3, 0, 7], repeatEvery: null });
  });
});

describe("late fee rule", () => {
  it("reaches periods after N days, capped", () => {
    const once = { kind: "flat" as const, value: 2500, afterDays: 7, repeatEvery: null };
    expect([6, 7, 100].map((d) => feePeriodReached(once, d))).toEqual([null, 1, 1]);
    const monthly = { ...once, repeatEvery: 30 };
    expect([7, 36, 37, 67, 10_000].map((d) => feePeriodReached(monthly, d))).toEqual([1, 1, 2, 3, 12]);
  });

  it("charges a flat amount or a rate of the balance, rounded half away from zero", () => {
    expect(feeCents({ kind: "flat", value: 2500, afterDays: 1, repeatEvery: null }, 1)).toBe(2500);
    expect(feeCents({ kind: "percent", value: 1500, afterDays: 1, repeatEvery: null }, 240_000)).toBe(3600);
    expect(feeCents({ kind: "percent", value: 1500, afterDays: 1, repeatEvery: null }, 33)).toBe(0);
    expect(feeCents({ kind: "percent", value: 1500, afterDays: 1, repeatEvery: null }, 34)).toBe(1);
  });

  it("refuses a rate over 100 % or negative, and a negative amount, naming the field", () => {
    const fields = (input: unknown) => {
      try {
        parseInput(LateFeeInput, input);
        return null;
      } catch (e) {
        return (e as { fields: Record<string, string> }).fields;
      }
    };
    expect(fields({ kind: "percent", rate: "100.5", afterDays: 7 })).toHaveProperty("rate");
    expect(fields({ kind: "percent", rate: "-1", afterDays: 7 })).toHaveProperty("rate");
    expect(fields({ kind: "flat", amount: "-5", afterDays: 7 })).toHaveProperty("amount");
    expect(fields({ kind: "flat", amount: "5", afterDays: 0 })).toHaveProperty("afterDays");
    expect(parseInput(LateFeeInput, { kind: "percent", rate: "1.5", afterDays: 30, repeatEvery: 30 })).toEqual({
      kind: "percent",
      value: 1500,
      afterDays: 30,
      repeatEvery: 30,
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHourlyRate, stepValue } from "./value";

describe("a step's value", () => {
  it("is dollars at stake per hour of work against 3× the owner's rate", () => {
    expect(stepValue({ revenueImpact: 1500, estimatedTime: 60, priority: "medium" }, 100)).toEqual({
      dollarsPerHour: 1500,
      highRoi: true,
      lowValue: false,
      hourlyRate: 100,
    });
    expect(stepValue({ revenueImpact: 200, estimatedTime: 120, priority: "medium" }, 100).highRoi).toBe(false);
    expect(stepValue({ revenueImpact: null, estimatedTime: 30, priority: "low" }, 100)).toMatchObject({
      dollarsPerHour: null,
      highRoi: false,
      lowValue: true,
    });
    expect(stepValue({ revenueImpact: null, estimatedTime: 30, priority: "high" }, 100).lowValue).toBe(false);
  });

  it("reads the owner's rate, or the onboarding default", () => {
    expect(parseHourlyRate("95")).toBe(95);
    expect(parseHourlyRate("$120/h")).toBe(120);
    expect(parseHourlyRate(null)).toBe(75);
    expect(parseHourlyRate("")).toBe(75);
  });

  it("never marks a step high-ROI and low-value at once; more money never loses High ROI", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom("low", "medium", "high"),
        fc.integer({ min: 10, max: 500 }),
        (impact, minutes, priority, rate) => {
          const v = stepValue({ revenueImpact: impact, estimatedTime: minutes, priority }, rate);
          expect(v.highRoi && v.lowValue).toBe(false);
          if (v.highRoi && impact) {
            expect(stepValue({ revenueImpact: impact * 2, estimatedTime: minutes, priority }, rate).highRoi).toBe(true);
          }
        },
      ),
    );
  });
});

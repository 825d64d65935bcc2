// Which steps pay: a step's value per hour of the owner's time, from the dollars its business impact
// names and its estimated minutes, against the owner's own hourly rate. Pure, unit-tested (value.test.ts).
/** A step earns "High ROI" when it returns at least this many times the owner's hourly rate per hour. */
export const HIGH_ROI_MULTIPLE = 3;
/** The onboarding default (spec 000 §9), when the owner never set a rate. */
export const DEFAULT_HOURLY_RATE = 75;

export type { StepValue } from "./schemas";
import type { StepValue } from "./schemas";

export function parseHourlyRate(text: string | null | undefined): number {
  const n = Number(String(text ?? "").replace(/[^\d.]/g, ""));
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_HOURLY_RATE;
}

export function stepValue(
  step: { revenueImpact: number | null; estimatedTime: number; priority: string },
  hourlyRate: number,
): StepValue {
  const minutes = Math.max(1, step.estimatedTime || 15);
  const dollarsPerHour =
    step.revenueImpact !== null && step.revenueImpact > 0 ? Math.round((step.revenueImpact * 60) / minutes) : null;
  const highRoi = dollarsPerHour !== null && dollarsPerHour >= HIGH_ROI_MULTIPLE * hourlyRate;
  const lowValue = !highRoi && dollarsPerHour === null && step.priority === "low";
  return { dollarsPerHour, highRoi, lowValue, hourlyRate };
}

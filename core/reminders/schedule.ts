// Reminder schedules (docs/decisions/210-reminder-schedules.md): steps in days from the due date, an
// optional repeat after the last one, and which step a day has reached. Pure: the job, the invoice's
// reminder plan and the settings screen's sentence all use these.
import { z } from "zod";
import type { ReminderScheduleJson } from "./types";

/** Spec 001 §9: reminders at 1, 3 and 7 days past due. */
export const DEFAULT_SCHEDULE: ReminderScheduleJson = { steps: [1, 3, 7], repeatEvery: null };

export const STEP_MIN = -30;
export const STEP_MAX = 120;
export const MAX_STEPS = 8;
export const REPEAT_MIN = 3;
export const REPEAT_MAX = 60;
/** "Every N days until paid" stops after this many repeats: a client is never emailed forever. */
export const MAX_REPEATS = 10;

const stepMessage = `Each step must be a whole number of days from ${STEP_MIN} (before the due date) to ${STEP_MAX}`;
const repeatMessage = `Repeat must be a whole number of days from ${REPEAT_MIN} to ${REPEAT_MAX}, or none`;

export const ScheduleInput = z.object({
  steps: z
    .array(
      z
        .number({ error: stepMessage })
        .int({ error: stepMessage })
        .min(STEP_MIN, { error: stepMessage })
        .max(STEP_MAX, { error: stepMessage }),
      {
        error: "Steps must be a list of days",
      },
    )
    .min(1, { error: "Add at least one step" })
    .max(MAX_STEPS, { error: `At most ${MAX_STEPS} steps` })
    .refine((steps) => new Set(steps).size === steps.length, { error: "Each step may appear once" })
    .transform((steps) => [...steps].sort((a, b) => a - b)),
  repeatEvery: z
    .number({ error: repeatMessage })
    .int({ error: repeatMessage })
    .min(REPEAT_MIN, { error: repeatMessage })
    .max(REPEAT_MAX, { error: repeatMessage })
    .nullable()
    .default(null),
});
export type ScheduleInput = z.input<typeof ScheduleInput>;

/** Every step the schedule sends, in order: its steps, then the capped repeats after the last. */
export function expandSteps(schedule: ReminderScheduleJson): number[] {
  const steps = [...schedule.steps].sort((a, b) => a - b);
  if (schedule.repeatEvery && steps.length) {
    const last = steps[steps.length - 1];
    for (let k = 1; k <= MAX_REPEATS; k++) steps.push(last + k * schedule.repeatEvery);
  }
  return steps;
}

/** The step due at `days` from the due date: the latest one reached (a missed run still sends it later). */
export function stepReached(steps: readonly number[], days: number): number | null {
  let reached: number | null = null;
  for (const s of steps) if (days >= s) reached = s;
  return reached;
}

/** "3 days before" / "on the due date" / "7 days past due": one step in words. */
export function stepWords(step: number): string {
  if (step === 0) return "on the due date";
  const n = Math.abs(step);
  return `${n} day${n === 1 ? "" : "s"} ${step < 0 ? "before the due date" : "past due"}`;
}

const list = (parts: string[]) =>
  parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

/**
 * The schedule in a sentence: spec 001's note for the default ("at 1, 3 and 7 days past due"), and the
 * same shape for any other ("3 days before the due date, on the due date and at 3 and 7 days past due,
 * then every 7 days until paid (10 times at most)").
 */
export function describeSchedule(schedule: ReminderScheduleJson): string {
  const before = schedule.steps.filter((s) => s < 0).sort((a, b) => a - b);
  const after = schedule.steps.filter((s) => s > 0).sort((a, b) => a - b);
  const parts: string[] = [];
  if (before.length)
    parts.push(
      `${list(before.map((s) => String(-s)))} day${before.length === 1 && before[0] === -1 ? "" : "s"} before the due date`,
    );
  if (schedule.steps.includes(0)) parts.push("on the due date");
  if (after.length)
    parts.push(`at ${list(after.map(String))} day${after.length === 1 && after[0] === 1 ? "" : "s"} past due`);
  const repeat = schedule.repeatEvery
    ? `, then every ${schedule.repeatEvery} days until paid (${MAX_REPEATS} times at most)`
    : "";
  return `${list(parts)}${repeat}`;
}

export const sameSchedule = (a: ReminderScheduleJson, b: ReminderScheduleJson) =>
  a.repeatEvery === b.repeatEvery &&
  a.steps.length === b.steps.length &&
  [...a.steps].sort((x, y) => x - y).every((s, i) => s === [...b.steps].sort((x, y) => x - y)[i]);

// The cadence that adapts to each client (docs/decisions/212-adaptive-cadence.md). From the client's
// last paid invoices (how many days late, how many reminders they needed):
//   - fewer than 3 paid invoices: no shift, and the reason says so;
//   - late payer (≥ 3 days late on average, or ≥ 2 reminders each): every step moves earlier by
//     ⌈average days late ÷ 3⌉ days (1 to 7), and reminders repeat every 7 days until paid if the
//     schedule had no repeat (firmer);
//   - on-time payer (every one paid by its due date, fewer than 1 reminder each): no reminder on or
//     before the due date, the others 2 days later (gentler);
//   - anyone else: the set schedule stands.
// Pure: the reminder job and the invoice's reminder plan both call it with figures from SQL.
import { STEP_MIN } from "./schedule";
import type { ReminderScheduleJson } from "./types";

export const MIN_HISTORY = 3;
export const HISTORY_WINDOW = 6;
export const LATE_AVERAGE_DAYS = 3;
export const LATE_AVERAGE_REMINDERS = 2;
export const MAX_SHIFT_DAYS = 7;
export const GENTLE_DELAY_DAYS = 2;
export const FIRM_REPEAT_DAYS = 7;

/** A client's last paid invoices (at most HISTORY_WINDOW), as SQL aggregates them. */
export interface PaymentHistory {
  paidInvoices: number;
  /** Average days paid after the due date (early counts as 0). */
  averageDaysLate: number;
  maxDaysLate: number;
  averageReminders: number;
}

export interface Adaptation {
  schedule: ReminderScheduleJson;
  shift: "earlier" | "gentler" | "none";
  /** One sentence from the real figures, shown on the invoice. */
  reason: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** "2 days before due", "on the due date", "3 days after due". */
export function whenWords(step: number): string {
  if (step === 0) return "the due date";
  return `${plural(Math.abs(step), "day")} ${step < 0 ? "before" : "after"} due`;
}

function lateWords(h: PaymentHistory): string {
  const days = Math.round(h.averageDaysLate);
  const late = days === 0 ? "less than a day late on average" : `${plural(days, "day")} late on average`;
  const reminders =
    h.averageReminders >= 1
      ? `, after ${round1(h.averageReminders)} reminder${h.averageReminders === 1 ? "" : "s"} each`
      : "";
  return `${late}${reminders}`;
}

export function adaptSchedule(
  base: ReminderScheduleJson,
  history: PaymentHistory | null,
  clientName: string,
): Adaptation {
  const n = history?.paidInvoices ?? 0;
  if (!history || n < MIN_HISTORY) {
    return {
      schedule: base,
      shift: "none",
      reason: `${clientName} has ${n === 0 ? "no" : n} paid invoice${n === 1 ? "" : "s"} on record (the cadence adapts from ${MIN_HISTORY}): the set schedule stands.`,
    };
  }
  const last = `${clientName} paid its last ${plural(n, "invoice")}`;
  if (history.averageDaysLate >= LATE_AVERAGE_DAYS || history.averageReminders >= LATE_AVERAGE_REMINDERS) {
    const shift = Math.min(MAX_SHIFT_DAYS, Math.max(1, Math.ceil(history.averageDaysLate / 3)));
    const steps = [...new Set(base.steps.map((s) => Math.max(STEP_MIN, s - shift)))].sort((a, b) => a - b);
    const repeatEvery = base.repeatEvery ?? FIRM_REPEAT_DAYS;
    const repeat = base.repeatEvery ? "" : `, then every ${FIRM_REPEAT_DAYS} days until paid`;
    return {
      schedule: { steps, repeatEvery },
      shift: "earlier",
      reason: `${last} ${lateWords(history)}: first reminder moved to ${whenWords(steps[0])}${repeat}.`,
    };
  }
  if (history.maxDaysLate === 0 && history.averageReminders < 1) {
    const kept = base.steps.filter((s) => s > 0).map((s) => s + GENTLE_DELAY_DAYS);
    const steps = kept.length ? kept : [1 + GENTLE_DELAY_DAYS];
    const dropped = base.steps.some((s) => s <= 0) ? "no reminder before it is due; " : "";
    return {
      schedule: { steps, repeatEvery: base.repeatEvery },
      shift: "gentler",
      reason: `${last} on time: ${dropped}first reminder moved to ${whenWords(steps[0])}.`,
    };
  }
  return { schedule: base, shift: "none", reason: `${last} ${lateWords(history)}: the set schedule stands.` };
}

// Which schedule an invoice follows: its own, else its client's, else the owner's, else spec 001's
// 1, 3, 7; the owner's (or the default) adapts to the client's payment history when the switch is on.
// A schedule set for one client or one invoice is the owner's explicit choice and never shifts.
import { adaptSchedule, type Adaptation, type PaymentHistory } from "./adaptive";
import { DEFAULT_SCHEDULE, expandSteps } from "./schedule";
import type { ReminderScheduleJson } from "./types";

export type ScheduleSource = "invoice" | "client" | "owner" | "default";

export interface ResolvedSchedule {
  source: ScheduleSource;
  /** The schedule before any adaptation. */
  base: ReminderScheduleJson;
  /** The adaptive cadence's answer; null when it is off or the schedule was set for this client or invoice. */
  adaptation: Adaptation | null;
  /** What the job follows. */
  schedule: ReminderScheduleJson;
  /** Every step it sends, repeats included. */
  steps: number[];
  /** Why nothing goes out, if paused. */
  paused: "invoice" | "client" | null;
}

export interface ScheduleFacts {
  invoiceSchedule: ReminderScheduleJson | null;
  invoicePaused: boolean;
  clientSchedule: ReminderScheduleJson | null;
  clientPaused: boolean;
  clientName: string;
  ownerSchedule: ReminderScheduleJson | null;
  adaptive: boolean;
  /** Read only when the adaptation applies (the job reads histories once per owner, lazily). */
  history: () => PaymentHistory | null;
}

export function resolveSchedule(f: ScheduleFacts): ResolvedSchedule {
  const [source, base]: [ScheduleSource, ReminderScheduleJson] = f.invoiceSchedule
    ? ["invoice", f.invoiceSchedule]
    : f.clientSchedule
      ? ["client", f.clientSchedule]
      : f.ownerSchedule
        ? ["owner", f.ownerSchedule]
        : ["default", DEFAULT_SCHEDULE];
  const adaptation =
    f.adaptive && (source === "owner" || source === "default") ? adaptSchedule(base, f.history(), f.clientName) : null;
  const schedule = adaptation?.schedule ?? base;
  return {
    source,
    base,
    adaptation,
    schedule,
    steps: expandSteps(schedule),
    paused: f.invoicePaused ? "invoice" : f.clientPaused ? "client" : null,
  };
}

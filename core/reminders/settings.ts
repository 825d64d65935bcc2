// The owner's reminder settings (Settings → Billing → Reminders): the schedule, the adaptive switch and
// the late fee, with the note every screen shows (spec 001's "at 1, 3 and 7 days past due" by default).
import { z } from "zod";
import type { OwnerContext } from "../context";
import type { User } from "../db";
import { AppError, invalid } from "../errors";
import { parseInput } from "../validation";
import { getOwner, updateOwner } from "../users";
import { describeLateFee, LateFeeInput, lateFeeView } from "./late-fee-rule";
import { DEFAULT_SCHEDULE, describeSchedule, ScheduleInput, sameSchedule } from "./schedule";
import type { LateFeeJson, ReminderScheduleJson } from "./types";

export const ReminderSettingsInput = z.object({
  /** null: back to spec 001's 1, 3, 7. */
  schedule: ScheduleInput.nullable().optional(),
  adaptive: z.boolean({ error: "Adaptive must be true or false" }).optional(),
  /** null: no late fee. */
  lateFee: LateFeeInput.nullable().optional(),
});
export type ReminderSettingsInput = z.input<typeof ReminderSettingsInput>;

/** "Reminders are sent automatically at 1, 3 and 7 days past due." and what else is set. */
export function reminderNote(
  schedule: ReminderScheduleJson,
  adaptive: boolean,
  lateFee: LateFeeJson | null,
  currency: string,
) {
  const parts = [`Reminders are sent automatically ${describeSchedule(schedule)}.`];
  if (adaptive) parts.push("Each client's cadence adapts to how they have paid.");
  if (lateFee) parts.push(`Late fee: ${describeLateFee(lateFee, currency)}.`);
  return parts.join(" ");
}

export type { ReminderSettingsView } from "./views";
import type { ReminderSettingsView } from "./views";

export function settingsView(user: User): ReminderSettingsView {
  const schedule = user.reminderSchedule ?? DEFAULT_SCHEDULE;
  return {
    enabled: user.invoiceReminders,
    schedule,
    isDefault: sameSchedule(schedule, DEFAULT_SCHEDULE),
    description: describeSchedule(schedule),
    adaptive: user.adaptiveReminders,
    lateFee: lateFeeView(user.lateFee),
    lateFeeDescription: user.lateFee ? describeLateFee(user.lateFee, user.defaultCurrency) : null,
    note: reminderNote(schedule, user.adaptiveReminders, user.lateFee, user.defaultCurrency),
  };
}

/** GET /api/reminders/settings. */
export const getReminderSettings = ({ ctx }: { ctx: OwnerContext }) => settingsView(getOwner(ctx));

/** PUT /api/reminders/settings: any of schedule, adaptive, lateFee; absent ones stay. */
export function setReminderSettings({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(ReminderSettingsInput, input);
  if (data.schedule === undefined && data.adaptive === undefined && data.lateFee === undefined) {
    throw invalid({ root: "Send a schedule, adaptive or lateFee" });
  }
  const values: Partial<User> = {};
  if (data.schedule !== undefined) {
    // The default stored as null, so a later change of spec 001's default reaches this owner.
    values.reminderSchedule = data.schedule && !sameSchedule(data.schedule, DEFAULT_SCHEDULE) ? data.schedule : null;
  }
  if (data.adaptive !== undefined) values.adaptiveReminders = data.adaptive;
  if (data.lateFee !== undefined) values.lateFee = data.lateFee;
  if (!ctx.db.transaction(() => updateOwner(ctx, values))) throw new AppError("NOT_FOUND", "User not found");
  return getReminderSettings({ ctx });
}

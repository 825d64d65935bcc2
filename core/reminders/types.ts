// The stored shapes of reminder schedules and late fees, which the schema declares (core/db/schema/reminder-json.ts).
export type { LateFeeJson, ReminderScheduleJson } from "../db";

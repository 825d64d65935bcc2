import { AppError } from "../../errors";
import { dateIn, instantAt, localDateTime, todayIn } from "../../time";
import { DEFAULT_POST_TIME } from "./schemas";

/**
 * The instant a post goes out, from the spec's `scheduledFor` (a date, or an ISO instant as the
 * original web sent it) and `scheduledTime` ('HH:MM', 09:00 when absent), in the owner's time zone.
 * It must not have passed: a date before the owner's today, or a minute already over, is refused.
 */
export function resolveSchedule(
  timeZone: string,
  scheduledFor: string,
  scheduledTime: string | undefined,
  now: Date,
  fields = { date: "scheduledFor", time: "scheduledTime" },
): { instant: number; date: string; time: string } {
  let date: string;
  let time: string;
  if (/^\d{4}-\d{2}-\d{2}$/.test(scheduledFor)) {
    date = scheduledFor;
    time = scheduledTime ?? DEFAULT_POST_TIME;
  } else {
    // An instant: its calendar day in the owner's zone; the time given, or the instant's own.
    const at = new Date(scheduledFor);
    if (Number.isNaN(at.getTime())) throw invalidDate(fields.date, "Choose a date (YYYY-MM-DD)");
    date = dateIn(timeZone, at);
    time = scheduledTime ?? localDateTime(timeZone, at)[1];
  }
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  ) {
    throw invalidDate(fields.date, "Choose a real date (YYYY-MM-DD)");
  }
  const today = todayIn(timeZone, now);
  if (date < today) throw invalidDate(fields.date, "Choose today or a later date");
  // A year typed wrong (2062 for 2026) would sit unseen for decades: five years ahead is the horizon.
  if (date > `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`) {
    throw invalidDate(fields.date, `Choose a date within the next ${MAX_YEARS_AHEAD} years`);
  }
  const instant = instantAt(timeZone, date, time);
  // The current minute counts as now ("Post now" schedules for it and the next run publishes it).
  if (instant < Math.floor(now.getTime() / 60_000) * 60_000)
    throw invalidDate(fields.time, "Choose a time later than now");
  return { instant, date, time };
}

export const MAX_YEARS_AHEAD = 5;

function invalidDate(field: string, message: string) {
  return new AppError("VALIDATION", message, { [field]: message });
}

import { addDays, instantAt, localDateTime, wallClock } from "../time";

/** The owner's local hours at which the greeting turns to the afternoon, then to the evening. */
const AFTERNOON = 12;
const EVENING = 18;

/**
 * "Good morning, Olive" (spec 000 §2.4), by the hour in the owner's time zone: morning until noon,
 * afternoon until six, evening after; the spec's fallback name when there is none. One rule for the
 * dashboard and the terminal.
 */
export function greetingFor(firstName: string | null | undefined, timeZone: string, now: Date): string {
  let hour: number;
  try {
    hour = wallClock(timeZone, now).hour;
  } catch {
    hour = now.getUTCHours();
  }
  const part = hour < AFTERNOON ? "Good morning" : hour < EVENING ? "Good afternoon" : "Good evening";
  return `${part}, ${firstName?.trim() || "Entrepreneur"}`;
}

/**
 * The next instant at which the greeting or the owner's date changes (noon, six, then midnight in
 * their time zone): until then a briefing made now reads the same for the same data. `now` itself
 * for a time zone that cannot be read, so nothing is kept.
 */
export function greetingChangesAt(timeZone: string, now: Date): number {
  try {
    const [date, time] = localDateTime(timeZone, now);
    const hour = Number(time.slice(0, 2));
    if (hour < AFTERNOON) return instantAt(timeZone, date, `${AFTERNOON}:00`);
    if (hour < EVENING) return instantAt(timeZone, date, `${EVENING}:00`);
    return instantAt(timeZone, addDays(date, 1), "00:00");
  } catch {
    return now.getTime();
  }
}

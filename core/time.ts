// Calendar dates ('YYYY-MM-DD') in the owner's time zone. "Today", "days overdue" and "this morning"
// are the owner's, not the server's (DESIGN.md "Data").

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export function dateIn(timeZone: string, instant: Date): string {
  // Every request asks "today" for its owner: the answer is kept for the rest of the UTC minute (no
  // time zone moves its midnight or its offset off a minute boundary), sparing Intl most calls.
  const minute = Math.floor(instant.getTime() / 60_000);
  const kept = lastDate.get(timeZone);
  if (kept && kept.minute === minute) return kept.date;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, f);
  }
  const date = f.format(instant);
  lastDate.set(timeZone, { minute, date });
  return date;
}
const lastDate = new Map<string, { minute: number; date: string }>();

export const todayIn = dateIn;

const DAY = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY).toISOString().slice(0, 10);
}

/**
 * True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one), in 1900–9998: before
 * 1900 zones keep local mean time (offsets in seconds), and the day after 9999-12-31 has no such form.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "1900" || value >= "9999") return false;
  const t = toUtc(value);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The instant the owner's current day began (local midnight in `timeZone`). */
export function startOfLocalDay(timeZone: string, instant: Date): number {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clockFormatters.set(timeZone, f);
  }
  const [h, m, s] = f.format(instant).split(":").map(Number);
  return instant.getTime() - ((h * 60 + m) * 60 + s) * 1000 - instant.getMilliseconds();
}

/** The owner's local hour (0–23) at `instant`. */
export function localHour(timeZone: string, instant: Date): number {
  return Math.floor((instant.getTime() - startOfLocalDay(timeZone, instant)) / 3_600_000);
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `instant` in `timeZone`: ['YYYY-MM-DD', 'HH:MM']. */
export function localDateTime(timeZone: string, instant: Date): [string, string] {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    partFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return [`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`];
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole minutes). */
function offsetAt(timeZone: string, instant: number): number {
  const [date, time] = localDateTime(timeZone, new Date(instant));
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock date and time ('YYYY-MM-DD', 'HH:MM') happens in `timeZone`. A time that
 * does not exist (skipped by a daylight-saving jump) lands just after the jump; a time that happens
 * twice takes the first.
 */
export function instantAt(timeZone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  // Of the candidates, the earliest whose wall clock reads the asked time; else the later (a gap).
  for (const candidate of [Math.min(first, second), Math.max(first, second)]) {
    const [d, t] = localDateTime(timeZone, new Date(candidate));
    if (d === date && t === time) return candidate;
  }
  return Math.max(first, second);
}

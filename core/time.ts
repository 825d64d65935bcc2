// Calendar dates ('YYYY-MM-DD') in the owner's time zone. "Today", "days overdue" and "this morning"
// are the owner's, not the server's (DESIGN.md "Data").

/** What a wall clock in a time zone reads at an instant. */
export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
const pad2 = (n: number) => String(n).padStart(2, "0");

/** The zone this process's own clock (TZ) reads exactly, when a process says so (core/process-clock.ts). */
let processClockZone: string | null = null;

/** Called by core/process-clock.ts only. */
export function setProcessClockZone(timeZone: string | null) {
  processClockZone = timeZone;
}

/**
 * The wall clock of `instant` in `timeZone`. Where this process reads that zone on its own clock (the
 * terminal's briefing, for its one owner: core/process-clock.ts), Date's local fields read it: the
 * same ICU zone data, without the ~12 ms that the first Intl formatter costs a process (issue 10,
 * decision 310). Otherwise an Intl formatter, kept per zone; an unknown zone throws a RangeError.
 */
export function wallClock(timeZone: string, instant: Date | number): WallClock {
  const t = typeof instant === "number" ? new Date(instant) : instant;
  if (timeZone === processClockZone) {
    return {
      date: `${String(t.getFullYear()).padStart(4, "0")}-${pad2(t.getMonth() + 1)}-${pad2(t.getDate())}`,
      hour: t.getHours(),
      minute: t.getMinutes(),
      second: t.getSeconds(),
    };
  }
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    wallFormatters.set(timeZone, f);
  }
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of f.formatToParts(t)) p[part.type] = part.value;
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The calendar date of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export function dateIn(timeZone: string, instant: Date): string {
  // Every request asks "today" for its owner: the answer is kept for the rest of the UTC minute (no
  // time zone moves its midnight or its offset off a minute boundary), sparing most calls.
  const minute = Math.floor(instant.getTime() / 60_000);
  const kept = lastDate.get(timeZone);
  if (kept && kept.minute === minute) return kept.date;
  const date = wallClock(timeZone, instant).date;
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

/**
 * The instant the owner's current day began: local midnight in `timeZone` (on a day whose midnight a
 * daylight-saving jump skips, the first instant after it). Counting back the wall clock's hours from
 * `instant` would be an hour off on the days the clocks change.
 */
export function startOfLocalDay(timeZone: string, instant: Date): number {
  return instantAt(timeZone, wallClock(timeZone, instant).date, "00:00");
}

/** The owner's local hour (0–23) at `instant`. */
export function localHour(timeZone: string, instant: Date): number {
  return Math.floor((instant.getTime() - startOfLocalDay(timeZone, instant)) / 3_600_000);
}

/** The wall-clock date and time of `instant` in `timeZone`: ['YYYY-MM-DD', 'HH:MM']. */
export function localDateTime(timeZone: string, instant: Date): [string, string] {
  const { date, hour, minute } = wallClock(timeZone, instant);
  return [date, `${pad2(hour)}:${pad2(minute)}`];
}

/** "9:00 AM", "5:30 PM": the time of `instant` on the owner's clock, as en-US writes it. */
export function clockTimeIn(timeZone: string, instant: Date | number): string {
  const { hour, minute } = wallClock(timeZone, instant);
  return `${hour % 12 || 12}:${pad2(minute)} ${hour < 12 ? "AM" : "PM"}`;
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

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The date `months` months after year/month0, on `day` or the month's last day when shorter. */
export function monthDate(year: number, month0: number, months: number, day: number): string {
  const index = year * 12 + month0 + months;
  const y = Math.floor(index / 12);
  const m = index % 12;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The date `months` months after `date`, on its day or the month's last day when shorter (the 31st → the 30th). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return monthDate(y, m - 1, months, d);
}

/**
 * The month as the calendar draws it: whole weeks, Sunday first, so the few days of the neighbouring
 * months in its first and last rows are counted too (a due date on the 1st of next month, shown in the
 * last row, is marked like any other).
 */
export function monthGridRange(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  // The first of the next month: any month plus 40 days lands in the next one.
  const last = addDays(addDays(first, 40).slice(0, 7) + "-01", -1);
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  return { from: addDays(first, -weekday(first)), to: addDays(last, 6 - weekday(last)) };
}

// Short relative times for feeds and "Last updated": "just now", "5 min ago", "3 hours ago", "yesterday".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const absolute = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const monthDayYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * "just now" under a minute (and for a time slightly ahead of this device's clock), then minutes,
 * hours, days, and past a week the date itself. A text that is not a date is returned as it is.
 */
export function formatTimeAgo(value: string, now: number = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const elapsed = now - time;
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  const date = new Date(time);
  return (date.getFullYear() === new Date(now).getFullYear() ? monthDay : monthDayYear).format(date);
}

/** "Nov 21, 2026, 9:05 AM": for a title attribute beside a relative time. */
export function formatAbsoluteTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : absolute.format(time);
}

/** Whether an instant falls on the same local calendar day as `now`. */
export function isSameLocalDay(value: string, now: number = Date.now()): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const a = new Date(time);
  const b = new Date(now);
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

// The reference the clock tests check core/time.ts against: Intl's own reading of a zone's wall clock.
// It is written out here rather than taken from core/time.ts, so that a change there cannot pass by
// changing its reference too.
export function intlWallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
}

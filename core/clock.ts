/** The time source every verb reads, so tests and benchmarks can set "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test can move. */
export function fixedClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advanceDays(n: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(d) {
      current = new Date(d);
    },
    advanceDays(n) {
      current = new Date(current.getTime() + n * 86_400_000);
    },
  };
}

/** Real time, shifted: `set` moves "now" and time keeps running from there (browser tests). */
export function shiftableClock(): Clock & { set(d: Date | string): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(d) {
      offset = new Date(d).getTime() - Date.now();
    },
  };
}

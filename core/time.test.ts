// The owner's wall clock (core/time.ts) is read two ways: by Intl for any zone, or by Date's local
// fields when the process reads the owner's zone on its own clock (core/process-clock.ts: the terminal
// does that to skip Intl's start-up cost). Both must read the same, daylight-saving jumps and
// half-hour zones included.
import { afterEach, describe, expect, it } from "vitest";
import { intlWallClockFormat } from "../test/intl-wall-clock";
import { useProcessClockFor } from "./process-clock";
import { clockTimeIn, dateIn, instantAt, localDateTime, startOfLocalDay, wallClock } from "./time";

const ZONES = [
  "UTC",
  "America/New_York",
  "America/St_Johns",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "America/Santiago",
];

/** Every 20 minutes across the year's two jumps in both hemispheres, and a spread of other instants. */
const INSTANTS: number[] = [];
for (const day of ["2026-03-08", "2026-03-29", "2026-04-05", "2026-09-06", "2026-10-04", "2026-10-25", "2026-11-01"]) {
  const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  for (let t = start; t < start + 3 * 86_400_000; t += 20 * 60_000) INSTANTS.push(t);
}
for (let i = 0; i < 200; i++) INSTANTS.push(Date.UTC(1990, 0, 1) + i * 1_234_567_891);

function reference(timeZone: string, t: number) {
  const p = Object.fromEntries(
    intlWallClockFormat(timeZone)
      .formatToParts(t)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, hour: +p.hour, minute: +p.minute, second: +p.second };
}

let restore = () => {};
afterEach(() => restore());

describe("wallClock", () => {
  it("reads the same through Intl and through the process's own zone", () => {
    for (const zone of ZONES) {
      restore = useProcessClockFor("Asia/Tokyo"); // another zone: Intl answers
      const byIntl = INSTANTS.map((t) => wallClock(zone, t));
      restore();
      restore = useProcessClockFor(zone); // the owner's zone: Date's local fields answer
      expect(process.env.TZ).toBe(zone);
      const byLocalFields = INSTANTS.map((t) => wallClock(zone, t));
      restore();
      const expected = INSTANTS.map((t) => reference(zone, t));
      expect(byIntl, zone).toEqual(expected);
      expect(byLocalFields, zone).toEqual(expected);
    }
  });

  it("refuses an unknown zone", () => {
    restore = useProcessClockFor("Mars/Olympus_Mons");
    expect(process.env.TZ).not.toBe("Mars/Olympus_Mons");
    expect(() => wallClock("Mars/Olympus_Mons", Date.now())).toThrow(RangeError);
  });
});

describe("the owner's day and clock", () => {
  it("agree whichever way the clock is read", () => {
    const t = new Date("2026-03-08T07:30:15.250Z"); // 03:30:15 in New York, just after the jump
    for (const tz of ["Asia/Tokyo", "America/New_York"]) {
      restore = useProcessClockFor(tz);
      expect(dateIn("America/New_York", t)).toBe("2026-03-08");
      expect(localDateTime("America/New_York", t)).toEqual(["2026-03-08", "03:30"]);
      expect(startOfLocalDay("America/New_York", t)).toBe(Date.parse("2026-03-08T05:00:00Z"));
      expect(clockTimeIn("America/New_York", t)).toBe("3:30 AM");
      // 02:30 does not happen that day: the instant it would be on standard time, 03:30 on the new clock.
      expect(instantAt("America/New_York", "2026-03-08", "02:30")).toBe(Date.parse("2026-03-08T07:30:00Z"));
      restore();
    }
  });

  it("writes noon, midnight and the afternoon as en-US does", () => {
    restore = useProcessClockFor("UTC");
    expect(clockTimeIn("UTC", Date.parse("2026-11-23T00:05:00Z"))).toBe("12:05 AM");
    expect(clockTimeIn("UTC", Date.parse("2026-11-23T12:00:00Z"))).toBe("12:00 PM");
    expect(clockTimeIn("UTC", Date.parse("2026-11-23T17:45:00Z"))).toBe("5:45 PM");
  });
});

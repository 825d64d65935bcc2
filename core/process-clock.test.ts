// core/process-clock.ts reads an owner's clock from the process's own (TZ) only for the zone names
// Date reads exactly as Intl does: every name on the list is checked here against Intl, and the
// names Intl takes but Date reads otherwise keep Intl (qa13 F1).
import { afterEach, describe, expect, it } from "vitest";
import { intlWallClockFormat } from "../test/intl-wall-clock";
import { useProcessClockFor } from "./process-clock";
import { PROCESS_CLOCK_ZONES } from "./process-clock-zones";
import { wallClock } from "./time";

let restore = () => {};
afterEach(() => restore());

const pad = (n: number) => String(n).padStart(2, "0");
/** Every 7 h 13 min over 2026 and 2027: both clock changes of every zone, at several hours of the day. */
const INSTANTS: number[] = [];
for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) INSTANTS.push(t);

function intlReading(timeZone: string) {
  const f = intlWallClockFormat(timeZone);
  return (t: number) => f.format(t);
}

describe("the zones read on the process's own clock", () => {
  it("are every zone Intl lists, UTC, and each reads as Intl does", () => {
    for (const zone of [...Intl.supportedValuesOf("timeZone"), "UTC"])
      expect(PROCESS_CLOCK_ZONES.has(zone), zone).toBe(true);
    const differ: string[] = [];
    for (const zone of PROCESS_CLOCK_ZONES) {
      const intl = intlReading(zone);
      restore = useProcessClockFor(zone);
      for (const t of INSTANTS) {
        const d = new Date(t);
        const local = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}, ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
        if (local !== intl(t)) {
          differ.push(`${zone} at ${new Date(t).toISOString()}: ${local} against ${intl(t)}`);
          break;
        }
      }
      restore();
    }
    expect(differ).toEqual([]);
  });

  it("leave the process alone for a name Intl takes but Date does not read alike: another case, Eire", () => {
    const t = Date.parse("2026-11-23T17:11:00Z"); // 22:56 in Kathmandu, 17:11 in Dublin
    for (const [name, expected] of [
      ["asia/kathmandu", 22],
      ["Pacific/chatham", 6],
      ["Eire", 17],
    ] as const) {
      const tzBefore = process.env.TZ;
      restore = useProcessClockFor(name);
      expect(process.env.TZ, name).toBe(tzBefore);
      expect(wallClock(name, t).hour, name).toBe(expected);
      restore();
    }
  });
});

// A process that answers for one owner (the terminal's `microteam focus`) reads that owner's wall clock
// from Date's local fields instead of Intl, whose first formatter costs a process ~12 ms of ICU
// loading (issue 10, decision 310). It points TZ at the owner's zone and tells core/time.ts so; only
// for the zone names Date reads exactly as Intl does (core/process-clock-zones.ts), otherwise nothing
// changes and Intl reads the clock as everywhere else.
import { PROCESS_CLOCK_ZONES } from "./process-clock-zones";
import { setProcessClockZone } from "./time";

/**
 * Reads `timeZone`'s clock from this process's own from now on, when that is exact; returns what
 * puts the process back as it was (its TZ included), to call before anything else may run in it.
 */
export function useProcessClockFor(timeZone: string): () => void {
  if (!PROCESS_CLOCK_ZONES.has(timeZone)) return () => {};
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  setProcessClockZone(timeZone);
  return () => {
    setProcessClockZone(null);
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
}

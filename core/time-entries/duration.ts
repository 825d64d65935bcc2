// Durations and what they bill (docs/decisions/316-time-tracking.md). Pure: the forms, the terminal and
// the chat send the owner's words ("1h30m"), and this file alone reads them and prices them.
import { formatScaled, mulDivRound, QUANTITY_SCALE } from "../invoices";

/** A manual entry is at most a day: a longer one is a typo (a forgotten timer is stopped, not typed). */
export const MAX_ENTRY_MINUTES = 24 * 60;

const UNIT_MINUTES: Record<string, number> = { h: 60, m: 1 };

/**
 * "1h30m", "1h 30m", "90m", "90 min", "1.5h", "2 hours", "1 hour 15 minutes", "1:30" → whole minutes
 * (rounded to the nearest), or null when the text is not a duration. A bare number is not read: "2"
 * could be hours or minutes (the API's `duration` takes a number as minutes instead).
 */
export function parseDuration(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/,(?=\d)/g, ".");
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const words = t.replace(/\s+and\s+/g, " ");
  const parts = words.match(/\d+(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m)(?![a-z])/g);
  if (!parts || parts.join("").replace(/\s/g, "") !== words.replace(/\s/g, "")) return null;
  let minutes = 0;
  const units: string[] = [];
  for (const part of parts) {
    const [, amount, unit] = /^(\d+(?:\.\d+)?)\s*([hm])/.exec(part)!;
    units.push(unit);
    minutes += Number(amount) * UNIT_MINUTES[unit];
  }
  // Hours then minutes, each once: "1h1h" or "90m1h" is a slip, not 2 hours or 2h 30m.
  if (!["h", "m", "hm"].includes(units.join(""))) return null;
  return Math.round(minutes);
}

/** 90 → "1h 30m", 45 → "45m", 120 → "2h". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/**
 * Minutes as hours in the invoice's quantity (thousandths of an hour, the line's precision): 90 → 1500,
 * 20 → 333. What an entry bills is this quantity times the rate, so its figure is its invoice line's.
 */
export const hoursMilli = (minutes: number) => mulDivRound(minutes, QUANTITY_SCALE, 60);

/** 90 → "1.5", 20 → "0.333". */
export const formatHours = (minutes: number) => formatScaled(hoursMilli(minutes), QUANTITY_SCALE);

/**
 * What `minutes` at `rateCents` an hour bill, rounded once to the cent (half away from zero), exactly as
 * the invoice prices the line (core/invoices/line-totals.ts lineAmountCents). In a currency without a
 * fraction (`wholeUnits`: JPY, KRW…) it is rounded once to the whole unit instead, since the invoice
 * takes only whole amounts of it (core/time-entries/invoice.ts bills such a line as 1 × the amount).
 */
export const amountCents = (minutes: number, rateCents: number, wholeUnits = false) =>
  wholeUnits
    ? mulDivRound(hoursMilli(minutes), rateCents, QUANTITY_SCALE * 100) * 100
    : mulDivRound(hoursMilli(minutes), rateCents, QUANTITY_SCALE);

/** A timer's whole minutes between two instants, at least 1 (a timer stopped at once still counts). */
export const timerMinutes = (startedAt: Date, endedAt: Date) =>
  Math.max(1, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000));

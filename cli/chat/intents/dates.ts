// Dates. Calendar days are the owner's local days (the terminal runs on the owner's machine).
// Both the task and the invoice rules read due dates ("tomorrow", "next friday", "net 30"), so the
// one reading of a date phrase lives here.

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};

/** Short forms that are not also English words ("sun", "sat" and "wed" are, so they need the full name). */
const WEEKDAY_SHORT: Record<string, number> = { mon: 1, tue: 2, tues: 2, thu: 4, thur: 4, thurs: 4, fri: 5 };

/** "thursday", "tues", "fri" → 0–6, otherwise -1. */
function weekdayIndex(word: string): number {
  return WEEKDAY_SHORT[word] ?? WEEKDAYS.indexOf(word);
}

function monthIndex(word: string): number {
  return word.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(word)) : -1;
}

function dayOf(now: Date, plusDays = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + plusDays);
}

function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A real calendar date, or undefined for 2026-02-30. */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(year, month, day);
  return d.getFullYear() === year && d.getMonth() === month && d.getDate() === day ? d : undefined;
}

/**
 * A date phrase as YYYY-MM-DD, or undefined when it is not one.
 * - today, tomorrow, the day after tomorrow, next week (= in 7 days), in N days / weeks, net 30,
 *   end of month, 2026-12-01, Dec 1, 1st of December 2026 (no year: the next such day);
 * - "friday" / "this friday" = the next Friday after today (1–7 days away);
 *   "next friday" = the Friday of next week (weeks start on Monday): said on a Monday it is 11 days away.
 */
export function resolveDate(phrase: string, now: Date = new Date()): string | undefined {
  const p = phrase
    .toLowerCase()
    .trim()
    .replace(/[.,!?]+$/, "")
    .replace(/^(?:(?:due|by|on|before|until|for|at|the)\s+)+/, "");
  const date = relativeDay(p, now) ?? weekday(p, now) ?? absoluteDay(p, now);
  return date ? isoDay(date) : undefined;
}

function relativeDay(p: string, now: Date): Date | undefined {
  if (/^(?:today|tonight|eod|end of (?:the )?day|this (?:morning|afternoon|evening))$/.test(p)) return dayOf(now);
  if (/^(?:tomorrow|tmrw|tmr|tomorow)(?: (?:morning|afternoon|evening|night))?$/.test(p)) return dayOf(now, 1);
  if (/^(?:the )?day after tomorrow$/.test(p)) return dayOf(now, 2);
  if (/^next week$/.test(p)) return dayOf(now, 7);
  if (/^(?:end of (?:the |this )?month|eom)$/.test(p)) return new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const net = /^net ?(\d{1,3})$/.exec(p);
  if (net) return dayOf(now, Number(net[1]));
  if (/^(?:in )?(?:a|one) fortnight$/.test(p)) return dayOf(now, 14);
  // "in 2 wks", "in 10d", "within three weeks": shorthand is how owners type.
  // A number word needs its space ("an d" is no date; "and" must not read as one day).
  const span =
    /^(?:in |within )?(?:(\d{1,3}) ?(days?|d|weeks?|wks?|w)|([a-z]+) (days?|weeks?|wks?))(?: from (?:now|today)| time)?$/.exec(
      p,
    );
  if (span) {
    const n = span[1] !== undefined ? Number(span[1]) : NUMBER_WORDS[span[3]];
    if (n !== undefined) return dayOf(now, (span[2] ?? span[4]).startsWith("w") ? n * 7 : n);
  }
  return undefined;
}

function weekday(p: string, now: Date): Date | undefined {
  const m = /^(this |coming |this coming |next )?([a-z]+)$/.exec(p);
  const target = m ? weekdayIndex(m[2]) : -1;
  if (!m || target < 0) return undefined;
  const today = now.getDay();
  if (m[1] === "next ") {
    const toNextMonday = (8 - today) % 7 || 7;
    return dayOf(now, toNextMonday + ((target + 6) % 7));
  }
  return dayOf(now, (target - today + 7) % 7 || 7);
}

function absoluteDay(p: string, now: Date): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const named =
    /^(?:(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]+)|([a-z]+) (\d{1,2})(?:st|nd|rd|th)?)(?:,? (\d{4}))?$/.exec(p);
  if (!named) return undefined;
  const month = monthIndex(named[2] ?? named[3]);
  const day = Number(named[1] ?? named[4]);
  if (month < 0) return undefined;
  if (named[5]) return calendarDate(Number(named[5]), month, day);
  // Without a year: the next time that day comes round (today included).
  const thisYear = calendarDate(now.getFullYear(), month, day);
  return thisYear && thisYear >= dayOf(now) ? thisYear : calendarDate(now.getFullYear() + 1, month, day);
}

/**
 * A date in the past as YYYY-MM-DD ("paid yesterday", "on the 20th", "on friday"), or undefined.
 * A day of the month or a weekday is the last one on or before today.
 */
export function resolvePastDate(phrase: string, now: Date = new Date()): string | undefined {
  const p = phrase
    .toLowerCase()
    .trim()
    .replace(/[.,!?]+$/, "")
    .replace(/^(?:(?:on|the|last)\s+)+/, "");
  if (/^(?:today|this morning|earlier today)$/.test(p)) return isoDay(dayOf(now));
  if (p === "yesterday") return isoDay(dayOf(now, -1));
  if (/^day before yesterday$/.test(p)) return isoDay(dayOf(now, -2));
  const nth = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(p);
  if (nth) {
    const day = Number(nth[1]);
    const thisMonth = calendarDate(now.getFullYear(), now.getMonth(), day);
    if (thisMonth && thisMonth <= dayOf(now)) return isoDay(thisMonth);
    const previous = calendarDate(now.getFullYear(), now.getMonth() - 1, day);
    return previous ? isoDay(previous) : undefined;
  }
  const target = weekdayIndex(p);
  if (target >= 0) return isoDay(dayOf(now, -((now.getDay() - target + 7) % 7 || 7)));
  const ahead = absoluteDay(p, now);
  if (!ahead) return undefined;
  // "nov 20" without a year: this year's, unless that is still to come.
  return ahead > dayOf(now)
    ? isoDay(new Date(ahead.getFullYear() - 1, ahead.getMonth(), ahead.getDate()))
    : isoDay(ahead);
}

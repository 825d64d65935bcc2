// Dates and times in free text, with their spans, for scheduling ("call acme friday at 10") and for
// records ("acme paid friday"). Built on chrono-node (English, US order: "12/15" is December 15), read
// on the owner's wall clock: chrono is handed the owner's local date and time as if it were UTC, so
// every component it returns is a wall-clock value in the owner's zone.
//
// chrono reads the absolute forms ("dec 15", "15 dec", "december 15th", "12/15", "12/15/2026"), the
// times ("11am", "noon", "at 9", "from 9 to 11"), "today"/"tomorrow"/"yesterday", "in 2 weeks",
// "3 days ago", and joins a date to a time that follows it ("tomorrow at 9", "fri 11am"). Its weekday
// and "next week/month" parsers are replaced by ours, and ours are added for what it lacks:
// - weekday names: "friday" = the next Friday strictly after today (said on a Friday: a week away);
//   "this friday" = this week's, today included; "next friday" = the Friday of next week (weeks start
//   Monday, as in intents/dates.ts: said on a Monday it is 11 days away); "last friday" = the most
//   recent Friday before today; "monday after next" = a week after the coming Monday. "sat", "sun" and
//   "wed" are English words: read only after this/next/last/on.
// - "the 3rd", "on the 12th", "the 1st of next month", "first of the month/year", "last day of the month".
// - "this/next weekend" (Saturday, until Sunday), "next week" (its Monday, until Sunday), "next month"
//   (its 1st, until its last day), "next year" (Jan 1, until Dec 31).
// - "end of (the) month"/"eom", "end of next month", "end of (the) week"/"eow" (Friday), "end of the
//   year"/"eoy"; "eod"/"end of day"/"cob"/"close of business" = 17:00 (today unless a date is joined).
// - "tonight"/"this evening" = today at 20:00 unless a time is given ("tonight 8pm", "tonight at 9");
//   "this morning"/"this afternoon" = today, no time.
// Choices: a time without am/pm is read in working hours: 7–11 → morning, 12 → noon, 1–6 → afternoon
// ("at 3" = 15:00), 0 and 13–23 as written. A time alone ("noon", "at 3pm") is today's.
// `prefer` ("future" by default) settles what the text leaves open: a bare weekday, "the 12th", "dec 15"
// without a year. "future": today or later (weekdays: after today); "past" (a payment's date): today or
// earlier (weekdays: before today). Words that say which way ("last friday", "yesterday", "next week")
// are read as written either way.
// Not read: "asap", the fractions "1/2", "1/3", "2/3", "1/4", "3/4" (a share, not January 2), bare numbers ("invoice 2054", "$600", "net 30", "5 page site") and durations
// ("2 hours"), which durations.ts reads.
// The English entry alone: the package's root loads every locale (~0.9 s cold against ~0.14 s).
import { Chrono, casual } from "chrono-node/en";
import type { ParsedComponents, Parser, ParsingContext } from "chrono-node";
import { addDays, addMonths, wallClock } from "@core/time";

export interface DateMention {
  /** Where the mention starts in the text, and where it ends (exclusive). */
  index: number;
  end: number;
  text: string;
  /** 'YYYY-MM-DD' on the owner's calendar. */
  date: string;
  /** 'HH:MM', 24h, when the text gives a time (or "tonight", "eod"). */
  time?: string;
  /** The last day of a range: "this weekend" → its Sunday. */
  until?: string;
}

export interface ReadDatesOptions {
  now: Date;
  timeZone: string;
  prefer?: "future" | "past";
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad2(m)}-${pad2(d)}`;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const lastOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);
/** Monday of the week holding `date`. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const WEEKDAYS: Record<string, number> = {
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tues: 2, tue: 2, wednesday: 3, wed: 3,
  thursday: 4, thurs: 4, thur: 4, thu: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
}; // prettier-ignore
const WORDLIKE = new Set(["sun", "sat", "wed"]);
/** Nouns after "the 3rd" that make it a count, not a date ("the 3rd invoice"). */
const ORDINAL_NOUNS =
  "invoices?|quotes?|reminders?|payments?|instal+ments?|items?|lines?|times?|emails?|posts?|pages?|tasks?|clients?|ones?|weeks?|days?|months?|years?|visits?|sessions?|calls?|meetings?|drafts?|versions?|rounds?|steps?|place|person|party";

type Prefer = "future" | "past";

/** The date `weekday` falls on, looking from `today` one way, strictly (not today). */
function nextWeekday(today: string, weekday: number, prefer: Prefer): string {
  const diff = (weekday - weekdayOf(today) + 7) % 7;
  return prefer === "future" ? addDays(today, diff === 0 ? 7 : diff) : addDays(today, diff === 0 ? -7 : diff - 7);
}

/** The `day` of the month nearest `today` on the `prefer` side (today included); short months skipped. */
function dayOfMonth(today: string, day: number, prefer: Prefer): string | null {
  const step = prefer === "future" ? 1 : -1;
  for (let k = 0; k < 13; k++) {
    const first = addMonths(`${today.slice(0, 7)}-01`, k * step);
    const date = `${first.slice(0, 8)}${pad2(day)}`;
    if (date.slice(8) !== pad2(day) || lastOfMonth(first) < date) continue;
    if (prefer === "future" ? date >= today : date <= today) return date;
  }
  return null;
}

/** `month`/`day` in the year that puts it on the `prefer` side of `today` (today included). */
function monthDay(today: string, month: number, day: number, prefer: Prefer): string {
  const year = Number(today.slice(0, 4));
  const date = iso(year, month, day);
  if (prefer === "future") return date >= today ? date : iso(year + 1, month, day);
  return date <= today ? date : iso(year - 1, month, day);
}

const todayOf = (context: ParsingContext) => context.reference.instant.toISOString().slice(0, 10);

function components(context: ParsingContext, date: string) {
  const [year, month, day] = date.split("-").map(Number);
  return context.createParsingComponents({ year, month, day });
}

function range(context: ParsingContext, match: RegExpMatchArray, from: string, to: string) {
  const result = context.createParsingResult(match.index ?? 0, match[0]);
  result.start = components(context, from);
  result.end = components(context, to);
  return result;
}

const TAG_TONIGHT = "microteam/tonight";

function ourParsers(prefer: Prefer): Parser[] {
  const weekday: Parser = {
    pattern: () =>
      /(?<![\w-])(?:(this|next|last|coming|past|previous|on)\s+)?(sunday|sun|monday|mon|tuesday|tues|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat)\b\.?(\s+after\s+next)?(\s+(?:at\s+)?(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.m\.|p\.m\.)(?![\w/-])|\s+at\s+(\d{1,2})(?::(\d\d))?(?![\w/:-])|\s+(\d{1,2}):(\d\d)(?![\w/-]))?/i,
    extract(context, match) {
      const today = todayOf(context);
      const modifier = match[1]?.toLowerCase();
      const name = match[2].toLowerCase();
      // "sun", "sat", "wed" are words too: a day only with "on"/"next"… or a time after it ("wed 10am").
      if (WORDLIKE.has(name) && !modifier && !match[4]) return null;
      const day = WEEKDAYS[name];
      let date: string;
      if (match[3]) date = addDays(nextWeekday(today, day, "future"), 7);
      else if (modifier === "this") date = weekdayOf(today) === day ? today : nextWeekday(today, day, "future");
      else if (modifier === "next") date = addDays(mondayOf(today), 7 + ((day + 6) % 7));
      else if (modifier === "coming") date = nextWeekday(today, day, "future");
      else if (modifier === "last" || modifier === "past" || modifier === "previous")
        date = nextWeekday(today, day, "past");
      else date = nextWeekday(today, day, prefer);
      // "wed 10am", "friday at 3", "mon 14:30": the time written after the day is read with it.
      const at = (c: ReturnType<typeof components>) => {
        const hour = match[5] ?? match[8] ?? match[10];
        if (!hour) return c;
        let h = Number(hour);
        const meridiem = match[7]?.toLowerCase().replace(/\./g, "");
        if (h > 23 || (meridiem && (h < 1 || h > 12))) return c;
        if (meridiem) {
          if (meridiem === "pm" && h < 12) h += 12;
          if (meridiem === "am" && h === 12) h = 0;
          c.assign("meridiem", h >= 12 ? 1 : 0);
        }
        c.assign("hour", h);
        c.assign("minute", Number(match[6] ?? match[9] ?? match[11] ?? 0));
        return c;
      };
      // "on friday": the span starts at the weekday, so the caller masks only the date words.
      if (modifier === "on") {
        const offset = match[0].toLowerCase().indexOf(name, 2);
        const result = context.createParsingResult((match.index ?? 0) + offset, match[0].slice(offset));
        result.start = at(components(context, date));
        return result;
      }
      return at(components(context, date));
    },
  };

  const spans: Parser = {
    pattern: () =>
      /(?<![\w-])(?:(this|next|the|coming)\s+weekend|(next)\s+(week|month|year)|(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(next\s+)?(week|month|year)|eo(w|m|y))\b/i,
    extract(context, match) {
      const today = todayOf(context);
      if (match[1]) {
        const saturday = weekdayOf(today) === 0 ? addDays(today, -1) : addDays(mondayOf(today), 5);
        const from = match[1].toLowerCase() === "next" ? addDays(saturday, 7) : saturday;
        return range(context, match, from < today ? today : from, addDays(from, 1));
      }
      if (match[2]) {
        const unit = match[3].toLowerCase();
        if (unit === "week") return range(context, match, addDays(mondayOf(today), 7), addDays(mondayOf(today), 13));
        if (unit === "month") {
          const first = addMonths(`${today.slice(0, 7)}-01`, 1);
          return range(context, match, first, lastOfMonth(first));
        }
        const year = Number(today.slice(0, 4)) + 1;
        return range(context, match, `${year}-01-01`, `${year}-12-31`);
      }
      const unit = (match[5] ?? { w: "week", m: "month", y: "year" }[match[6].toLowerCase()]).toLowerCase();
      const next = Boolean(match[4]);
      if (unit === "week") {
        const friday = addDays(mondayOf(today), 4 + (next ? 7 : 0));
        return components(context, !next && friday < today ? addDays(friday, 7) : friday);
      }
      if (unit === "month") return components(context, lastOfMonth(addMonths(today, next ? 1 : 0)));
      return components(context, `${Number(today.slice(0, 4)) + (next ? 1 : 0)}-12-31`);
    },
  };

  const endOfDay: Parser = {
    pattern: () =>
      /(?<![\w-])(?:(?:the\s+)?end\s+of\s+(?:the\s+)?(?:business\s+)?day|eod|cob|close\s+of\s+business)\b/i,
    extract: (context) => {
      const c = context.createParsingComponents({ hour: 17, minute: 0 });
      c.assign("meridiem", 1);
      return c;
    },
  };

  const ordinal: Parser = {
    pattern: () =>
      new RegExp(
        String.raw`(?<![\w-])(?:(the\s+)?(\d{1,2})(?:st|nd|rd|th)|(the\s+)?(first|last\s+day))(?:\s+of\s+(?:the\s+)?(this\s+|next\s+)?(month|year))?(?!\s+(?:${ORDINAL_NOUNS})\b)(?![\w-])`,
        "i",
      ),
    extract(context, match) {
      const today = todayOf(context);
      const [, theNumber, digits, theWord, word, which, unit] = match;
      if (!unit && !theNumber && !theWord) return null; // "3rd" alone is a rank, not a date
      const last = word?.toLowerCase().startsWith("last");
      if (word && !unit) return null; // "the first" alone: "the first invoice", "the first one"
      const day = digits ? Number(digits) : 1;
      if (day < 1 || day > 31) return null;
      const u = unit?.toLowerCase();
      const w = which?.trim().toLowerCase();
      if (u === "year") {
        if (digits) return null;
        const year = Number(today.slice(0, 4)) + (w === "next" ? 1 : 0);
        if (last) return components(context, `${year}-12-31`);
        const date = w || prefer === "past" ? `${year}-01-01` : `${year + (today === `${year}-01-01` ? 0 : 1)}-01-01`;
        return components(context, date);
      }
      if (u === "month" && w) {
        const first = addMonths(`${today.slice(0, 7)}-01`, w === "next" ? 1 : 0);
        const date = last ? lastOfMonth(first) : `${first.slice(0, 8)}${pad2(day)}`;
        return date.slice(8) === pad2(day) || last ? components(context, date) : null;
      }
      if (last) return components(context, lastOfMonth(today));
      const date = dayOfMonth(today, day, prefer);
      return date ? components(context, date) : null;
    },
  };

  const partOfDay: Parser = {
    pattern: () => /(?<![\w-])(tonight|tonite|this\s+evening|this\s+morning|this\s+afternoon)\b/i,
    extract(context, match) {
      const c = components(context, todayOf(context));
      if (/^(tonight|tonite|this\s+evening)$/i.test(match[1])) {
        c.imply("hour", 20);
        c.addTag(TAG_TONIGHT);
      }
      return c;
    },
  };

  // "end of jan", "the last day of february", "by the end of march": that month's last day, the coming one
  // (or the one gone by, for what is in the past).
  const monthEnd: Parser = {
    pattern: () =>
      /(?<![\w-])(?:the\s+)?(?:end|last\s+day)\s+of\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/i,
    extract(context, match) {
      const today = todayOf(context);
      const month = MONTH_NUMBERS[match[1].slice(0, 3).toLowerCase()];
      const thisYear = Number(today.slice(0, 4));
      const current = Number(today.slice(5, 7));
      const year =
        prefer === "past" ? (month > current ? thisYear - 1 : thisYear) : month < current ? thisYear + 1 : thisYear;
      return components(context, lastOfMonth(`${year}-${pad2(month)}-01`));
    },
  };

  return [weekday, spans, endOfDay, monthEnd, ordinal, partOfDay];
}

/** chrono's English parsers, less those whose readings ours replace (found by what they read). */
const chronoParsers = (() => {
  const probe = { instant: new Date(Date.UTC(2026, 0, 5, 9)), timezone: 0 };
  return casual.parsers.filter(
    (parser) =>
      !["friday", "next week"].some((text) =>
        new Chrono({ parsers: [parser], refiners: [] }).parse(text, probe).some((r) => r.text === text),
      ),
  );
})();

/** A mention chrono reads that is a duration or a bare number, not a date ("2 hours", "2054"). */
const NOT_A_DATE =
  /^(?:\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|m|mins?|minutes?|d|days?|w|wks?|weeks?|months?|years?|yrs?)|\d+)$/i;

/** A part of the day alone ("our open studio night", "morning coffee"): a topic's word, not a day. */
const PART_OF_DAY = /^(?:night|morning|evening|afternoon|midnight)$/i;
/** "120 a month": a sum before "a", not 1:20 am (a time needs "am", a colon or "at"). */
const CLIPPED_TIME = /^\d{1,4}\s?[ap]$/i;

/** "1/2", "3/4": a share of something ("pay 1/2 now"), not January 2. */
const FRACTION = /^(?:1\/[234]|[23]\/[34])$/;

export function readDates(text: string, { now, timeZone, prefer = "future" }: ReadDatesOptions): DateMention[] {
  const wall = wallClock(timeZone, now);
  const today = wall.date;
  const [y, m, d] = today.split("-").map(Number);
  const instant = new Date(Date.UTC(y, m - 1, d, wall.hour, wall.minute, wall.second));
  const reader = new Chrono({
    parsers: [...ourParsers(prefer), ...chronoParsers],
    refiners: casual.refiners,
  });
  const mentions: DateMention[] = [];
  for (const result of reader.parse(text, { instant, timezone: 0 })) {
    const said = result.text.trim();
    if (NOT_A_DATE.test(said) || FRACTION.test(said) || PART_OF_DAY.test(said) || CLIPPED_TIME.test(said)) continue;
    const start = result.start;
    const dateOf = (c: ParsedComponents) => {
      const month = c.get("month") ?? m;
      const day = c.get("day") ?? d;
      if (c.isCertain("month") && !c.isCertain("year")) return monthDay(today, month, day, prefer);
      return iso(c.get("year") ?? y, month, day);
    };
    const date = dateOf(start);
    const mention: DateMention = {
      index: result.index,
      end: result.index + result.text.length,
      text: result.text,
      date,
    };
    const tonight = start.tags().has(TAG_TONIGHT);
    if (start.isCertain("hour")) {
      let hour = start.get("hour") ?? 0;
      if (!start.isCertain("meridiem") && ((hour >= 1 && hour <= 6) || (tonight && hour < 12))) hour += 12;
      mention.time = `${pad2(hour)}:${pad2(start.get("minute") ?? 0)}`;
    } else if (tonight) mention.time = "20:00";
    if (result.end) {
      let until = dateOf(result.end);
      // "dec 1 to jan 15" read in the past: the range runs forward from its start.
      if (until < date && !result.end.isCertain("year")) until = addMonths(until, 12);
      if (until > date) mention.until = until;
    }
    mentions.push(mention);
  }
  return mentions;
}

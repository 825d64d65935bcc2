// Reporting periods in free text, with their spans, as date ranges on the owner's calendar:
// "last quarter" (the previous calendar quarter), "this quarter"/"qtd", "q3", "q3 2025", "october"/"in
// october" (the most recent October not in the future), "november 2025", "last month", "this
// month"/"so far this month"/"mtd", "this year"/"ytd"/"year to date", "last year", "in 2025", "this
// week"/"last week", "since september" (September 1 to today), "since oct 15", "last 30 days"/"past
// 90 days"/"last 2 weeks"/"past 3 months", "between oct 1 and nov 15"/"from oct 1 to nov 15".
// Choices: weeks start on Monday ("last week" is Monday to Sunday before this one). No period ends after
// today: "this quarter", "q4" or "december" while it runs end today. "last 30 days" counts today (from
// 29 days ago). Month names as words that are also English ("may", "march") need "in", "since",
// "for", "during", "of" before them or a year after ("in may", "may 2026"). Comparisons
// (readComparison): "vs last month", "compared to last month", "than last year", "this month vs last",
// "october vs november": the earlier period is `previous`; a lone "vs last X" compares with this X
// (to date) unless the text names another period; the previous period is always a whole one.
import { addDays, addMonths } from "@core/time";
import { readDates } from "./dates";

export interface Period {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** "November 2026", "Q3 2026", "2025", "week of 2026-11-23", "last 30 days". */
  label: string;
}

export interface PeriodMention extends Period {
  index: number;
  end: number;
  text: string;
}

export interface ComparisonMention {
  index: number;
  end: number;
  text: string;
  current: Period;
  previous: Period;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]; // prettier-ignore
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const WORDLIKE_MONTHS = new Set(["may", "mar", "march", "jun", "jan", "dec", "sep", "aug"]);
const monthIndex = (word: string) =>
  MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)));
const pad2 = (n: number) => String(n).padStart(2, "0");
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
const lastOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

type Unit = "week" | "month" | "quarter" | "year";

/** The whole `unit` holding `date`. */
function unitOf(unit: Unit, date: string): Period {
  const year = Number(date.slice(0, 4));
  const month0 = Number(date.slice(5, 7)) - 1;
  if (unit === "week") {
    const from = mondayOf(date);
    return { from, to: addDays(from, 6), label: `week of ${from}` };
  }
  if (unit === "month")
    return { from: `${date.slice(0, 7)}-01`, to: lastOfMonth(date), label: `${MONTH_NAMES[month0]} ${year}` };
  if (unit === "quarter") {
    const q = Math.floor(month0 / 3);
    const from = `${year}-${pad2(q * 3 + 1)}-01`;
    return { from, to: lastOfMonth(addMonths(from, 2)), label: `Q${q + 1} ${year}` };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31`, label: String(year) };
}

/** The `unit` `n` units before the one holding `today`. */
function unitBefore(unit: Unit, today: string, n = 1): Period {
  if (unit === "week") return unitOf("week", addDays(mondayOf(today), -7 * n));
  const months = unit === "month" ? n : unit === "quarter" ? 3 * n : 12 * n;
  return unitOf(unit, addMonths(`${today.slice(0, 7)}-01`, -months));
}

/** No period ends after today; one cut short says so. */
function clip(period: Period, today: string): Period {
  return period.to > today ? { ...period, to: today, label: `${period.label} to date` } : period;
}

/** The most recent `month0` (0–11) that has begun by `today`. */
function recentMonth(month0: number, today: string, year?: number): Period {
  const y =
    year ?? (Number(today.slice(5, 7)) - 1 >= month0 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1);
  return unitOf("month", `${y}-${pad2(month0 + 1)}-01`);
}

type Rule = [RegExp, (m: RegExpMatchArray, today: string) => Period | null];

const UNIT = String.raw`(week|month|quarter|year)`;
const NUM_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, six: 6, seven: 7, twelve: 12 };

const RULES: Rule[] = [
  [
    new RegExp(
      String.raw`(?<![\w-])(?:between|from)\s+(.+?)\s+(?:and|to|through|thru|until|till|-|–)\s+(.+?)(?=$|[,.;?!]|\s+(?:vs|versus|compared|for|on|by|in)\b)`,
      "gi",
    ),
    (m, today) => {
      const dates = readDates(m[0], { now: new Date(`${today}T12:00:00Z`), timeZone: "UTC", prefer: "past" });
      let from: string;
      let to: string;
      if (dates.length === 1 && dates[0].until) [from, to] = [dates[0].date, dates[0].until];
      else if (dates.length === 2 && !dates[0].until && !dates[1].until) [from, to] = [dates[0].date, dates[1].date];
      else return null;
      if (to < from) to = addMonths(to, 12);
      if (to < from) return null;
      to = to > today ? today : to;
      return { from, to, label: `${from} to ${to}` };
    },
  ],
  [
    new RegExp(
      String.raw`(?<![\w-])(?:the\s+)?(?:last|past|previous|prior)\s+(\d{1,3}|a|one|two|three|four|six|seven|twelve)\s+(days?|weeks?|months?)(?![\w-])`,
      "gi",
    ),
    (m, today) => {
      const n = NUM_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
      const unit = m[2].toLowerCase().replace(/s$/, "");
      if (!(n > 0)) return null;
      const from =
        unit === "day"
          ? addDays(today, -(n - 1))
          : unit === "week"
            ? addDays(today, -(7 * n - 1))
            : addDays(addMonths(today, -n), 1);
      return { from, to: today, label: `last ${n} ${unit}${n === 1 ? "" : "s"}` };
    },
  ],
  [
    new RegExp(
      String.raw`(?<![\w-])(?:(?:so\s+far\s+)?this|the\s+current|current)\s+${UNIT}(?:\s+(?:so\s+far|to\s+date))?(?![\w-])`,
      "gi",
    ),
    (m, today) => clip(unitOf(m[1].toLowerCase() as Unit, today), today),
  ],
  [
    /(?<![\w-])(?:(w|m|q|y)td|(week|month|quarter|year)[\s-]to[\s-]date)(?![\w-])/gi,
    (m, today) => {
      const unit =
        m[2]?.toLowerCase() ?? ({ w: "week", m: "month", q: "quarter", y: "year" } as const)[m[1].toLowerCase() as "w"];
      return clip(unitOf(unit as Unit, today), today);
    },
  ],
  [
    new RegExp(String.raw`(?<![\w-])(?:the\s+)?(?:last|previous|prior|past)\s+${UNIT}(?![\w-])`, "gi"),
    (m, today) => unitBefore(m[1].toLowerCase() as Unit, today),
  ],
  [
    /(?<![\w-])(?:(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)(?:\s+(?:of\s+)?((?:19|20)\d\d))?|((?:19|20)\d\d)\s+q([1-4]))(?![\w-])/gi,
    (m, today) => {
      const ordinals: Record<string, number> = {
        first: 1,
        "1st": 1,
        second: 2,
        "2nd": 2,
        third: 3,
        "3rd": 3,
        fourth: 4,
        "4th": 4,
      };
      const q = Number(m[1] ?? m[5] ?? ordinals[m[2]?.toLowerCase() ?? ""]);
      const written = m[3] ?? m[4];
      const thisYear = Number(today.slice(0, 4));
      const started = `${thisYear}-${pad2((q - 1) * 3 + 1)}-01` <= today;
      const year = written ? Number(written) : started ? thisYear : thisYear - 1;
      return clip(unitOf("quarter", `${year}-${pad2((q - 1) * 3 + 1)}-01`), today);
    },
  ],
  [
    new RegExp(
      String.raw`(?<![\w-])since\s+${MONTH}(?:\s+(\d{1,2})(?:st|nd|rd|th)?)?(?:,?\s+((?:19|20)\d\d))?(?![\w-])`,
      "gi",
    ),
    (m, today) => {
      const month = recentMonth(monthIndex(m[1]), today, m[3] ? Number(m[3]) : undefined);
      const from = m[2] ? `${month.from.slice(0, 8)}${pad2(Number(m[2]))}` : month.from;
      if (from > today || from.slice(0, 7) !== month.from.slice(0, 7) || Number(m[2] ?? 1) > Number(month.to.slice(8)))
        return null;
      return { from, to: today, label: `since ${from}` };
    },
  ],
  [
    new RegExp(
      String.raw`(?<![\w-])(?:(in|for|during|of|from)\s+)?${MONTH}(?:,?\s+((?:19|20)\d\d))?(?![\w-])(?!\s+\d)`,
      "gi",
    ),
    (m, today) => {
      if (!m[1] && !m[3] && WORDLIKE_MONTHS.has(m[2].toLowerCase())) return null;
      return clip(recentMonth(monthIndex(m[2]), today, m[3] ? Number(m[3]) : undefined), today);
    },
  ],
  [
    /(?<![\w-])(?:(?:in|for|during|of)\s+)((?:19|20)\d\d)(?![\w-])/gi,
    (m, today) => (m[1] > today.slice(0, 4) ? null : clip(unitOf("year", `${m[1]}-01-01`), today)),
  ],
];

export function readPeriods(text: string, { today }: { today: string }): PeriodMention[] {
  const found: PeriodMention[] = [];
  for (const [pattern, read] of RULES) {
    for (const m of text.matchAll(pattern)) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (found.some((f) => f.index < end && index < f.end)) continue;
      const period = read(m, today);
      if (period && period.from <= today) found.push({ index, end, text: m[0], ...period });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const VERSUS = String.raw`(?:vs\.?|versus|compared\s+(?:to|with)|against|than|over)`;

/**
 * Two periods set against each other, or null. "this month vs last": the bare "last" takes the unit of
 * the period before it. "revenue vs last month": the current period is this month, to date.
 */
export function readComparison(text: string, { today }: { today: string }): ComparisonMention | null {
  const word = new RegExp(String.raw`(?<![\w-])${VERSUS}(?![\w-])`, "i").exec(text);
  if (!word) return null;
  const at = word.index;
  const periods = readPeriods(text, { today });
  const before = periods.filter((p) => p.end <= at).at(-1);
  let after = periods.find((p) => p.index >= at + word[0].length);
  let end = after?.end ?? at + word[0].length;
  if (!after) {
    // "this month vs last", "this year compared to the previous one"
    const bare = /^\s+(?:the\s+)?(last|previous|prior)(?:\s+one)?(?![\w-])/i.exec(text.slice(at + word[0].length));
    const unit = before && /(week|month|quarter|year)|([wmqy])td/i.exec(before.text);
    if (!bare || !before || !unit) return null;
    const u = (unit[1]?.toLowerCase() ??
      ({ w: "week", m: "month", q: "quarter", y: "year" } as const)[unit[2].toLowerCase() as "w"]) as Unit;
    end = at + word[0].length + bare[0].length;
    after = {
      index: at + word[0].length,
      end,
      text: bare[0].trim(),
      ...unitBefore(u, before.from > today ? today : before.from),
    };
  }
  let current: Period | undefined = before;
  if (!current) {
    const unit = /(week|month|quarter|year)/i.exec(after.text)?.[1]?.toLowerCase() as Unit | undefined;
    if (!unit) return null;
    current = clip(unitOf(unit, today), today);
  }
  const strip = ({ from, to, label }: Period): Period => ({ from, to, label });
  const [previous, latest] = after.from < current.from ? [after, current] : [current, after];
  const index = before?.index ?? at;
  return { index, end, text: text.slice(index, end), current: strip(latest), previous: strip(previous) };
}

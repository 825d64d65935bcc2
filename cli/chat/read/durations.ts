// Lengths of time in free text, with their spans, in minutes: "45 min", "45 mins", "2h", "2 hrs",
// "1h30m", "1h 30", "1.5 hours", "2 hours 15 minutes", "an hour and a half", "half an hour", "90
// minutes", "2 and a half hours", "a quarter of an hour", and the time between two clock times:
// "from 9 to 11", "9-11am", "9:30 to 11", "between 2 and 4pm", "9am-5pm".
// Choices: a clock range needs "from"/"between", an am/pm or a colon ("9-11" alone is not read: it may
// be a score or a date); a clock time without am/pm is read in working hours (7–11 morning, 12 noon,
// 1–6 afternoon), and an am/pm written once holds for both ends ("9-11am") unless that would make the
// start later than the end ("11-1pm" is 11am to 1pm). "$5m" is money, not five minutes. Not read:
// "all morning", "a while", days and weeks (a due date's distance, not work time).
export interface DurationMention {
  index: number;
  end: number;
  text: string;
  minutes: number;
}

// prettier-ignore
const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, "forty-five": 45, ninety: 90,
};
const NUM = String.raw`(\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-five|forty|ninety)`;
const HOURS = String.raw`(?:h|hrs?|hours?)`;
const MINUTES = String.raw`(?:m|mins?|minutes?)`;
const B = String.raw`(?<![\w$€£.,-])`;
const E = String.raw`(?![\w-])`;
const spaced = (m: RegExpMatchArray) => /^\d/.test(m[1]) || /\s/.test(m[0]);
const toNumber = (s: string) => WORDS[s.toLowerCase()] ?? Number(s.replace(",", "."));

const RULES: Array<[RegExp, (m: RegExpMatchArray) => number | null]> = [
  // "an hour and a half", "2 and a half hours", "one and a half hours"
  [new RegExp(String.raw`${B}${NUM}\s+${HOURS}\s+and\s+a\s+half${E}`, "gi"), (m) => toNumber(m[1]) * 60 + 30],
  [new RegExp(String.raw`${B}${NUM}\s+and\s+a\s+half\s+${HOURS}${E}`, "gi"), (m) => toNumber(m[1]) * 60 + 30],
  [/(?<![\w-])(?:half\s+an\s+hour|a\s+half[\s-]hour|half[\s-]hour)(?![\w-])/gi, () => 30],
  [/(?<![\w-])(?:a\s+)?quarter\s+(?:of\s+)?an\s+hour(?![\w-])/gi, () => 15],
  [/(?<![\w-])(?:three\s+quarters\s+of\s+an\s+hour)(?![\w-])/gi, () => 45],
  // "1h30m", "1h 30", "2 hours 15 minutes", "1 hr and 20 min"
  [
    new RegExp(String.raw`${B}${NUM}\s*${HOURS}\s*(?:and\s+)?(\d{1,2})\s*(?:${MINUTES})?${E}`, "gi"),
    (m) => Math.round(toNumber(m[1]) * 60) + Number(m[2]),
  ],
  // A number in words needs a space before its unit: "am" is not "a m(inute)", nor "ah" an hour.
  [new RegExp(String.raw`${B}${NUM}\s*${HOURS}${E}`, "gi"), (m) => (spaced(m) ? Math.round(toNumber(m[1]) * 60) : null)],
  [new RegExp(String.raw`${B}${NUM}\s*${MINUTES}${E}`, "gi"), (m) => (spaced(m) ? Math.round(toNumber(m[1])) : null)],
];

const CLOCK = String.raw`(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const RANGE = new RegExp(
  String.raw`(?<![\w$€£.,:/-])(from|between)?\s*${CLOCK}\s*(?:-|–|to|till|until|and)\s*${CLOCK}(?![\w:/]|\.\d)`,
  "gi",
);

/** Minutes from midnight of a clock time, or null when it is not one. */
function clock(hour: number, minute: number, meridiem: string | undefined, workHours: boolean): number | null {
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith("p");
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  if (hour > 23) return null;
  return (workHours && hour >= 1 && hour <= 6 ? hour + 12 : hour) * 60 + minute;
}

function rangeMinutes(m: RegExpMatchArray): number | null {
  const [, lead, h1, m1, ap1, h2, m2, ap2] = m;
  if (m[0].trim().toLowerCase().startsWith("between") === false && !lead && !ap1 && !ap2 && !m1 && !m2) return null;
  // "and" joins a range only after "between".
  if (/\band\b/i.test(m[0]) && lead?.toLowerCase() !== "between") return null;
  let start: number | null;
  const end = clock(Number(h2), Number(m2 ?? 0), ap2, !ap2);
  if (end === null) return null;
  if (!ap1 && ap2) {
    // "9-11am": the end's am/pm holds for the start, unless that puts the start after the end.
    start = clock(Number(h1), Number(m1 ?? 0), ap2, false);
    if (start !== null && start >= end)
      start = clock(Number(h1), Number(m1 ?? 0), ap2.toLowerCase().startsWith("p") ? "am" : "pm", false);
  } else start = clock(Number(h1), Number(m1 ?? 0), ap1, !ap1);
  if (start === null) return null;
  let minutes = end - start;
  // "10 to 2": past noon; "10pm to 1am": past midnight.
  while (minutes <= 0) minutes += 12 * 60;
  return minutes > 0 && minutes <= 16 * 60 ? minutes : null;
}

export function readDurations(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  const overlaps = (index: number, end: number) => found.some((f) => f.index < end && index < f.end);
  for (const match of text.matchAll(RANGE)) {
    const minutes = rangeMinutes(match);
    if (minutes === null) continue;
    // The span starts at "from"/"between" or the first digit, not at the spaces before it.
    const offset = match[0].length - match[0].trimStart().length;
    const index = (match.index ?? 0) + offset;
    found.push({ index, end: (match.index ?? 0) + match[0].length, text: match[0].trimStart(), minutes });
  }
  for (const [pattern, minutes] of RULES) {
    for (const match of text.matchAll(pattern)) {
      const value = minutes(match);
      const index = match.index ?? 0;
      const end = index + match[0].length;
      if (value === null || !(value > 0) || overlaps(index, end)) continue;
      found.push({ index, end, text: match[0], minutes: value });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

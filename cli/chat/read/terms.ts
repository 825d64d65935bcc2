// Payment terms in free text, with their spans, as days to pay: "net 15", "net-30", "net30", "n30",
// "due on receipt"/"upon receipt"/"due immediately" (0), "payable in 30 days", "payable within 14
// days", "30 day terms", "30-day terms", "2 weeks terms", "terms of 45 days", "net 30 days".
// "n30" is read only for the usual term lengths (7, 10, 14, 15, 21, 30, 45, 60, 90), so "n2" is not.
// "due in 30 days" is a date (dates.ts), not terms.
export interface TermsMention {
  index: number;
  end: number;
  text: string;
  days: number;
}

const NUMBER = String.raw`(\d{1,3}|one|two|three|four|six|eight)`;
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6, eight: 8 };
const toNumber = (s: string) => WORDS[s.toLowerCase()] ?? Number(s);

const RULES: Array<[RegExp, (m: RegExpMatchArray) => number | null]> = [
  [/(?<![\w-])net[\s-]?(\d{1,3})(?:\s*days?)?(?![\w-])/gi, (m) => Number(m[1])],
  [/(?<![\w-])n(7|10|14|15|21|30|45|60|90)(?![\w-])/gi, (m) => Number(m[1])],
  [
    /(?<![\w-])(?:(?:due|payable)\s+(?:up)?on\s+receipt|upon\s+receipt|on\s+receipt|(?:due|payable)\s+immediately)(?![\w-])/gi,
    () => 0,
  ],
  [
    new RegExp(String.raw`(?<![\w-])payable\s+(?:in|within)\s+${NUMBER}\s*(days?|weeks?)(?![\w-])`, "gi"),
    (m) => toNumber(m[1]) * (/^w/i.test(m[2]) ? 7 : 1),
  ],
  [
    new RegExp(String.raw`(?<![\w-])${NUMBER}[\s-]*(days?|weeks?)(?:'s?)?\s+(?:payment\s+)?terms(?![\w-])`, "gi"),
    (m) => toNumber(m[1]) * (/^w/i.test(m[2]) ? 7 : 1),
  ],
  [
    new RegExp(String.raw`(?<![\w-])terms\s+of\s+${NUMBER}\s*(days?|weeks?)(?![\w-])`, "gi"),
    (m) => toNumber(m[1]) * (/^w/i.test(m[2]) ? 7 : 1),
  ],
];

export function readTerms(text: string): TermsMention[] {
  const found: TermsMention[] = [];
  for (const [pattern, days] of RULES) {
    for (const match of text.matchAll(pattern)) {
      const value = days(match);
      const index = match.index ?? 0;
      const end = index + match[0].length;
      if (value === null || found.some((f) => f.index < end && index < f.end)) continue;
      found.push({ index, end, text: match[0], days: value });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

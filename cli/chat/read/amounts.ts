// Sums of money, shares and percentages in free text, with their spans: "$1.2k", "1.2k", "2k",
// "$2,500", "2,500.50", "1,5k" (a comma before 1–2 digits is a decimal comma: 1500), "$600",
// "600 bucks", "600 dollars", "USD 600", "€600", "1600 of it"; "half", "half of it", "half the
// balance" (kind "half"); "the rest", "the remaining balance", "the remainder", "what's left" (kind
// "rest"); "30%", "30 percent", "a 30% deposit" (kind "percent").
// Strength: "explicit" when a currency says it is money ($, €, £, USD, dollars, bucks…) and for
// percentages and shares; "bare" for a plain number ("invoice tom 250"), which the caller may take as
// money when the request wants an amount. A "k" without a currency is still bare.
// It skips, by itself, what the other readers find (their spans are never amounts): invoice and quote
// numbers (references.ts), payment terms (terms.ts), durations and clock ranges (durations.ts), dates
// and times (dates.ts; spans only, so any clock will do), plus phone numbers, years after
// "in"/"since"/"during", and counts: a bare number followed by a noun ("3 instalments", "5 page site",
// "3 quick wins"). A bare number counts as an amount only when followed by nothing, punctuation, a
// currency word or a small word such as "for", "to", "on", "now", "upfront" (FOLLOWERS below), and
// not after "into", "every", "top"… ("split into 3"; COUNT_AFTER).
import { readDates } from "./dates";
import { readDurations } from "./durations";
import { readReferences } from "./references";
import { readTerms } from "./terms";

export interface AmountMention {
  index: number;
  end: number;
  text: string;
  kind: "money" | "half" | "rest" | "percent";
  /** Money: a decimal with two places, "1200.00". */
  value?: string;
  /** Money written with a currency: "USD", "EUR", "GBP", "CAD", "AUD". */
  currency?: string;
  percent?: number;
  strength: "explicit" | "bare";
}

const SYMBOLS: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP" };
const CODES = "usd|eur|gbp|cad|aud|nzd|chf";
const WORD_CURRENCY: Record<string, string> = {
  dollar: "USD", dollars: "USD", bucks: "USD", buck: "USD", euro: "EUR", euros: "EUR", pound: "GBP", pounds: "GBP", quid: "GBP",
}; // prettier-ignore
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?|\d+)`;
const MONEY = new RegExp(
  String.raw`(?<![\w.,/:#-])(?:([$€£])\s?|(${CODES})\s?)?${NUMBER}\s?(k|m)?(?:\s?(${CODES}|dollars?|bucks?|euros?|pounds?|quid)\b)?(\s+of\s+(?:it|that|the\s+(?:total|balance|invoice)))?(?![\w%]|[.,]\d|\s*(?:%|percent\b|pct\b))`,
  "gi",
);
const PERCENT = /(?<![\w.,])(\d+(?:\.\d+)?)\s*(?:%|percent\b|pct\b|per\s+cent\b)/gi;
const HALF = /(?<![\w-])half(?:\s+(?:of\s+)?(?:it|that|the\s+(?:total|balance|amount|invoice)))?(?![\w-])/gi;
const REST =
  /(?<![\w-])(?:the\s+)?(?:rest(?:\s+of\s+(?:it|that|the\s+(?:balance|amount|invoice)))?|remaining(?:\s+(?:balance|amount))?|remainder|balance\s+remaining)(?![\w-])|what'?s\s+left(?:\s+(?:on\s+it|to\s+pay))?/gi;
const PHONE = /(?<![\w])\+?(?:\d[\s().-]*){10,}(?![\w])/g;
const YEAR = /(?<![\w])(?:in|since|during|of|year|fy)\s+((?:19|20)\d\d)(?![\w])/gi;
/** Words after a bare number that leave it a sum ("250 for design", "500 now"). */
const FOLLOWERS = new Set(
  "for to on by and or from due now today tomorrow tonight please pls with in at each per as plus then this next upfront up front deposit paid received cash total flat fixed a an the via was is so but if when net ea less minus off more extra including incl excl ex tax vat back into one ones invoice bill job project payment fee retainer not instead overdue late sent open outstanding".split(
    " ",
  ),
);

/** Words before a bare number that make it a count or a rank ("split into 3", "every 2", "top 5"). */
const COUNT_AFTER = new Set(
  "into over across every top first last page step item line number no version v x".split(" "),
);

interface Span {
  index: number;
  end: number;
}

/** Every span the other readers claim; `now` only moves dates, never their spans. */
function claimed(text: string): Span[] {
  const spans: Span[] = [
    ...readReferences(text),
    ...readTerms(text),
    ...readDurations(text),
    ...readDates(text, { now: new Date(Date.UTC(2026, 0, 15, 12)), timeZone: "UTC" }),
  ];
  for (const pattern of [PHONE, YEAR])
    for (const m of text.matchAll(pattern)) spans.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return spans;
}

/** "1,5" → 1.5, "2,500.50" → 2500.5; times k/m; as a two-place decimal string. */
function decimal(number: string, scale: string | undefined): string {
  const plain = /^\d+,\d{1,2}$/.test(number) ? number.replace(",", ".") : number.replace(/,/g, "");
  const factor = scale ? (scale.toLowerCase() === "k" ? 1000 : 1_000_000) : 1;
  const [whole, fraction = ""] = plain.split(".");
  const cents = BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
  const total = cents * BigInt(factor);
  return `${total / 100n}.${String(total % 100n).padStart(2, "0")}`;
}

export function readAmounts(text: string): AmountMention[] {
  const taken = claimed(text);
  const found: AmountMention[] = [];
  const free = (index: number, end: number) =>
    !taken.some((s) => s.index < end && index < s.end) && !found.some((f) => f.index < end && index < f.end);

  for (const m of text.matchAll(PERCENT)) {
    const index = m.index ?? 0;
    found.push({
      index,
      end: index + m[0].length,
      text: m[0],
      kind: "percent",
      percent: Number(m[1]),
      strength: "explicit",
    });
  }
  for (const m of text.matchAll(MONEY)) {
    const [whole, symbol, code, number, scale, after, share] = m;
    const index = m.index ?? 0;
    const end = index + whole.length;
    const currency =
      (symbol && SYMBOLS[symbol]) ||
      code?.toUpperCase() ||
      (after && (WORD_CURRENCY[after.toLowerCase()] ?? after.toUpperCase())) ||
      undefined;
    if (!free(index, index + whole.length - (share?.length ?? 0))) continue;
    if (!currency && !scale && !share) {
      const before = /([a-z]+)\s*$/i.exec(text.slice(0, index));
      if (before && COUNT_AFTER.has(before[1].toLowerCase())) continue;
      // A bare number: a sum only when nothing, punctuation or a small word follows ("5 page site" is a count).
      const next = /^\s*([a-z]+)/i.exec(text.slice(end));
      // "1600 of the 2450": a part of a sum is a sum.
      const partOf = /^\s*of\s+(?:the\s+)?[$€£]?\d/i.test(text.slice(end));
      if (next && !FOLLOWERS.has(next[1].toLowerCase()) && !partOf) continue;
    }
    // "1.5" without a currency or k is more likely a quantity; still read, as bare.
    const mention: AmountMention = {
      index,
      end,
      text: whole,
      kind: "money",
      value: decimal(number, scale),
      strength: currency ? "explicit" : "bare",
    };
    if (currency) mention.currency = currency;
    found.push(mention);
  }
  for (const [pattern, kind] of [
    [HALF, "half"],
    [REST, "rest"],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const index = m.index ?? 0;
      if (!free(index, index + m[0].length)) continue;
      found.push({ index, end: index + m[0].length, text: m[0], kind, strength: "explicit" });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

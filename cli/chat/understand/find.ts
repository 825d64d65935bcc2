// Everything a sentence names, found by the readers (../read/: dates, amounts, terms, periods,
// durations, invoice and quote numbers) and in the owner's own names (entities.ts), plus the few
// things plain patterns find surely: emails, phone numbers, links, platforms and counts.

import { PLATFORM_ALIASES } from "../actions/post-actions";
import { readAmounts, type AmountMention } from "../read/amounts";
import { readDates, type DateMention } from "../read/dates";
import { readDurations } from "../read/durations";
import { readComparison, readPeriods, type ComparisonMention, type PeriodMention } from "../read/periods";
import { readReferences, type ReferenceMention } from "../read/references";
import { readTerms } from "../read/terms";
import { findMentions, type Entity, type Mention } from "./entities";
import type { Found } from "./mask";

export interface Context {
  now: Date;
  timeZone: string;
  /** The owner's today, 'YYYY-MM-DD'. */
  today: string;
  entities: Entity[];
}

/** Owners' names for the platforms (one table: the post actions read it too). */
const PLATFORMS = PLATFORM_ALIASES;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** "312-555-0188", "(503) 555 0190", "+44 20 7946 0958"-like: an optional country code, then 3-3-4. */
const PHONE = /(?<![\w$])(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/g;
const PLATFORM = new RegExp(String.raw`\b(${Object.keys(PLATFORMS).join("|")})\b`, "gi");
/** "3 payments", "two instalments", "5 page site": a count of things, not money. */
const COUNT =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?=(?:monthly |weekly |equal )?(?:payments?|instal?l?ments?|parts?|months|weeks|pages?|posts?|tips|ways|signs|quick|reasons|steps|hours?)\b)/gi;

export function findAll(text: string, ctx: Context, prefer: "future" | "past" = "future"): Found[] {
  const found: Found[] = [];
  const add = <V>(slot: Found["slot"], index: number, end: number, value: V, score?: number) =>
    found.push({ slot, index, end, value, ...(score === undefined ? {} : { score }) });
  for (const m of text.matchAll(EMAIL)) add("email", m.index!, m.index! + m[0].length, m[0]);
  for (const m of text.matchAll(URL)) add("url", m.index!, m.index! + m[0].length, m[0]);
  for (const m of text.matchAll(PHONE)) add("phone", m.index!, m.index! + m[0].length, m[0].trim());
  for (const m of text.matchAll(PLATFORM)) {
    const name = m[1].toLowerCase();
    // "x" alone is a platform only beside a platform word or another platform ("post on x").
    if (name === "x" && !/\b(?:on|to|and|\+|,)\s*x\b|\bx\s*(?:and|\+|,|\/)/i.test(text)) continue;
    add("platform", m.index!, m.index! + m[0].length, PLATFORMS[name]);
  }
  for (const m of text.matchAll(COUNT)) add("count", m.index!, m.index! + m[1].length, countOf(m[1]));
  for (const r of readReferences(text)) add<ReferenceMention>(r.kind, r.index, r.end, r);
  const comparison = readComparison(text, { today: ctx.today });
  if (comparison) add<ComparisonMention>("comparison", comparison.index, comparison.end, comparison);
  for (const p of readPeriods(text, { today: ctx.today })) add<PeriodMention>("period", p.index, p.end, p);
  for (const t of readTerms(text)) add("terms", t.index, t.end, t.days);
  for (const d of readDates(text, { now: ctx.now, timeZone: ctx.timeZone, prefer })) {
    add<DateMention>("date", d.index, d.end, d);
  }
  for (const d of readDurations(text)) add("duration", d.index, d.end, d.minutes);
  for (const a of readAmounts(text)) {
    add<AmountMention>(a.kind === "percent" ? "percent" : "amount", a.index, a.end, a, a.strength === "bare" ? 0.5 : 1);
  }
  for (const m of findMentions(text, ctx.entities)) add<Mention>(m.kind, m.index, m.end, m, m.score);
  return found;
}

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const countOf = (s: string) => COUNT_WORDS[s.toLowerCase()] ?? Number(s);

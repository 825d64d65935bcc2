// What a frame reads a clause with: the clause itself (what the owner typed, what was found in it, the
// finds the mask kept), and the readers every domain's frames share (the name meant, the sum, the day,
// the invoice by number, the words left over, the words after "for"). One place for them, so a reading
// fixed here is fixed for every intent.

import { describeFree, VALUE_SLOTS } from "../describe";
import type { AmountMention } from "../../read/amounts";
import type { DateMention } from "../../read/dates";
import type { ReferenceMention } from "../../read/references";
import type { Intent } from "../../types";
import type { Entity, Mention } from "../entities";
import { rest, type Found, type SlotKind } from "../mask";

export interface Clause {
  /** The clause as the owner typed it. */
  text: string;
  /** Everything found in it, overlapping finds included. */
  found: Found[];
  /** The finds the mask kept: no two overlap. */
  kept: Found[];
  masked: string;
}

/** What every frame starts from: the intent, what the clause names (read once, before any frame), the owner's data. */
export interface Given {
  intent: string;
  /** The client meant: the one it surely is, or the words as typed so the proposal asks. */
  client: string | undefined;
  /** An invoice named by its number. */
  invoice: string | undefined;
  /** The day asked for. */
  date: DateMention | undefined;
  ctx: { today: string; entities: Entity[] };
}

/** One intent's frame: the Intent for the clause, or null when the clause lacks what the intent is about. */
export type Frame = (c: Clause, given: Given) => Intent | null;

export const kept = <V>(c: Clause, slot: SlotKind) => c.kept.find((f) => f.slot === slot) as Found<V> | undefined;
export const keptAll = <V>(c: Clause, slot: SlotKind) => c.kept.filter((f) => f.slot === slot) as Found<V>[];

/** The best mention of a kind, kept or hidden under a longer find ("oakridge" inside the oakridge migration). */
export function mention(c: Clause, slot: SlotKind): Found<Mention> | undefined {
  return (
    kept<Mention>(c, slot) ??
    (c.found.filter((f) => f.slot === slot) as Found<Mention>[]).sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0]
  );
}

/** The name to act on: the one it surely is, or the words as typed so the proposal asks ("did you mean", "which one"). */
export function nameOf(c: Clause, m: Found<Mention> | undefined): string | undefined {
  if (!m) return undefined;
  const { entities, exact } = m.value;
  if (entities.length === 1 && exact) return entities[0].name;
  return c.text.slice(m.index, m.end);
}

export function amountOf(c: Clause): string | undefined {
  const money = keptAll<AmountMention>(c, "amount").filter(
    (a) => a.value.kind === "money" && a.value.value && a.value.text !== invoiceOf(c)?.replace(/^INV-/, ""),
  );
  const best = money.find((a) => a.value.strength === "explicit") ?? money[0];
  // Nothing is owed on "0": no sum was given.
  return best && Number(best.value.value) > 0 ? best.value.value : undefined;
}

/** The day asked for, with a time written apart from it ("wed 10am" read as two) joined to it. */
export function dateOf(c: Clause): DateMention | undefined {
  let dates = keptAll<DateMention>(c, "date").map((d) => d.value);
  // "is now due the 3rd": "now" says when it changes, not the day.
  if (dates.length > 1) dates = dates.filter((d) => !/^(?:now|right now|just now)$/i.test(d.text.trim()));
  if (dates.length < 2) return dates[0];
  const day = dates.find((d) => !d.time || d.text.match(/[a-z]{3}/i)) ?? dates[0];
  const time = dates.find(
    (d) => d !== day && d.time && !/\b(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight)/i.test(d.text),
  );
  return time && !day.time ? { ...day, time: time.time } : day;
}
export const invoiceOf = (c: Clause) => kept<ReferenceMention>(c, "invoice")?.value.number;
/** A quote by number; "q7" too, which the readers leave alone ("q3" may be a quarter) but a quote's request means as Q-0007. */
export const quoteOf = (c: Clause) =>
  kept<ReferenceMention>(c, "quote")?.value.number ??
  // "q15", "q-3"; "q3" alone is a quarter ("the Q4 proposal"), as the reference reader says.
  (/\bq(?:-0*(\d{1,4})|0*(\d{2,4}|[5-9]))\b/i
    .exec(c.text)
    ?.slice(1)
    .find(Boolean)
    ?.padStart(4, "0")
    .replace(/^/, "Q-") ||
    undefined);

/**
 * An invoice named by its number, and the sum the request gives. A bare number ("2061") is the invoice's
 * number when no client is named; with a client named it is a sum ("tom handed me 200"), or, beside a
 * share or a second sum, the invoice's amount that names it ("half of the 950", "820 not 750").
 */
export function invoiceAndSum(
  c: Clause,
  client: string | undefined,
): { ref?: string; amount?: string; refAmount?: number } {
  const explicit = invoiceOf(c);
  // "paid 1000 of 1003": a sum of an invoice named by its number.
  const of = /(?<![\w.,$])\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)(k?)\s+of\s+(?:inv-?|#)?(\d{3,6})(?![\w.,])/i.exec(
    c.text,
  );
  if (of && !explicit) {
    const sum = Number(of[1].replace(/,/g, "")) * (of[2] ? 1000 : 1);
    return { ref: of[3], amount: sum.toFixed(2) };
  }
  const money = keptAll<AmountMention>(c, "amount").filter((a) => a.value.kind === "money" && a.value.value);
  const bare = money.filter((a) => a.value.strength === "bare" && /^\d{3,6}$/.test(a.value.text));
  const share = keptAll<AmountMention>(c, "amount").find((a) => a.value.kind !== "money")?.value.kind;
  if (explicit) return { ref: explicit, amount: amountOf(c) ?? share ?? looseNumber(c) };
  if (!client) {
    const ref = bare[0]?.value.text;
    const other = money.find((a) => a !== bare[0]);
    return { ref, amount: other?.value.value ?? share };
  }
  if (share) return { amount: share, refAmount: bare[0] ? Number(bare[0].value.value) : undefined };
  // "paid the 1.1k one": the sum names the invoice; no part of it is said.
  const naming = money.find(
    (a) => /^\s*(?:one|invoice|bill)\b/i.test(c.text.slice(a.end)) && /\bthe\s*$/i.test(c.text.slice(0, a.index)),
  );
  if (naming && money.length === 1) return { refAmount: Number(naming.value.value) };
  const best = money.find((a) => a.value.strength === "explicit") ?? money[0];
  const second = money.find((a) => a !== best);
  return { amount: best?.value.value, refAmount: second ? Number(second.value.value) : undefined };
}

/** A number the readers left alone (a sum that could be a year: "paid 1000 of 1003"). */
export function looseNumber(c: Clause): string | undefined {
  const m = /(?:^|\s)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?=\s|$)/.exec(rest(c.text, c.kept));
  if (!m) return undefined;
  const n = Number(`${m[1].replace(/,/g, "")}.${m[2] ?? "00"}`);
  return n > 0 ? n.toFixed(2) : undefined;
}

/** The words that may name a record by its description: what is left once values and names are out. */
export const refWords = (c: Clause) => rest(c.text, c.kept) || undefined;

/** A bare number the readers took for an amount, when the request is about an invoice by number ("mark 2058 paid"). */
export function bareNumber(c: Clause): string | undefined {
  const bare = keptAll<AmountMention>(c, "amount").find(
    (a) => a.value.strength === "bare" && /^\d{3,6}$/.test(a.value.text),
  );
  return bare?.value.text;
}

const FILLER =
  /^(?:(?:hey|hi|hello|ok|okay|so|please|pls|plz|can you|could you|can u|would you|just|quickly|also|and|then|now|i need to|i have to|i want to|i'd like to|let's|lets|go ahead and|remind me to|remember to|note to self|don't forget to|dont forget to|add (?:a )?(?:task|todo|to-do|reminder)(?: to)?|new (?:task|todo)|(?:task|todo|to-do)|create (?:a )?(?:task|todo)(?: to)?|put)\b[\s,:.-]*)+/i;
const TAIL =
  /[\s,.;:!?-]*(?:\b(?:on|by|at|for|before|due|until|till|to|and|please|pls|thanks|thx|it|add it|as a task))*[\s,.;:!?-]*$/i;

const values = (c: Clause) => c.kept.filter((f) => VALUE_SLOTS.has(f.slot));

/** The words left when the values and the request's own verbs are taken out: a task's title, a new name. */
export function leftover(c: Clause, lead: RegExp = FILLER, keepNames = true): string {
  let s = rest(c.text, keepNames ? values(c) : c.kept);
  for (let previous = ""; previous !== s;) {
    previous = s;
    s = s.replace(lead, "").replace(TAIL, "").trim();
  }
  return s;
}

/** What follows "for", "about", ":" or "-": a description or a topic ("for acme for the logo": the logo). */
export function after(c: Clause, marker: RegExp): string | undefined {
  const names = c.kept
    .filter((f) => !VALUE_SLOTS.has(f.slot) && f.slot !== "platform")
    .map((f) => c.text.slice(f.index, f.end).toLowerCase());
  const left = rest(
    c.text,
    values(c).concat(c.kept.filter((f) => f.slot === "platform" || f.slot === "invoice" || f.slot === "quote")),
  );
  const global = new RegExp(marker.source, "gi");
  for (const m of left.matchAll(global)) {
    const s = left
      .slice(m.index! + m[0].length)
      .replace(TAIL, "")
      .replace(/^[\s,:-]+/, "")
      .trim();
    if (!s) continue;
    // Only a name after it ("for acme"): the description is further on, if anywhere.
    const bare = names.reduce((t, n) => (t.toLowerCase().startsWith(n) ? t.slice(n.length).trim() : t), s);
    if (bare === "" || (bare !== s && /^(?:for|about|re|:|-)\b/i.test(bare))) continue;
    return s;
  }
  return undefined;
}

/** A change the chat proposes through its ActionSpec (cli/chat/actions), unset arguments left out. */
export const act = (name: string, args: Record<string, unknown>): Intent => ({
  op: "act",
  name,
  args: Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== "")),
});

/**
 * What the work is, for a new invoice, quote, series or time entry: the words left once the values are
 * taken. Only the client the request is for is taken out: another client's word further on ("the open
 * house flyers" beside Marlow Publishing House) is part of what is said.
 */
export function describeWork(c: Clause): string | undefined {
  const client = mention(c, "client");
  return describeFree(
    c.text,
    c.kept.filter((f) => f.slot !== "client" || f === client),
  );
}

// The offline intent parser: turns the owner's own words into one Intent, with no model and no
// network, so the chat works on a plane and always gives the same answer to the same words.
// Each rule is an anchored pattern: a sentence is understood only when the whole of it makes sense,
// which is what keeps "delete all my clients" from being read as "clients".
//
// This folder holds one idea a file: clean.ts tidies the words, patterns.ts and names.ts hold the
// shared fragments, and each remaining file holds the rules for one kind of request. This file is
// the public face: the examples, the order the rules are tried in, and the suggestions.

import type { Intent } from "../types";
import { REFUSED, clean } from "./clean";
import { clientAdd } from "./clients";
import { invoiceCreate, invoicePaid, invoiceSend } from "./invoices";
import { nudge } from "./nudge";
import { postIntents } from "./posts";
import type { Rule } from "./patterns";
import { listRules } from "./reading";
import { done, taskAdd } from "./tasks";

export { resolveDate } from "./dates";
export { normaliseAmount } from "./invoices";
export { TASK_CATEGORY_NAMES } from "./tasks";

/**
 * What the chat shows when it does not understand; each one is a phrasing parseIntent accepts
 * (the tests hold it to that).
 */
export const EXAMPLES: string[] = [
  "what should I work on today?",
  "who owes me money?",
  "show overdue invoices",
  "invoice Acme Ltd $2,400 due next friday",
  "mark INV-1731 paid",
  "chase INV-1731",
  "add client Jane Doe jane@doe.com",
  "remind me to call the bank tomorrow",
  "schedule a post about our spring workshop on linkedin tomorrow at 9am",
];

/** Understands one request; anything it cannot do safely is { op: "unknown" }. */
export function parseIntent(text: string, now: Date = new Date()): Intent {
  const unknown: Intent = { op: "unknown", text: text.trim() };
  // A lone "?" is a plea for help; cleaning would strip it to nothing.
  if (/^\s*\?+\s*$/.test(text)) return { op: "help" };
  const cleaned = clean(text);
  if (cleaned === "" || REFUSED.test(cleaned)) return unknown;
  for (const rule of RULES) {
    const intent = rule(cleaned, now);
    if (intent) return intent;
  }
  return unknown;
}

/** Up to 3 examples sharing the most words with the text; the first three when none shares any. */
export function suggestFor(text: string): string[] {
  const words = new Set(significantWords(text));
  const scored = EXAMPLES.map((example, index) => ({
    example,
    index,
    score: significantWords(example).filter((w) => words.has(w)).length,
  }));
  const close = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.example);
  return (close.length > 0 ? close : EXAMPLES).slice(0, 3);
}

/**
 * Order matters: lists first (they change nothing), then "remind me to" (a task, before "remind
 * Acme"), then the invoice verbs, whose references are the most specific.
 */
const RULES: Rule[] = [...listRules, postIntents, taskAdd, invoicePaid, invoiceSend, invoiceCreate, done, clientAdd, nudge];

// ---------------------------------------------------------------------------------------------
// Text helpers.

const STOP_WORDS = new Set(
  "a an the i me my to of for is are am do does can you what who which how please on in with and it this that".split(
    " ",
  ),
);

/** Lower-case words without stop words and a plural "s", for comparing phrasings. */
function significantWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));
}

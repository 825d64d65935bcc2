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
import { clientStatus, invoiceStatus, moneyQuestion } from "./money";
import { nudge, remindOverdue } from "./nudge";
import { postIntents } from "./posts";
import { socialIntents } from "./social";
import type { Rule } from "./patterns";
import { clientPaid } from "./payments";
import { clientAsk, clientUpdate, emailService, whoami } from "./people";
import { listRules } from "./reading";
import { outOfScope } from "./scope";
import { splitTwo } from "./split";
import { takeBack } from "./takebacks";
import { done, taskAdd, taskDelete, tasksDue } from "./tasks";
import { timeIntents } from "./time";
import { workflowStart, workflowStatus } from "./workflows";

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
  "log 2 hours for Acme: design review",
  "schedule a post about our spring workshop on linkedin tomorrow at 9am",
];

/**
 * Understands one message: out of scope first (declined with a next step), then two requests in
 * one, then one request; a message of several sentences is read by its sentence that means something.
 */
export function parseIntent(text: string, now: Date = new Date()): Intent {
  // A lone "?" is a plea for help; cleaning would strip it to nothing.
  if (/^\s*\?+\s*$/.test(text)) return { op: "help" };
  const cleaned = clean(text);
  if (cleaned === "") return { op: "unknown", text: text.trim() };
  const one = (t: string) => parseOne(clean(t), now);
  const partly = inScopeThenNot(cleaned, one);
  if (partly) return partly;
  const declined = outOfScope(cleaned);
  if (declined) return declined;
  const both = splitTwo(cleaned, one);
  if (both) return both;
  const whole = parseOne(cleaned, now);
  if (whole.op !== "unknown") return whole;
  const notUnderstood: Intent = { op: "unknown", text: text.trim() };
  // "Hi! Could you remind Globex? It's been weeks. Thanks!": the one sentence that is a request.
  const sentences = cleaned
    .split(/(?<=[.?!])\s+(?=\p{L})/u)
    .map(clean)
    .filter(Boolean);
  const understood =
    sentences.length > 1 ? sentences.map((s) => parseOne(s, now)).filter((i) => i.op !== "unknown") : [];
  return understood.length === 1 ? understood[0] : notUnderstood;
}

/** "remind hooli and book me a hotel": the first part proposed, the second declined plainly. */
function inScopeThenNot(text: string, parse: (t: string) => Intent): Intent | null {
  const m = /^(.+?),? and (?:then |also )?(.+)$/i.exec(text);
  const second = m ? outOfScope(clean(m[2])) : null;
  if (!m || !second) return null;
  const first = parse(m[1]);
  return first.op === "unknown" || first.op === "decline" ? null : { op: "both", first, second, secondText: m[2] };
}

function parseOne(cleaned: string, now: Date): Intent {
  if (cleaned === "") return { op: "unknown", text: cleaned };
  for (const rule of EARLY_RULES) {
    const intent = rule(cleaned, now);
    if (intent) return intent;
  }
  if (REFUSED.test(cleaned)) {
    return {
      op: "decline",
      text:
        "I don't delete data or move money from the chat. Clients and tasks are deleted in the web app (Clients, " +
        "Tasks), where you confirm it; payments and refunds go through your payment provider.",
    };
  }
  for (const rule of RULES) {
    const intent = rule(cleaned, now);
    if (intent) return intent;
  }
  return { op: "unknown", text: cleaned };
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
const EARLY_RULES: Rule[] = [taskDelete, takeBack];
const RULES: Rule[] = [
  ...listRules,
  timeIntents,
  postIntents,
  socialIntents,
  whoami,
  emailService,
  tasksDue,
  invoiceStatus,
  clientStatus,
  moneyQuestion,
  drafts,
  clientAsk,
  taskAdd,
  invoicePaid,
  invoiceSend,
  invoiceCreate,
  done,
  clientUpdate,
  clientAdd,
  workflowStart,
  workflowStatus,
  clientPaid,
  remindOverdue,
  nudge,
];

/** "any drafts sitting there i forgot to send?": drafts named in a question. */
function drafts(text: string): Intent | null {
  return /\b(?:drafts?|unsent invoices?)\b/i.test(text) &&
    !/^(?:send|email|delete|remove|void|scrap|mark)\b/i.test(text)
    ? { op: "invoices", filter: "draft" }
    : null;
}

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

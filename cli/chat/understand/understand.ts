// The offline understanding, whole: a message is cleaned, cut into the requests it holds, and each
// request is read (find.ts), masked (mask.ts), classified (classify.ts) and framed (frames/) into
// an Intent. Out-of-scope requests are declined with what to do instead (decline.ts). Nothing here
// matches a phrasing one by one; the words that decide are the corpus's (corpus/).

import { addDays } from "@core/time";
import { clean } from "../intents/clean";
import { outOfScope } from "../intents/scope";
import type { Intent } from "../types";
import { askWhich } from "./ask-missing";
import { classify, type Scored } from "./classify";
import { declineFor } from "./decline";
import type { Entity, Mention } from "./entities";
import { findAll } from "./find";
import { frame, type Clause } from "./frames";
import { mask, pick, type Found } from "./mask";
import type { AmountMention } from "../read/amounts";

export interface Understood {
  intent: Intent;
  /** The classifier's ranking of the (last) clause, for `--explain` and the tests. */
  ranked: Scored[];
  masked: string;
  /** The request was recognised but not what it is about: the intent is a question back. */
  asks?: boolean;
}

export interface OwnerSetting {
  now: Date;
  timeZone: string;
  today: string;
  entities: Entity[];
}

/** Below this the classifier is not sure enough to act on its first guess. */
const SURE = 0.35;
/** Sure enough of what is asked to ask which thing it is about, rather than say it was not understood. */
const SURE_OF_KIND = 0.6;
/** A second guess (only a safe one, SECOND_GUESSES) is tried when the first cannot be framed and the second is this likely. */
const SECOND = 0.05;

/** Second guesses that are safe when the first cannot be framed: the same change, told another way. */
const SECOND_GUESSES = new Set([
  "record_payment>mark_invoice_paid",
  "mark_invoice_paid>record_payment",
  "remind_invoice>nudge_client",
  "nudge_client>remind_invoice",
  "pause_workflow>pause_recurring",
  "pause_recurring>pause_workflow",
  "activate_workflow>resume_recurring",
  "resume_recurring>activate_workflow",
  "create_post>schedule_post",
  "duplicate_invoice>update_invoice",
  "mark_invoice_paid>update_invoice",
  "schedule_post>create_post",
  // "invoice greenway for the listing shoot": no time to bill, so a bill of its own (its sum asked).
  "invoice_unbilled_time>create_invoice",
]);

/** Words that ask for a task outright. */
const TASK_ASKED =
  /\b(?:add|new|create|make|put)\s+(?:a\s+|an\s+)?(?:task|todo|to-do|reminder)\b|^\s*(?:remind me to|todo|to-do|to do)\b/i;

/** A sentence that asks why or how much is left: a question about a thing, not a request to change it. */
const WHY = /^\s*(?:why|how come|what happened|whats left|what's left|what is left|how much is left|how much left)\b/i;
/** The intents that answer rather than change (their labels do not all start with "ask_"). */
const ANSWERS = new Set(["workflow_status", "whoami", "status", "help"]);

/** Words that put a date in the past: "paid friday" is last Friday. */
const PAST = /\b(?:paid|pd|payed|received|got|came in|arrived|spent|worked|log|logged|did|sent|settled|finished)\b/i;

/** A number written bare, with 3 to 6 digits: "1004" may be an invoice's number or a sum. */
const BARE_NUMBER = /^\d{3,6}$/;
const INVOICE_MARGIN = 1;

export function readClause(
  text: string,
  setting: OwnerSetting,
  asked = /\?/.test(text),
): { clause: Clause; ranked: Scored[] } {
  const found = findAll(text, setting, PAST.test(text) ? "past" : "future");
  const read = (finds: Found[]) => {
    const kept = pick(finds);
    const masked = mask(text, kept);
    // A "?" says question: the classifier reads it as a token of its own.
    return { clause: { text, found: finds, kept, masked }, ranked: classify(asked ? `${masked} @question` : masked) };
  };
  const asAmount = read(found);
  // "mark 1004 paid" and "invoice tom 250": each bare number read both ways, and the reading the
  // classifier is surer of wins.
  const bare = found.filter(
    (f) =>
      f.slot === "amount" &&
      (f.value as AmountMention).strength === "bare" &&
      BARE_NUMBER.test((f.value as AmountMention).text),
  );
  if (bare.length !== 1) return asAmount;
  const number = (bare[0].value as AmountMention).text;
  const asInvoiceReading = () =>
    read(
      found.map((f) =>
        f === bare[0]
          ? { ...f, slot: "invoice" as const, value: { kind: "invoice", digits: number, number, text: number } }
          : f,
      ),
    );
  // "mark 2058 paid", "mark 2058 as sent": the number after "mark" is the invoice's.
  // "duplicate 4423 …", "void 4427": after a verb that only an invoice takes, the number is the invoice's.
  if (
    /\b(?:mark|duplicate|copy|clone|void|resend|re-send|scrap)\s+(?:#|inv-?|invoice\s+)?$/i.test(
      text.slice(0, bare[0].index),
    )
  )
    return asInvoiceReading();
  // "acme paid the 2400 one": a client's invoice named by its sum, not by a number.
  const naming =
    /\bthe\s*$/i.test(text.slice(0, bare[0].index)) && /^\s*(?:one|invoice|bill)\b/i.test(text.slice(bare[0].end));
  if (naming && found.some((f) => f.slot === "client")) return asAmount;
  // "got 1200 today": a sum that came in, not an invoice's number.
  if (
    /^\s*(?:got|received|receieved|recieved|banked|collected)\b/i.test(text.slice(0, bare[0].index)) &&
    !/\bpaid\b/i.test(text)
  )
    return asAmount;
  const asInvoice = read(
    found.map((f) =>
      f === bare[0]
        ? { ...f, slot: "invoice" as const, value: { kind: "invoice", digits: number, number, text: number } }
        : f,
    ),
  );
  // A sum unless the sentence reads clearly better with an invoice's number ("mark 1004 paid").
  return asInvoice.ranked[0].score > asAmount.ranked[0].score + INVOICE_MARGIN ? asInvoice : asAmount;
}

/** One request's intent, or unknown; a decline names what to do instead. */
function one(text: string, setting: OwnerSetting, asked?: boolean): Understood {
  const { clause, ranked: read } = readClause(text, setting, asked);
  // "add a task to call tom tmrw": a task asked for in so many words is never declined as a meeting.
  // Asked for in so many words, it is a task whatever it is about ("add a task to follow up with them").
  const task = read.find((r) => r.intent === "create_task");
  const ranked = TASK_ASKED.test(text)
    ? [...(task ? [{ ...task, p: 1 }] : []), ...read.filter((r) => r !== task && !r.intent.startsWith("decline"))]
    : read;
  const top = ranked[0];
  const unknown = { intent: { op: "unknown", text } as Intent, ranked, masked: clause.masked };
  // "ines 1500": a name and a sum, no verb: a payment that came in or a new invoice? Asked.
  if (/^@client\s*,?\s*@amount\s*[.!?]?$|^@amount\s+(?:from|for)?\s*@client\s*[.!?]?$/.test(clause.masked.trim())) {
    const who = clause.kept.find((f) => f.slot === "client")!;
    const sum = clause.kept.find((f) => f.slot === "amount")!;
    const name =
      (who.value as Mention).entities.length === 1
        ? (who.value as Mention).entities[0].name
        : text.slice(who.index, who.end);
    const typed = text.slice(sum.index, sum.end).trim();
    return {
      intent: {
        op: "say",
        text: `Is ${typed} a payment from ${name} (say "${name} paid ${typed}") or a new invoice (say "invoice ${name} ${typed}")?`,
      },
      ranked,
      masked: clause.masked,
    };
  }
  if (top.intent.startsWith("decline")) {
    return top.p >= SURE ? { intent: declineFor(top.intent, text), ranked, masked: clause.masked } : unknown;
  }
  if (top.p < SURE) return unknown;
  // "why did the facebook post fail", "whats left on the oakridge invoice": a question, never a change.
  if (WHY.test(text) && !ANSWERS.has(top.intent) && !top.intent.startsWith("ask_")) return unknown;
  for (const guess of ranked.slice(0, 2)) {
    // A second guess is taken only if it changes nothing, or is the same kind of change (paid ↔ a payment).
    if (
      guess !== top &&
      (guess.p < SECOND ||
        (!SECOND_GUESSES.has(`${top.intent}>${guess.intent}`) &&
          !(guess.intent.startsWith("ask_") && top.intent.startsWith("ask_"))))
    )
      break;
    const intent = frame(guess.intent, clause, setting);
    if (intent) return { intent, ranked, masked: clause.masked };
  }
  // Sure what is asked, but not which thing it is about: ask, naming the candidates.
  const question = top.p >= SURE_OF_KIND ? askWhich(top.intent, text, setting.entities) : undefined;
  if (question) return { intent: { op: "say", text: question }, ranked, masked: clause.masked, asks: true };
  return unknown;
}

/** Where a message may hold a second request: "and", "+", ";", ", then", a new sentence. */
const JOINTS =
  /\s*(?:,?\s+and\s+(?:then\s+|also\s+)?|\s+then\s+|\s+\+\s+|\s*;\s*|,\s*(?:then|also|plus)\s+|(?<=[.!?])\s+|,\s+(?=(?:and\s+)?(?:mark|remind|send|email|add|create|invoice|bill|log|schedule|post|pause|resume|move|push|set|change|update|raise|chase|start|stop|follow|convert|turn|delegate|void|record|tick|duplicate|make)\b))/gi;

const usable = (u: Understood) => u.intent.op !== "unknown" && !u.asks;

/** Understands a message: one request, or two or three in a row, each proposed and confirmed in turn. */
export function understand(message: string, setting: OwnerSetting): Understood {
  if (/^\s*\?+\s*$/.test(message)) return { intent: { op: "help" }, ranked: [], masked: "" };
  const text = clean(message);
  const asked =
    /\?\s*$/.test(message) ||
    /^\s*(?:who|what|whats|how|hows|when|whens|where|which|why|is|are|does|do|did|has|have|was|were|any)\b/i.test(text);
  if (!text) return { intent: { op: "unknown", text: message.trim() }, ranked: [], masked: "" };
  // Topics Microteam knows it does not do (refunds, lawsuits, poems…): declined with their own next
  // step before anything is read as a change. "…and book me a hotel": the first part still goes ahead.
  // The owner's own names are not topics: "bump the quote i sent bellwether hotel" is not about travel.
  const declined = outOfScope(text.toLowerCase()) && outOfScope(withoutNames(text, setting).toLowerCase());
  // "push taxes to jan 31": the topic is the owner's own task ("Prepare Q4 taxes"), not a request to do taxes.
  const titles = declined ? ownTitles(text, setting) : [];
  if (titles.length) {
    const own = one(text, setting, asked);
    // Only when what it does is done to that task, workflow or post.
    const about = JSON.stringify(own.intent);
    if (
      usable(own) &&
      own.intent.op !== "decline" &&
      titles.some((t) => about.includes(JSON.stringify(t).slice(1, -1)))
    )
      return own;
  }
  if (declined) {
    const m = /^(.+?),? and (?:then |also )?(.+)$/i.exec(text);
    const first = m && !outOfScope(m[1].toLowerCase()) ? one(m[1], setting) : null;
    if (first && usable(first) && first.intent.op !== "decline" && outOfScope(m![2].toLowerCase())) {
      return { ...first, intent: { op: "both", first: first.intent, second: declined, secondText: m![2] } };
    }
    return { intent: declined, ranked: [], masked: text };
  }
  const whole = one(text, setting, asked);
  const parts = splitParts(text, [...namesIn(text, setting), ...platformRuns(text, setting)]);
  if (parts.length < 2) return whole;
  const read: Understood[] = [];
  let previous: Intent | undefined;
  let previousText = "";
  for (const part of parts) {
    let u = one(clean(withReferent(part, previous)), setting);
    // "send invoices to stark studio and hooli": a part that is only a name takes the earlier part's verb.
    const client = previous && clientOf(previous);
    if (!usable(u) && client && onlyAName(part, setting)) {
      // The earlier client as typed there ("acme" for Acme Corp) gives way to this one.
      const typed = findAll(previousText, setting, "future").find((f) => f.slot === "client");
      const again = typed
        ? previousText.slice(0, typed.index) + part.trim() + previousText.slice(typed.end)
        : previousText.replace(new RegExp(escapeRegExp(client), "i"), part.trim());
      if (again !== previousText) u = one(clean(again), setting);
    }
    read.push(u);
    if (usable(u)) {
      previous = u.intent;
      previousText = part;
    }
  }
  // "hey tessa here lol. can u invoice greenway…": a greeting beside a request is not a request for help.
  const requests = read.filter((u) => usable(u) && u.intent.op !== "help");
  const understood = requests.length > 0 ? requests : read.filter(usable);
  const helpOnly = read.filter((u) => usable(u) && u.intent.op === "help").length;
  const sentences = /[.!?]\s/.test(text);
  // Every part understood: each is proposed. A chatty message ("Hi! Could you remind Globex? Thanks"):
  // the sentences that are requests.
  if (
    understood.length + (requests.length > 0 ? helpOnly : 0) === read.length ||
    (sentences && understood.length >= 1 && !usable(whole))
  ) {
    foldTerms(
      understood,
      parts.filter((_, i) => usable(read[i]) && (requests.length === 0 || read[i].intent.op !== "help")),
      setting.today,
    );
    if (understood.length === 1) return understood[0];
    // The same change said twice ("brightside's back, start billing them again") is proposed once.
    const intents = understood
      .map((u) => u.intent)
      .filter((x, i, all) => all.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i);
    if (intents.length === 1) return { ...understood[0], intent: intents[0] };
    const intent = intents.reduceRight((second, first) => ({ op: "both", first, second, secondText: text }));
    return { intent, ranked: understood.at(-1)!.ranked, masked: understood.map((u) => u.masked).join(" | ") };
  }
  return whole;
}

/**
 * "invoice mile high 1275 … they usually want net 45": terms said beside a new invoice are that invoice's
 * due date, not a change to the owner's default terms (which is asked for in so many words).
 */
function foldTerms(understood: Understood[], texts: string[], today: string) {
  const invoice = understood.find((u) => u.intent.op === "invoice.create" && !u.intent.due);
  if (!invoice || invoice.intent.op !== "invoice.create") return;
  // The part that gives terms and asks for nothing else: a change of the default ("they usually want net 45")
  // or a question read into it ("they always pay net 45").
  const i = understood.findIndex((u, j) => {
    const said = texts[j] ?? "";
    const aside = (u.intent.op === "act" && u.intent.name === "set_payment_terms") || u.intent.op.startsWith("ask");
    return (
      aside && /\bnet[\s-]?\d{1,3}\b/i.test(said) && !/\b(?:default|my|set|change|all|every|from now on)\b/i.test(said)
    );
  });
  if (i < 0) return;
  const days = Number(/\bnet[\s-]?(\d{1,3})\b/i.exec(texts[i])![1]);
  invoice.intent = { ...invoice.intent, due: addDays(today, days) };
  understood.splice(i, 1);
}

/** "insta + fb", "linkedin and x": platforms named together are one list, never two requests. */
function platformRuns(text: string, setting: OwnerSetting): [number, number][] {
  const platforms = findAll(text, setting, "future")
    .filter((f) => f.slot === "platform")
    .sort((a, b) => a.index - b.index);
  const runs: [number, number][] = [];
  for (let i = 0; i + 1 < platforms.length; i++) {
    const between = text.slice(platforms[i].end, platforms[i + 1].index);
    if (/^\s*(?:,|\+|&|\/|and|,\s*and)\s*$/i.test(between)) runs.push([platforms[i].index, platforms[i + 1].end]);
  }
  return runs;
}

/** The owner's tasks, workflows and posts the message names by their titles. */
function ownTitles(text: string, setting: OwnerSetting): string[] {
  return findAll(text, setting, "future")
    .filter((f) => ["task", "workflow", "post"].includes(f.slot))
    .flatMap((f) => (f.value as Mention).entities.map((e) => e.name));
}

/** The text with the owner's clients, helpers and leads, as typed, left out. */
function withoutNames(text: string, setting: OwnerSetting): string {
  const people = pick(findAll(text, setting, "future"))
    .filter((f) => (f.slot === "client" || f.slot === "helper" || f.slot === "lead") && (f.value as Mention).exact)
    .sort((a, b) => b.index - a.index);
  let out = text;
  for (const f of people) out = `${out.slice(0, f.index)} someone ${out.slice(f.end)}`;
  return out;
}

/** Where the owner's names are in the message: "fennel and fig" is one client, not two requests. */
function namesIn(text: string, setting: OwnerSetting): [number, number][] {
  return findAll(text, setting, "future")
    .filter((f) => !["amount", "date", "time", "terms", "period", "duration", "count", "percent"].includes(f.slot))
    .map((f) => [f.index, f.end]);
}

function splitParts(text: string, names: [number, number][] = []): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(JOINTS)) {
    const at = m.index!;
    if (names.some(([a, b]) => at >= a && at < b)) continue;
    parts.push(text.slice(from, at));
    from = at + m[0].length;
  }
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter((p) => Boolean(p && /\p{L}/u.test(p)));
}

/** The part names one of the owner's clients and nothing else ("hooli", "the hooli one"). */
function onlyAName(part: string, setting: OwnerSetting): boolean {
  const names = findAll(part, setting, "future").filter((f) => f.slot === "client");
  if (names.length !== 1) return false;
  const rest = (part.slice(0, names[0].index) + part.slice(names[0].end)).replace(
    /\b(?:the|one|too|as well|also|to|for)\b/gi,
    "",
  );
  return !/\p{L}/u.test(rest);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "…and email it to them": the later part's pronoun is the earlier part's client. */
function withReferent(part: string, previous: Intent | undefined): string {
  // "…and resend": the invoice the earlier part named.
  const invoice = previous?.op === "act" ? (previous.args.invoiceNumber as string | undefined) : undefined;
  if (invoice && /^(?:re-?send|send|email|mail)(?:\s+it)?(?:\s+(?:again|over|out))?$/i.test(part.trim()))
    return `send ${invoice}`;
  const client = previous && clientOf(previous);
  if (!client) return part;
  // A new client's name as a name ("tom baker" → "Tom Baker"), so the later part reads it as one.
  const named = previous?.op === "client.add" ? client.replace(/\b\p{Ll}/gu, (ch) => ch.toUpperCase()) : client;
  return part
    .replace(/\b(?:them|him|her)\b/i, named)
    .replace(/^(send|email|mail)\s+it\b/i, `$1 ${client} their invoice`);
}

function clientOf(intent: Intent): string | undefined {
  switch (intent.op) {
    case "invoice.create":
    case "invoice.send":
    case "invoice.paid":
    case "client.update":
    case "client.status":
    case "time.add":
    case "timer.start":
    case "unbilled.invoice":
      return intent.client;
    case "client.add":
      return intent.name;
    case "nudge":
      return intent.ref;
    case "act":
      return (intent.args.clientName ?? intent.args.name) as string | undefined;
    default:
      return undefined;
  }
}

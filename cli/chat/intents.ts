// The offline intent parser: turns the owner's own words into one Intent, with no model and no
// network, so the chat works on a plane and always gives the same answer to the same words.
// Each rule is an anchored pattern: a sentence is understood only when the whole of it makes sense,
// which is what keeps "delete all my clients" from being read as "clients".

import type { Intent } from "./types";

type Priority = "low" | "medium" | "high";

/** A rule reads one cleaned request and answers an intent, or null when it does not apply. */
type Rule = (text: string, now: Date) => Intent | null;

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

// ---------------------------------------------------------------------------------------------
// Cleaning: politeness and punctuation carry no meaning for the rules.

const LEAD_IN =
  /^(?:hey|hi|hello|ok|okay|so|um|uh|yo|please|pls|plz|kindly|and|also|then|now|just|quickly|microteam|can you|could you|would you|will you|can u|could u|would you mind|i want to|i'd like to|i would like to|i wanna|i need to|i want you to|let's|lets|go ahead and)\b[\s,!:.-]+/i;
const TAIL_OFF = /[\s,]+(?:please|pls|plz|thanks|thank you|thx|ty|for me|right now|now)$/i;

function clean(text: string): string {
  let s = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  for (let previous = ""; previous !== s;) {
    previous = s;
    s = s
      .replace(LEAD_IN, "")
      .replace(/[\s?!.,;:…]+$/, "")
      .replace(TAIL_OFF, "")
      .trim();
  }
  return s;
}

/** Verbs of things the assistant will not do from a chat line: destroying data or moving money. */
const REFUSED =
  /^(?:delete|remove|erase|wipe|destroy|drop|purge|cancel|void|refund|transfer|wire|withdraw|deposit|pay|charge|send money|move money)\b/i;

// ---------------------------------------------------------------------------------------------
// Small pattern helpers.

/** A whole-sentence, case-insensitive pattern. */
function whole(source: string): RegExp {
  return new RegExp(`^(?:${source})$`, "i");
}

function matchesAny(text: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(text));
}

/** The capture of the first pattern that matches (patterns with alternatives have one group each). */
function captureFirst(text: string, patterns: RegExp[]): string | undefined {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m.slice(1).find((group) => group !== undefined);
  }
  return undefined;
}

/** An optional "show me all my" in front of a list name. */
const SHOW = String.raw`(?:(?:show|list|see|view|get|display|give|pull up|open|check|what are|what're)(?: me)? )?(?:all )?(?:of )?(?:my |the |our )?`;
const WHATS = String.raw`what(?:'s| is|s)`;
const HASNT = String.raw`(?:hasn't|hasnt|has not|haven't|havent|have not)`;

/** Invoice numbers (INV-1731), uuids, short ids (last 8 of a uuid) and bare numbers (#1731). */
const UUID = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`;
const SHORT_ID = String.raw`(?=[a-f]*\d)[0-9a-f]{8}`; // at least one digit, so English words are not ids
const INVOICE_REF = String.raw`(inv-[a-z0-9][a-z0-9-]*|${UUID}|${SHORT_ID}|#?\d{3,})`;
/** Tasks and derived money moves (invoice:<uuid>, client:<uuid>, ...). */
const DONE_REF = String.raw`((?:task|invoice|client|content|workflow):[a-z0-9-]+|${UUID}|${SHORT_ID})`;

/** The reference as typed, without the "#" some people put before numbers. */
function invoiceRef(raw: string): string {
  return raw.replace(/^#/, "");
}

/** Who a command cannot be about: the owner, or everyone at once. */
const NOT_A_NAME =
  /^(?:me|myself|us|them|him|her|it|everyone|everybody|all|all clients|people|someone|somebody|anyone|clients|customers)$/i;

// ---------------------------------------------------------------------------------------------
// Reading: help, status, focus, lists.

const HELP = [
  whole(
    String.raw`help|help me|what can you do|what can i (?:say|ask|do|type)|what do you do|how does this work|how do i use (?:this|you)|(?:show )?commands|examples|menu|options`,
  ),
];

const STATUS = [
  whole(String.raw`(?:show |check |${WHATS} )?(?:my |the )?status`),
  whole(
    String.raw`where(?:'s| is| does| do you keep| do you store| are you keeping) (?:all )?my data(?: (?:live|stored|kept|saved|going|go))?`,
  ),
  whole(String.raw`(?:which|what) ai(?: is (?:on|running|active|being used|in use)| are you(?: using)?| do you use)?`),
  whole(
    String.raw`(?:which|what) (?:ai )?(?:model|engine|backend)(?: (?:is (?:on|running|active|being used)|are you using|do you use))?`,
  ),
  whole(String.raw`are you (?:online|offline|connected)`),
];

const FOCUS = [
  whole(
    String.raw`(?:show |give me |what are |${WHATS} )?(?:me )?(?:my |the |today's |this morning's )?(?:morning )?(?:focus|briefing|brief|rundown|digest|money moves|priorities|top (?:3|three)(?: money moves)?)(?: for today| today| for the day| this morning)?`,
  ),
  whole(String.raw`what should i (?:work on|do|focus on|tackle|start with)(?: first| next| now| today| this morning)*`),
  whole(String.raw`${WHATS} on my plate(?: today| this morning)?`),
  whole(String.raw`${WHATS} (?:important|urgent|most important)(?: today)?|what matters(?: most)? today`),
  whole(String.raw`where (?:should|do) i start(?: today)?|plan my day|today`),
];

const UNPAID = [
  whole(
    `${SHOW}(?:unpaid|outstanding|open|owed) invoices|${SHOW}invoices (?:that are )?(?:unpaid|outstanding|not paid|still open|awaiting payment)`,
  ),
  whole(String.raw`who (?:still )?owes me(?: money| anything)?(?: still)?|who ${HASNT} paid(?: me)?(?: yet)?`),
  whole(String.raw`${WHATS} (?:still )?(?:outstanding|unpaid|owed(?: to me)?)|(?:unpaid|outstanding)`),
  whole(
    String.raw`how much (?:money )?(?:am i owed|is owed(?: to me)?|is outstanding|do (?:people|clients|customers) owe me)`,
  ),
  whole(
    String.raw`(?:money|cash) owed(?: to me)?|which invoices (?:are|have) (?:unpaid|outstanding|open|not been paid|still open)`,
  ),
];

const OVERDUE = [
  whole(`${SHOW}(?:overdue|late|past due|past-due) invoices|${SHOW}invoices (?:that are )?(?:overdue|late|past due)`),
  whole(
    String.raw`who(?:'s| is| are|s)? (?:late|behind|overdue)(?: (?:paying|with payments?|on payments?|on (?:their |my )?invoices))?`,
  ),
  whole(String.raw`who ${HASNT} paid(?: me)? on time|late payers|overdue`),
  whole(String.raw`${WHATS} overdue|anything overdue|which invoices are (?:overdue|late|past due)`),
];

const PAID = [
  whole(`${SHOW}(?:paid|settled) invoices|${SHOW}invoices (?:that are |that have been )?paid`),
  whole(
    String.raw`which invoices (?:are|were|have been) paid|who (?:has )?paid(?: me)?(?: recently| lately| this month)?`,
  ),
];

const PENDING = [whole(`${SHOW}(?:pending|sent|issued|awaiting) invoices`)];
const DRAFT = [whole(`${SHOW}(?:draft|unsent) invoices|${SHOW}(?:invoice )?drafts`)];
const ALL_INVOICES = [whole(`${SHOW}invoices(?: list)?|invoice list|what invoices do i have`)];

const CLIENTS = [
  whole(`${SHOW}(?:active )?(?:clients|customers)(?: list)?|(?:client|customer) list`),
  whole(String.raw`who are my (?:clients|customers)|how many (?:clients|customers)(?: do i have)?`),
];

const TASKS = [
  whole(
    String.raw`${SHOW}(?:open |pending |outstanding )?(?:tasks|to-?dos|todos|to-?do list|todo list|task list)(?: for today| today)?`,
  ),
  whole(
    String.raw`what tasks do i have(?: today)?|${WHATS} on my (?:to-?do|todo|task) list|what (?:else )?do i (?:have|need) to do(?: today)?`,
  ),
];

const DRY_RUN_REMINDERS = [
  whole(
    String.raw`(?:what|which) reminders (?:would|will|are going to|are about to) (?:go out|be sent|send)(?: today| now)?`,
  ),
  whole(
    String.raw`(?:dry[- ]run|preview|simulate|test|check)(?: the| my)?(?: automatic| auto)? reminders|reminders? (?:dry[- ]run|preview)|reminders`,
  ),
  whole(
    String.raw`(?:run |do )?(?:a )?dry[- ]run (?:of )?(?:the )?(?:automatic |auto )?reminders|who would (?:get a reminder|be reminded)(?: today)?`,
  ),
];

const RUN_REMINDERS = [
  whole(
    String.raw`(?:run|send|send out|trigger|fire off|process|do|kick off|start)(?: the| all| my| all the| all my)?(?: automatic| auto| automated| scheduled| overdue| payment| due)* reminders`,
  ),
  whole(String.raw`run(?: the)? (?:auto(?:matic)? )?reminders? job`),
];

/** The list rules, tried before any rule that changes something. */
const listRules: Rule[] = [
  (t) => (matchesAny(t, HELP) ? { op: "help" } : null),
  (t) => (matchesAny(t, STATUS) ? { op: "status" } : null),
  (t) => (matchesAny(t, FOCUS) ? { op: "focus" } : null),
  (t) => (matchesAny(t, UNPAID) ? { op: "invoices", filter: "unpaid" } : null),
  (t) => (matchesAny(t, OVERDUE) ? { op: "invoices", filter: "overdue" } : null),
  (t) => (matchesAny(t, PAID) ? { op: "invoices", filter: "paid" } : null),
  (t) => (matchesAny(t, PENDING) ? { op: "invoices", filter: "pending" } : null),
  (t) => (matchesAny(t, DRAFT) ? { op: "invoices", filter: "draft" } : null),
  (t) => (matchesAny(t, ALL_INVOICES) ? { op: "invoices" } : null),
  (t) => (matchesAny(t, CLIENTS) ? { op: "clients" } : null),
  (t) => (matchesAny(t, TASKS) ? { op: "tasks" } : null),
  (t) => (matchesAny(t, DRY_RUN_REMINDERS) ? { op: "remind", dryRun: true } : null),
  (t) => (matchesAny(t, RUN_REMINDERS) ? { op: "remind" } : null),
];

// ---------------------------------------------------------------------------------------------
// Invoices: paid, send, create.

const MARK_PAID = [
  whole(
    String.raw`(?:mark|set|flag|record)(?: invoice)? ${INVOICE_REF}(?: as)?(?: being)? (?:paid|settled|received)(?: in full)?`,
  ),
  whole(String.raw`(?:mark|set)(?: as)? paid:?(?: invoice)? ${INVOICE_REF}|paid(?: invoice)? ${INVOICE_REF}`),
  whole(
    String.raw`(?:invoice )?${INVOICE_REF}(?: is| was| has| got| is now)?(?: been)?(?: fully| just)? paid(?: in full| up)?`,
  ),
  whole(
    String.raw`(?:record|log|register|enter|note|add)(?: a| the)? payment (?:for|on|of|against|to) (?:invoice )?${INVOICE_REF}`,
  ),
  whole(String.raw`(?:payment )?(?:received|got)(?: (?:a |the )?payment)? (?:for|on) (?:invoice )?${INVOICE_REF}`),
  whole(String.raw`(?:i )?got paid (?:for|on) (?:invoice )?${INVOICE_REF}`),
  // "Acme paid invoice INV-1731": a statement, never a question ("has Acme paid INV-1731?").
  whole(
    String.raw`(?!(?:who|what|which|did|does|has|have|was|is|when|why|how)\b).+? (?:has |have |just |finally )*paid(?: me| us)?(?: for)?(?: invoice)? ${INVOICE_REF}`,
  ),
];

const SEND_INVOICE = [
  // The invoice goes to its client's address; a line naming another address is not understood.
  whole(
    String.raw`(?:send|resend|re-send|email|e-mail|mail)(?: out)?(?: the)?(?: invoice)? ${INVOICE_REF}(?: (?:to|over to) [^@]+)?`,
  ),
  whole(String.raw`(?:send|email) (?:the )?client (?:the )?(?:invoice )?${INVOICE_REF}`),
];

function invoicePaid(text: string): Intent | null {
  const ref = captureFirst(text, MARK_PAID);
  return ref ? { op: "invoice.paid", ref: invoiceRef(ref) } : null;
}

function invoiceSend(text: string): Intent | null {
  const ref = captureFirst(text, SEND_INVOICE);
  return ref ? { op: "invoice.send", ref: invoiceRef(ref) } : null;
}

/** $2,400 · 850.50 · 2.4k · USD 900 · 1,200 dollars. Groups: whole part, fraction, thousands. */
const AMOUNT = String.raw`(?:\$|usd ?|us\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))? ?(k|thousand)?(?: ?(?:dollars|usd|bucks))?`;

const CREATE_INVOICE_LEAD = [
  /^(?:create|make|draft|raise|prepare|write|generate|add|issue|start|do)(?: me)?(?: up)?(?: an?)?(?: new)? (?:invoice|bill) (?:for|to) (.+)$/i,
  /^new invoice(?: (?:for|to))?[\s:,-]+(.+)$/i,
  /^(?:invoice|bill)(?: for)? (.+)$/i,
];
const CLIENT_THEN_AMOUNT = new RegExp(String.raw`^(.+?)[\s,:-]+(?:for |of )?${AMOUNT}(?=$|[\s,])(.*)$`, "i");
const AMOUNT_THEN_CLIENT = new RegExp(
  String.raw`^${AMOUNT} (?:for|to) (.+?)(?=$|,|\s(?:due|payable|by|for)\b)(.*)$`,
  "i",
);

function invoiceCreate(text: string, now: Date): Intent | null {
  const body = captureFirst(text, CREATE_INVOICE_LEAD);
  const parts = body ? splitClientAndAmount(body) : null;
  if (!parts) return null;
  const client = trimName(parts.client);
  const amount = normaliseAmount(parts.units, parts.fraction, parts.thousands);
  if (!client || NOT_A_NAME.test(client) || !amount) return null;
  const { due, description } = readInvoiceTail(parts.tail, now);
  return {
    op: "invoice.create",
    client,
    amount,
    ...(due ? { due } : {}),
    ...(description ? { description } : {}),
  };
}

type ClientAndAmount = { client: string; units: string; fraction?: string; thousands?: string; tail: string };

/** "Acme Ltd $2,400 due friday" or "$2,400 for Acme Ltd due friday". */
function splitClientAndAmount(body: string): ClientAndAmount | null {
  const clientFirst = CLIENT_THEN_AMOUNT.exec(body);
  if (clientFirst) {
    const [, client, units, fraction, thousands, tail] = clientFirst;
    return { client, units, fraction, thousands, tail };
  }
  const amountFirst = AMOUNT_THEN_CLIENT.exec(body);
  if (amountFirst) {
    const [, units, fraction, thousands, client, tail] = amountFirst;
    return { client, units, fraction, thousands, tail };
  }
  return null;
}

/** "2,400" → "2400", "850.5" → "850.50", "2.4k" → "2400"; null when it is not a sum of money. */
export function normaliseAmount(units: string, fraction = "", thousands?: string): string | null {
  const digits = units.replace(/,/g, "");
  if (thousands) {
    // Shift the decimal point by hand: 0.29 * 1000 is 289.99999999999997 in floating point.
    if (fraction.length > 3) return null;
    return trimZeros(digits + fraction.padEnd(3, "0"));
  }
  if (fraction.length > 2) return null; // no fractions of a cent
  return fraction ? `${trimZeros(digits)}.${fraction.padEnd(2, "0")}` : trimZeros(digits);
}

function trimZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

/** After the amount: "due <date>" (unreadable dates are dropped), "for <what>" as the description. */
function readInvoiceTail(tail: string, now: Date): { due?: string; description?: string } {
  let rest = tail;
  let due: string | undefined;
  const dueClause = /(?:^|[\s,;]+)(?:due|payable|by)\b(.*?)(?=[\s,;]+for\s|$)/i.exec(rest);
  if (dueClause) {
    due = resolveDate(dueClause[1], now);
    rest = rest.replace(dueClause[0], "");
  }
  rest = rest.replace(/^[\s,;:-]+|[\s,;:-]+$/g, "");
  if (!due && rest) {
    // "invoice Acme 500 next friday": a bare date after the amount is the due date.
    const bare = resolveDate(rest, now);
    if (bare) return { due: bare };
  }
  const description = rest.replace(/^(?:for|-)\s+/i, "").trim();
  return { due, description: description || undefined };
}

// ---------------------------------------------------------------------------------------------
// Reminders to one client or invoice.

const NUDGE =
  /^(?:remind|nudge|chase(?: up)?|ping|poke|follow[- ]?up (?:with|on)|check in with|send (?:a )?(?:reminder|nudge|follow[- ]?up)(?: email)? (?:to|for))\s+(.+)$/i;

function nudge(text: string): Intent | null {
  const m = NUDGE.exec(text);
  if (!m) return null;
  // "remind Acme about INV-1731": the invoice number is the sharper reference.
  const number = /\binv-[a-z0-9][a-z0-9-]*/i.exec(m[1]);
  const ref = number
    ? number[0]
    : trimName(
        m[1]
          .replace(/^(?:the )?invoice\s+/i, "")
          .replace(/\s+(?:about|regarding|re:?|for payment|to pay|on (?:their|the|his|her|its) invoice)\b.*$/i, ""),
      );
  return ref && !NOT_A_NAME.test(ref) ? { op: "nudge", ref } : null;
}

// ---------------------------------------------------------------------------------------------
// Clients.

const ADD_CLIENT = [
  /^(?:add|create|new|save|register|onboard)(?: an?)?(?: new)? (?:client|customer)(?: called| named)?[\s:,-]+(.+)$/i,
];
const ADD_AS_CLIENT = /^add (.+?) as (?:an? )?(?:new )?(?:client|customer)(?:[\s,:;-]+(.+))?$/i;

function clientAdd(text: string): Intent | null {
  const asClient = ADD_AS_CLIENT.exec(text);
  const details = asClient ? [asClient[1], asClient[2]].filter(Boolean).join(", ") : captureFirst(text, ADD_CLIENT);
  if (!details) return null;
  const client = readClientDetails(details);
  return client ? { op: "client.add", ...client } : null;
}

type ClientDetails = { name: string; email?: string; company?: string; phone?: string };

/** "Acme Ltd, billing@acme.com, company Acme, phone +1 555 0100" → its parts; null without a name. */
function readClientDetails(details: string): ClientDetails | null {
  let rest = details;
  /** Removes the first match from `rest` and answers its capture. */
  const take = (pattern: RegExp): string | undefined => {
    const m = pattern.exec(rest);
    if (!m) return undefined;
    rest = rest.replace(m[0], ",");
    return m[1].trim();
  };
  const email = take(/(?:\b(?:e-?mail|email address)[:\s]+)?[<(]?([^\s,;<>()]+@[^\s,;<>()]+\.[a-z]{2,})[>)]?/i);
  const phone =
    take(/\b(?:phone|tel|telephone|mobile|cell|ph)[:.\s]+(\+?\d[\d\s().-]{4,}\d)/i) ?? take(/(\+?\d[\d\s().-]{6,}\d)/);
  const company = take(/\bcompany[:\s]+([^,;]+)/i);
  const [first = ""] = rest
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const name = trimName(first.replace(/^(?:name[:\s]+|called\s+|named\s+)/i, "").replace(/(?:\s+(?:with|and))+$/i, ""));
  if (!name || !/\p{L}/u.test(name) || NOT_A_NAME.test(name)) return null;
  return {
    name,
    ...(email ? { email } : {}),
    ...(company ? { company: trimName(company) } : {}),
    ...(phone ? { phone } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Tasks.

/** The categories of core/tasks/schemas.ts TASK_CATEGORIES (the test keeps the two lists equal). */
export const TASK_CATEGORY_NAMES = [
  "Invoicing",
  "Clients",
  "Sales",
  "Marketing",
  "Content",
  "Operations",
  "Admin",
  "Finance",
] as const;

const ADD_TASK_LEADS = [
  /^(?:add|create|make|new|save|put)(?: an?)?(?: new)? (?:task|to-?do|todo|reminder)(?: for me)?(?: to)?[\s:,-]+(.+)$/i,
  /^(?:to-?do|todo|task)\s*[:-]\s*(.+)$/i,
  /^(?:to-?do|todo)\s+(.+)$/i,
  /^(?:put|add) (.+) on my (?:to-?do|todo|task) list$/i,
  /^add (.+) to my (?:to-?do|todo|task) list$/i,
  /^remind me (?:to|that|about) (.+)$/i,
];

function taskAdd(text: string, now: Date): Intent | null {
  // "remind me tomorrow to call the bank": the date comes before the title.
  const dateFirst = /^remind me (.+?) to (.+)$/i.exec(text);
  const early = dateFirst ? resolveDate(dateFirst[1], now) : undefined;
  const body = early ? dateFirst![2] : captureFirst(text, ADD_TASK_LEADS);
  if (!body) return null;
  const task = readTaskDetails(body, now);
  if (!task.title) return null;
  const due = task.due ?? early;
  return {
    op: "task.add",
    title: task.title,
    ...(task.category ? { category: task.category } : {}),
    ...(task.priority ? { priority: task.priority } : {}),
    ...(due ? { due } : {}),
  };
}

type TaskDetails = { title: string; category?: string; priority?: Priority; due?: string };

const PRIORITY_SUFFIX =
  /[\s,;]+(?:with |at )?(?:(high|medium|low|normal|top)[- ]priority|priority[:\s]+(high|medium|low|normal)|(urgent|urgently|asap))$/i;
const CATEGORY_SUFFIX = /[\s,;]+(?:category|cat\.?)[:\s]+([^,;]+?)$/i;
const KNOWN_CATEGORY_SUFFIX = new RegExp(String.raw`[\s,;]+(?:in|under)\s+(${TASK_CATEGORY_NAMES.join("|")})$`, "i");

/** Peels priority, category and due date off the end of a task line, in any order. */
function readTaskDetails(line: string, now: Date): TaskDetails {
  let title = ` ${line.trim()}`; // a leading space lets every suffix pattern need a separator
  const details: Omit<TaskDetails, "title"> = {};
  for (let previous = ""; previous !== title;) {
    previous = title;
    const priority = PRIORITY_SUFFIX.exec(title);
    if (priority && !details.priority) {
      details.priority = toPriority(priority[1] ?? priority[2] ?? "high");
      title = title.slice(0, priority.index);
      continue;
    }
    // The date before the category: "category Finance due friday" must not name a category
    // "Finance due friday".
    const due = details.due ? undefined : trailingDate(title, now);
    if (due) {
      details.due = due.date;
      title = due.before;
      continue;
    }
    const category = CATEGORY_SUFFIX.exec(title) ?? KNOWN_CATEGORY_SUFFIX.exec(title);
    if (category && !details.category) {
      details.category = canonicalCategory(category[1].trim());
      title = title.slice(0, category.index);
    }
  }
  return {
    title: title
      .replace(/[\s,;:-]+$/, "")
      .replace(/\s+(?:and|with)$/i, "")
      .trim(),
    ...details,
  };
}

function toPriority(word: string): Priority {
  const w = word.toLowerCase();
  if (w === "low") return "low";
  if (w === "medium" || w === "normal") return "medium";
  return "high"; // high, top, urgent, asap
}

function canonicalCategory(typed: string): string {
  return TASK_CATEGORY_NAMES.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed;
}

/** The longest run of last words (up to 5) that reads as a date, and the text before it. */
function trailingDate(text: string, now: Date): { date: string; before: string } | undefined {
  const words = text.trim().split(" ");
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const date = resolveDate(words.slice(-n).join(" "), now);
    if (date) return { date, before: ` ${words.slice(0, -n).join(" ")}` };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Done.

const DONE = [
  whole(
    String.raw`(?:mark|set|tick|check)(?: off)?(?: the)?(?: task| move| item| to-?do)? ${DONE_REF}(?: off)?(?: as)? (?:done|complete|completed|finished)`,
  ),
  whole(
    String.raw`(?:done|complete|completed|finish|finished|close|tick off|check off|mark off)(?: with)?(?: task| move| item)?:? ${DONE_REF}`,
  ),
  whole(String.raw`i(?: have|'ve|ve)?(?: just)? (?:finished|completed|done|did|closed)(?: task)? ${DONE_REF}`),
  whole(String.raw`(?:task )?${DONE_REF} (?:is |was )?(?:done|complete|completed|finished)`),
];

function done(text: string): Intent | null {
  const ref = captureFirst(text, DONE);
  return ref ? { op: "done", ref } : null;
}

/**
 * Order matters: lists first (they change nothing), then "remind me to" (a task, before "remind
 * Acme"), then the invoice verbs, whose references are the most specific.
 */
const RULES: Rule[] = [...listRules, taskAdd, invoicePaid, invoiceSend, invoiceCreate, done, clientAdd, nudge];

// ---------------------------------------------------------------------------------------------
// Dates. Calendar days are the owner's local days (the terminal runs on the owner's machine).

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};

/** Short forms that are not also English words ("sun", "sat" and "wed" are, so they need the full name). */
const WEEKDAY_SHORT: Record<string, number> = { mon: 1, tue: 2, tues: 2, thu: 4, thur: 4, thurs: 4, fri: 5 };

/** "thursday", "tues", "fri" → 0–6, otherwise -1. */
function weekdayIndex(word: string): number {
  return WEEKDAY_SHORT[word] ?? WEEKDAYS.indexOf(word);
}

function monthIndex(word: string): number {
  return word.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(word)) : -1;
}

function dayOf(now: Date, plusDays = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + plusDays);
}

function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A real calendar date, or undefined for 2026-02-30. */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(year, month, day);
  return d.getFullYear() === year && d.getMonth() === month && d.getDate() === day ? d : undefined;
}

/**
 * A date phrase as YYYY-MM-DD, or undefined when it is not one.
 * - today, tomorrow, the day after tomorrow, next week (= in 7 days), in N days / weeks, net 30,
 *   end of month, 2026-12-01, Dec 1, 1st of December 2026 (no year: the next such day);
 * - "friday" / "this friday" = the next Friday after today (1–7 days away);
 *   "next friday" = the Friday of next week (weeks start on Monday): said on a Monday it is 11 days away.
 */
export function resolveDate(phrase: string, now: Date = new Date()): string | undefined {
  const p = phrase
    .toLowerCase()
    .trim()
    .replace(/[.,!?]+$/, "")
    .replace(/^(?:(?:due|by|on|before|until|for|at|the)\s+)+/, "");
  const date = relativeDay(p, now) ?? weekday(p, now) ?? absoluteDay(p, now);
  return date ? isoDay(date) : undefined;
}

function relativeDay(p: string, now: Date): Date | undefined {
  if (/^(?:today|tonight|eod|end of (?:the )?day|this (?:morning|afternoon|evening))$/.test(p)) return dayOf(now);
  if (/^(?:tomorrow|tmrw|tmr|tomorow)(?: (?:morning|afternoon|evening|night))?$/.test(p)) return dayOf(now, 1);
  if (/^(?:the )?day after tomorrow$/.test(p)) return dayOf(now, 2);
  if (/^next week$/.test(p)) return dayOf(now, 7);
  if (/^(?:end of (?:the |this )?month|eom)$/.test(p)) return new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const net = /^net ?(\d{1,3})$/.exec(p);
  if (net) return dayOf(now, Number(net[1]));
  const span = /^(?:in |within )?(\d{1,3}|[a-z]+) (days?|weeks?)(?: from (?:now|today)| time)?$/.exec(p);
  if (span) {
    const n = /^\d+$/.test(span[1]) ? Number(span[1]) : NUMBER_WORDS[span[1]];
    if (n !== undefined) return dayOf(now, span[2].startsWith("week") ? n * 7 : n);
  }
  return undefined;
}

function weekday(p: string, now: Date): Date | undefined {
  const m = /^(this |coming |this coming |next )?([a-z]+)$/.exec(p);
  const target = m ? weekdayIndex(m[2]) : -1;
  if (!m || target < 0) return undefined;
  const today = now.getDay();
  if (m[1] === "next ") {
    const toNextMonday = (8 - today) % 7 || 7;
    return dayOf(now, toNextMonday + ((target + 6) % 7));
  }
  return dayOf(now, (target - today + 7) % 7 || 7);
}

function absoluteDay(p: string, now: Date): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const named =
    /^(?:(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]+)|([a-z]+) (\d{1,2})(?:st|nd|rd|th)?)(?:,? (\d{4}))?$/.exec(p);
  if (!named) return undefined;
  const month = monthIndex(named[2] ?? named[3]);
  const day = Number(named[1] ?? named[4]);
  if (month < 0) return undefined;
  if (named[5]) return calendarDate(Number(named[5]), month, day);
  // Without a year: the next time that day comes round (today included).
  const thisYear = calendarDate(now.getFullYear(), month, day);
  return thisYear && thisYear >= dayOf(now) ? thisYear : calendarDate(now.getFullYear() + 1, month, day);
}

// ---------------------------------------------------------------------------------------------
// Text helpers.

/** A name as typed, without surrounding quotes, spaces or trailing punctuation. */
function trimName(raw: string): string {
  return raw
    .trim()
    .replace(/^["']|["']$/g, "")
    .replace(/[\s,;:.!?-]+$/, "")
    .trim();
}

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

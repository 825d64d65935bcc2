// Money questions: "how much am I owed", "what does acme owe me", "what did I bring in last month",
// "who owes me the most". They change nothing, so they are read loosely, by their key words; the
// figures themselves come from the server (GET /api/invoices/figures), never worked out here.

import type { MoneyPeriod } from "@core/invoices";
import type { Intent } from "../types";
import { trimName } from "./names";
import { INVOICE_REF, invoiceRef, whole } from "./patterns";

const PERIODS: [RegExp, MoneyPeriod][] = [
  [/\blast month\b|\bprevious month\b/, "last-month"],
  [/\bthis month\b|\bso far this month\b|\bmonth to date\b|\bmtd\b/, "this-month"],
  [/\blast year\b/, "last-year"],
  [/\bthis year\b|\bso far this year\b|\byear to date\b|\bytd\b/, "this-year"],
  [/\blast week\b/, "last-week"],
  [/\bthis week\b/, "this-week"],
  [/\btoday\b/, "today"],
  [/\baltogether\b|\ball time\b|\bever\b|\bin total\b|\btotal\b|\boverall\b/, "all"],
];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "in october", "for sept 2026", "during march": a month named after a preposition (so "may I" is no month). */
const MONTH_NAMED =
  /\b(?:in|for|during|of|over)(?: the month of)? (jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: (\d{4}))?\b/g;

/** Every period the question names, in the order written ("this month vs last month", "in october"). */
function periodsIn(text: string, now: Date): MoneyPeriod[] {
  const named = PERIODS.map(([p, period]) => ({ period, at: text.search(p) })).filter((x) => x.at >= 0);
  // A month without a year is the last one that has begun: "october" said in November is this year's.
  const months = [...text.matchAll(MONTH_NAMED)].map((m) => {
    const month = MONTHS.indexOf(m[1].slice(0, 3)) + 1;
    const year = m[2] ? Number(m[2]) : month <= now.getMonth() + 1 ? now.getFullYear() : now.getFullYear() - 1;
    return { period: `${year}-${String(month).padStart(2, "0")}` as MoneyPeriod, at: m.index };
  });
  return [...named, ...months].sort((a, b) => a.at - b.at).map((x) => x.period);
}

const COLLECTED =
  /\b(?:collected|collect|made|make|earned|earn|brought in|bring in|take in|took in|taken in|came in|come in|money in|revenue|income|received|got paid|paid me|pay me|paid us)\b/;
const OWED = /\b(?:owe|owes|owed|owing|outstanding|unpaid|receivable|receivables|coming in)\b/;
const ASKING = /^(?:how much|what|wat|whats|what's|how many|tell me|show me|give me|total|roughly|money in)\b|\?$/;

/** "what does acme owe", "how much has hooli paid me": the client named between the verbs. */
const CLIENT_OWES =
  /\b(?:what|wat|how much(?: money| cash)?) (?:does|do|did|has|have|is) (?!i\b|you\b|my\b|people\b|everyone\b|clients?\b|customers?\b)(.+?) (?:owe|owes|owing|paid|pay|payed|still owe)\b/;
const CLIENT_OWES_SHORT = /^(?:how much (?:is|does) |what(?:'s|s)? |wat |how much )?(.+?) owes?(?: me| us)?$/;

export function moneyQuestion(text: string, now: Date = new Date()): Intent | null {
  const t = text.toLowerCase();
  // "add task file VAT due next week" is a command whose words happen to be about money.
  if (/^(?:add|create|new|make|put|remind me|schedule|invoice|bill|mark|send|email|todo|task)\b/.test(t)) return null;
  if (
    /\bwho\b.*\bowes?\b.*\b(?:most|biggest|largest)\b|\bbiggest (?:debtor|debt)\b|\b(?:worst|slowest) (?:payer|client|customer)s?\b/.test(
      t,
    )
  )
    return { op: "money", ask: "top-debtor" };
  if (/\boldest\b.*\b(?:unpaid|overdue|outstanding|open|late)\b|\b(?:unpaid|overdue) .*\boldest\b/.test(t))
    return { op: "money", ask: "oldest" };
  if (/\b(?:coming due|due (?:this|next) week|due soon|due in the next)\b/.test(t))
    return { op: "money", ask: "due-soon" };
  if (/\b(?:isn't|isnt|is not|aren't|not) (?:late|overdue) yet\b|\bnot yet (?:due|late)\b|\bnot due yet\b/.test(t))
    return { op: "money", ask: "not-yet-due" };
  if (!ASKING.test(t) && !/\b(?:vs|versus|compared)\b/.test(t)) return null;
  const clientMatch = CLIENT_OWES.exec(t) ?? CLIENT_OWES_SHORT.exec(t);
  const client = clientMatch ? cleanClient(clientMatch[1]) : undefined;
  const periods = periodsIn(t, now);
  if (COLLECTED.test(t) && !/\bowe/.test(t)) {
    return { op: "money", ask: "collected", ...(client ? { client } : {}), periods };
  }
  if (OWED.test(t)) {
    const overdueOnly = /\b(?:overdue|late|past due)\b/.test(t) && !/\bincluding\b/.test(t);
    return { op: "money", ask: overdueOnly ? "overdue" : "owed", ...(client ? { client } : {}) };
  }
  // "how much is overdue", "what's past due in total": a sum, not the list.
  if (/^(?:how much|what(?:'s| is|s) the total)\b.*\b(?:overdue|late|past due)\b/.test(t))
    return { op: "money", ask: "overdue" };
  return null;
}

function cleanClient(raw: string): string | undefined {
  const name = trimName(raw.replace(/^(?:the|my|our)\s+/, "").replace(/\s+(?:still|already|ever|so far)$/, ""));
  return name && !/^(?:i|you|we|me|people|everyone|clients?|customers?|anyone|they)$/.test(name) ? name : undefined;
}

const INVOICE_PAID_QUESTION = [
  whole(String.raw`(?:has|did) .+? (?:paid|pay)(?: invoice)? ${INVOICE_REF}(?: yet)?`),
  whole(
    String.raw`(?:is|has|was|did)(?: invoice)? ${INVOICE_REF}(?: been| get| got)? (?:paid|settled)(?: yet| already)?`,
  ),
  whole(String.raw`(?:what(?:'s| is|s)? the )?status (?:of|on)(?: invoice)? ${INVOICE_REF}`),
];

/** "is 1008 paid", "status of INV-1003". */
export function invoiceStatus(text: string): Intent | null {
  for (const p of INVOICE_PAID_QUESTION) {
    const m = p.exec(text);
    if (m) return { op: "invoice.status", ref: invoiceRef(m[1]) };
  }
  return null;
}

const CLIENT_STATUS = [
  /^(?:did|has|have) (.+?) (?:paid|pay|payed)(?: me| us)?(?: yet| already| anything)?$/i,
  /^how (?:late|overdue|far behind) (?:is|are) (.+)$/i,
  /^(?:is|are) (.+?) (?:late|overdue|behind)(?: on (?:paying|payments?|their invoices?))?$/i,
];

/** "did globex pay yet", "how late is pied piper". */
export function clientStatus(text: string): Intent | null {
  for (const p of CLIENT_STATUS) {
    const m = p.exec(text);
    const client = m ? cleanClient(m[1]) : undefined;
    if (client) return { op: "client.status", client };
  }
  return null;
}

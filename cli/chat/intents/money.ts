// Money questions: "how much am I owed", "what does acme owe me", "what did I bring in last month",
// "who owes me the most". They change nothing, so they are read loosely, by their key words; the
// figures themselves come from the server (GET /api/invoices/figures), never worked out here.

import type { MoneyPeriod } from "@core/invoices/figures";
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

/** Every period the question names, in the order written ("this month vs last month"). */
function periodsIn(text: string): MoneyPeriod[] {
  return PERIODS.map(([p, period]) => ({ period, at: text.search(p) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.period);
}

const COLLECTED =
  /\b(?:collected|collect|made|make|earned|earn|brought in|bring in|take in|took in|taken in|revenue|income|received|got paid|paid me|pay me|paid us)\b/;
const OWED = /\b(?:owe|owes|owed|owing|outstanding|unpaid|receivable|receivables)\b/;
const ASKING = /^(?:how much|what|wat|whats|what's|how many|tell me|show me|give me|total|roughly)\b|\?$/;

/** "what does acme owe", "how much has hooli paid me": the client named between the verbs. */
const CLIENT_OWES =
  /\b(?:what|wat|how much(?: money| cash)?) (?:does|do|did|has|have|is) (?!i\b|you\b|my\b|people\b|everyone\b|clients?\b|customers?\b)(.+?) (?:owe|owes|owing|paid|pay|payed|still owe)\b/;
const CLIENT_OWES_SHORT = /^(?:how much (?:is|does) )?(.+?) owes?(?: me| us)?$/;

export function moneyQuestion(text: string): Intent | null {
  const t = text.toLowerCase();
  // "add task file VAT due next week" is a command whose words happen to be about money.
  if (/^(?:add|create|new|make|put|remind me|schedule|invoice|bill|mark|send|email|todo|task)\b/.test(t)) return null;
  if (/\bwho\b.*\bowes?\b.*\b(?:most|biggest|largest)\b|\bbiggest (?:debtor|debt)\b/.test(t))
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
  const periods = periodsIn(t);
  if (COLLECTED.test(t) && !/\bowe/.test(t)) {
    return { op: "money", ask: "collected", ...(client ? { client } : {}), periods };
  }
  if (OWED.test(t)) {
    const overdueOnly = /\b(?:overdue|late|past due)\b/.test(t) && !/\bincluding\b/.test(t);
    return { op: "money", ask: overdueOnly ? "overdue" : "owed", ...(client ? { client } : {}) };
  }
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

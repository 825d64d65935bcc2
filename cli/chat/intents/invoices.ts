// Invoices: paid, send, create. Each one names an invoice by its reference, or a client and a sum
// of money, read here into a form the commands accept.

import type { Intent } from "../types";
import { resolveDate } from "./dates";
import { NOT_A_NAME, trimName } from "./names";
import { INVOICE_REF, captureFirst, invoiceRef, whole } from "./patterns";

const MARK_PAID = [
  whole(
    String.raw`(?:mark|set|flag|record)(?: invoice)? ${INVOICE_REF}(?: as)?(?: being)? (?:paid|settled|received)(?: in full)?`,
  ),
  whole(String.raw`(?:mark|set)(?: as)? paid:?(?: invoice)? ${INVOICE_REF}|paid(?: invoice)? ${INVOICE_REF}`),
  whole(
    String.raw`(?:invoice )?${INVOICE_REF}(?: is| was| has| got| is now)?(?: been)?(?: fully| just)? (?:paid|pd)(?: in full| up)?`,
  ),
  whole(
    String.raw`(?:record|log|register|enter|note|add)(?: a| the)? payment (?:for|on|of|against|to) (?:invoice )?${INVOICE_REF}`,
  ),
  whole(String.raw`(?:payment )?(?:received|got)(?: (?:a |the )?payment)? (?:for|on) (?:invoice )?${INVOICE_REF}`),
  whole(String.raw`(?:i )?got paid (?:for|on) (?:invoice )?${INVOICE_REF}`),
  // "Acme paid invoice INV-1731": a statement, never a question ("has Acme paid INV-1731?").
  whole(
    // The name holds no comma and no second "paid": "acme paid 1001, globex paid 1002" is two payments.
    String.raw`(?!(?:who|what|which|did|does|has|have|was|is|when|why|how)\b)(?:(?!\bpaid\b)[^,;])+? (?:has |have |just |finally )*paid(?: me| us)?(?: for)?(?: invoice)? ${INVOICE_REF}`,
  ),
];

const SEND_INVOICE = [
  // The invoice goes to its client's address; a line naming another address is not understood.
  whole(
    String.raw`(?:send|resend|re-send|email|e-mail|mail)(?: out)?(?: the)?(?: invoice)? ${INVOICE_REF}(?: (?:to|over to) [^@]+)?`,
  ),
  whole(String.raw`(?:send|email) (?:the )?client (?:the )?(?:invoice )?${INVOICE_REF}`),
];

export function invoicePaid(text: string): Intent | null {
  const ref = captureFirst(text, MARK_PAID);
  return ref ? { op: "invoice.paid", ref: invoiceRef(ref) } : null;
}

/** "send the stark studio invoice", "email acme their invoice", "send the invoice to globex". */
const SEND_CLIENTS_INVOICE = [
  /^(?:send|email|e-mail) (.+?) (?:their|the|his|her|its) invoice$/i,
  /^(?:send|resend|re-send|email|e-mail|mail)(?: out)? (?:the |their )?(.+?)(?:'s|s)? invoice$/i,
  /^(?:send|resend|email|e-mail|mail)(?: out)? (?:the |their |an |my )?invoice (?:to|for) (.+)$/i,
];

export function invoiceSend(text: string): Intent | null {
  const ref = captureFirst(text, SEND_INVOICE);
  if (ref) return { op: "invoice.send", ref: invoiceRef(ref) };
  const client = trimName(captureFirst(text, SEND_CLIENTS_INVOICE) ?? "");
  if (!client || NOT_A_NAME.test(client) || /^(?:an?|new|the|this|that|my|last)$/i.test(client)) return null;
  return { op: "invoice.send", client };
}

/** $2,400 · 850.50 · 2.4k · USD 900 · 1,200 dollars. Groups: whole part, fraction, thousands. */
const AMOUNT = String.raw`(?:\$|usd ?|us\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))? ?(k|thousand)?(?: ?(?:dollars|usd|bucks))?`;

const CREATE_INVOICE_LEAD = [
  /^(?:create|make|draft|raise|prepare|write|generate|add|issue|start|do|put together|set up|whip up)(?: me)?(?: up)?(?: an?)?(?: new)? (?:invoice|bill) (?:for|to) (.+)$/i,
  /^new invoice(?: (?:for|to))?[\s:,-]+(.+)$/i,
  /^(?:invoice|bill|inv|charge)(?: for)? (.+)$/i,
];
const CLIENT_THEN_AMOUNT = new RegExp(String.raw`^(.+?)[\s,:-]+(?:for |of )?${AMOUNT}(?=$|[\s,])(.*)$`, "i");
const AMOUNT_THEN_CLIENT = new RegExp(
  String.raw`^${AMOUNT} (?:for|to) (.+?)(?=$|,|\s(?:due|payable|by|for)\b)(.*)$`,
  "i",
);

export function invoiceCreate(text: string, now: Date): Intent | null {
  const body = captureFirst(text, CREATE_INVOICE_LEAD);
  const parts = body ? splitClientAndAmount(body) : null;
  if (!parts) {
    // "new invoice for hooli": the client without a sum; the chat asks how much.
    const client = trimName(captureFirst(text, CREATE_INVOICE_LEAD.slice(0, 2)) ?? "");
    return client && !NOT_A_NAME.test(client) && !/\d/.test(client) ? { op: "invoice.create", client } : null;
  }
  const client = trimName(parts.client);
  const amount = normaliseAmount(parts.units, parts.fraction, parts.thousands);
  if (!client || NOT_A_NAME.test(client) || !amount) return null;
  const typed = `${parts.units}${parts.fraction ? `.${parts.fraction}` : ""}${parts.thousands ?? ""}`;
  // "invoice acme -50": the sign is not ours to drop.
  if (parts.negative)
    return {
      op: "say",
      text:
        `An invoice can't be for a negative amount, so I won't invoice ${client} -$${typed}. ` +
        "To give money back, refund it in your payment provider; to correct an invoice, create a new one for the right amount.",
    };
  if (Number(amount) <= 0) return { op: "invoice.create", client };
  const tail = readInvoiceTail(parts.tail, now);
  if ("unclear" in tail) return { op: "say", text: tail.unclear(client, typed) };
  const { due, description } = tail;
  return {
    op: "invoice.create",
    client,
    amount,
    ...(due ? { due } : {}),
    ...(description ? { description } : {}),
  };
}

type ClientAndAmount = {
  client: string;
  units: string;
  fraction?: string;
  thousands?: string;
  tail: string;
  /** "acme -50", "-$50 for acme": a minus sign right before the sum. */
  negative: boolean;
};

/** "Acme Ltd $2,400 due friday" or "$2,400 for Acme Ltd due friday". */
function splitClientAndAmount(body: string): ClientAndAmount | null {
  const clientFirst = CLIENT_THEN_AMOUNT.exec(body);
  if (clientFirst) {
    const [, client, units, fraction, thousands, tail] = clientFirst;
    const negative = /^[\s,:]*-(?:\$|usd ?)?\d/i.test(body.slice(client.length));
    return { client, units, fraction, thousands, tail, negative };
  }
  const amountFirst = AMOUNT_THEN_CLIENT.exec(body);
  if (amountFirst) {
    const [, units, fraction, thousands, client, tail] = amountFirst;
    return { client, units, fraction, thousands, tail, negative: false };
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

type Unclear = { unclear: (client: string, amount: string) => string };

/**
 * After the amount: "due <date>", "for <what>" as the description. What cannot be read is asked
 * back, never dropped: a due date we cannot read, a second number ("1 200": 1,200 or 1?), or
 * another request ("and send it") that would otherwise become the description.
 */
function readInvoiceTail(tail: string, now: Date): { due?: string; description?: string } | Unclear {
  let rest = tail;
  let due: string | undefined;
  const group = /^\s*(\d{3})(?=$|[\s,.])/.exec(rest);
  if (group)
    return {
      unclear: (client, amount) =>
        `Is that ${amount}${group[1]} or ${amount}? Say it without a space, e.g. "invoice ${client} ${amount}${group[1]}".`,
    };
  const dueClause = /(?:^|[\s,;]+)(?:due|payable|by)\b(.*?)(?=[\s,;]+for\s|$)/i.exec(rest);
  if (dueClause) {
    due = resolveDate(dueClause[1], now);
    if (!due)
      return {
        unclear: (client, amount) =>
          `When is it due? I couldn't read "${dueClause[1].trim()}" as a date. Say e.g. "invoice ${client} ${amount} ` +
          'due dec 15" or "due in 14 days".',
      };
    rest = rest.replace(dueClause[0], "");
  }
  rest = rest.replace(/^[\s,;:-]+|[\s,;:-]+$/g, "");
  if (/^(?:and|then|&|also|plus)\b/i.test(rest))
    return {
      unclear: () =>
        `I can't tell what "${rest}" asks for. Say the invoice and the second request separately, ` +
        'e.g. "invoice acme 500", then "send the acme invoice".',
    };
  if (!due && rest) {
    // "invoice Acme 500 next friday": a bare date after the amount is the due date.
    const bare = resolveDate(rest, now);
    if (bare) return { due: bare };
  }
  const description = rest.replace(/^(?:for|-)\s+/i, "").trim();
  return { due, description: description || undefined };
}

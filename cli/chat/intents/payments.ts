// Payments told as news: "globex just paid me", "acme paid the 2400 one", "hooli paid on the 20th",
// "got 1200 today". Each names a client, a sum or a day rather than an invoice; the chat finds the
// invoice (and asks when more than one could be meant).

import type { Intent } from "../types";
import { resolvePastDate } from "./dates";
import { NOT_A_NAME, trimName } from "./names";

const QUESTION = /^(?:who|what|which|did|does|do|has|have|was|is|when|why|how|wat)\b/i;
const MONEY = String.raw`\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?( ?k)?`;

/** "<client> (just|finally) paid (me) (the 2400 one) (INV-1) (yesterday|on the 20th)(, …)". */
const CLIENT_PAID = new RegExp(
  String.raw`^(.+?) (?:(?:has|have|just|finally|finaly|already|now) )*(?:paid|pd|payed|settled up|paid up)(?: me| us| up| in full)?(.*)$`,
  "i",
);
/** "got 1200 today", "received $1,200 from acme", "got paid 900 by initech". */
const AMOUNT_PAID = new RegExp(
  String.raw`^(?:i )?(?:just )?(?:got|received|recieved|got paid|was paid|banked)(?: a)?(?: payment(?: of)?)? ${MONEY}(?: (?:from|by) (.+?))?(?: (today|yesterday|on .+))?$`,
  "i",
);
const PAID_BY =
  /^(?:i )?(?:just )?(?:got paid|got a payment|received (?:a )?payment|was paid) (?:from|by) (.+?)(?: (today|yesterday|on .+))?$/i;

export function clientPaid(text: string, now: Date): Intent | null {
  if (QUESTION.test(text)) return null;
  const byAmount = AMOUNT_PAID.exec(text);
  if (byAmount) {
    const [, units, fraction, k, client, when] = byAmount;
    const paidDate = when ? resolvePastDate(when, now) : undefined;
    return {
      op: "invoice.paid",
      amount: money(units, fraction, k),
      ...(client ? { client: trimName(client) } : {}),
      ...(paidDate ? { paidDate } : {}),
    };
  }
  const by = PAID_BY.exec(text);
  if (by) {
    const paidDate = by[2] ? resolvePastDate(by[2], now) : undefined;
    return { op: "invoice.paid", client: trimName(by[1]), ...(paidDate ? { paidDate } : {}) };
  }
  const m = CLIENT_PAID.exec(text);
  if (!m) return null;
  const client = trimName(m[1].replace(/^(?:so |well |yay |great news,? )/i, ""));
  if (
    !client ||
    NOT_A_NAME.test(client) ||
    /^(?:i|we|you|they|it)$/i.test(client) ||
    /\bnot\b|^(?:mark|set|record|log|flag|note|got|just)\b/i.test(client)
  )
    return null;
  // What follows "paid": maybe an invoice, a sum, a day, then anything after a comma ("can you mark it").
  const tail = m[2].split(/[,;]| and (?:can|could|please)\b/)[0].trim();
  // A bare number after "paid" is a sum ("the 2400 one"); an invoice is written as one ("INV-1005", "#1005").
  const ref = /(?:^|\s)(?:invoice\s+#?(\d{3,})|#(\d{3,})|(inv-[a-z0-9][a-z0-9-]*))(?=\s|$)/i.exec(tail);
  const amount = new RegExp(String.raw`(?:^|\s)(?:the |for )?${MONEY}(?: one| invoice| bill)?(?=\s|$)`, "i").exec(
    ref ? tail.replace(ref[0], " ") : tail,
  );
  const rest = tail
    .replace(ref?.[0] ?? "", " ")
    .replace(amount?.[0] ?? "", " ")
    .replace(/\b(?:for|the|invoice|one|bill)\b/gi, " ")
    .trim();
  const paidDate = rest ? resolvePastDate(rest, now) : undefined;
  // Anything else left over is a sentence we do not follow: safer not to guess.
  if (rest && !paidDate) return null;
  return {
    op: "invoice.paid",
    ...(ref ? { ref: ref[1] ?? ref[2] ?? ref[3] } : { client }),
    ...(amount && !ref ? { amount: money(amount[1], amount[2], amount[3]) } : {}),
    ...(paidDate ? { paidDate } : {}),
  };
}

function money(units: string, fraction = "", k?: string): string {
  const whole = Number(units.replace(/,/g, ""));
  const cents = Number(fraction.padEnd(2, "0") || "0");
  const value = k ? whole * 1000 + cents * 10 : whole + cents / 100;
  return value.toFixed(2);
}

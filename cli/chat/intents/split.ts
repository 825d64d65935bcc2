// Two requests in one message: "mark 1004 paid and remind globex", "add client tom baker and
// invoice him 400". Split where a second command starts; a "him", "her" or "them" in the second part
// is the client the first part named. The chat proposes both, each confirmed.

import type { Intent } from "../types";

const SECOND_VERB =
  "invoice|bill|remind|send|email|mark|add|create|chase|nudge|schedule|post|start|resume|complete|finish|record|log|put|make|update|change";
const JOINT = new RegExp(
  String.raw`^(.+?)(?:,? and (?:then |also )?|, then |; ?|\. )(?=(?:${SECOND_VERB})\b)(.+)$`,
  "i",
);
/** "acme paid 1001, globex paid 1002": a second payment told as news after a comma or "and". */
const SECOND_PAYMENT =
  /^(.+?)(?:,? and (?:also )?|, |; ?|\. )(?=[\w'&.-]+(?: [\w'&.-]+){0,3} (?:(?:has|have|just|also|finally|already) )*(?:paid|pd|payed|settled)\b)(.+)$/i;

const SEND_IT =
  /^(?:send|email|e-mail|mail)(?: (?:it|that|this|the invoice|the bill))?(?: (?:out|over|off))?(?: to (?:them|him|her|the client))?(?: (?:right away|straight away|now|too|as well|today))?$/i;

/** The client a first request is about, for a pronoun in the second. */
function clientOf(intent: Intent): string | undefined {
  switch (intent.op) {
    case "client.add":
      return intent.name;
    case "invoice.create":
    case "client.update":
      return intent.client;
    case "invoice.send":
    case "invoice.paid":
      return intent.client;
    case "nudge":
      return intent.ref;
    default:
      return undefined;
  }
}

/**
 * Both requests, when the message holds two that are each understood on their own; null otherwise
 * (the message is then read whole).
 */
export function splitTwo(text: string, parse: (text: string) => Intent): Intent | null {
  const m = JOINT.exec(text) ?? SECOND_PAYMENT.exec(text);
  if (!m) return null;
  const first = parse(m[1]);
  if (first.op === "unknown" || first.op === "decline") return null;
  const name = clientOf(first);
  // "invoice acme 500 and send it": the invoice just proposed is the one to send.
  if (first.op === "invoice.create" && first.amount && SEND_IT.test(m[2]))
    return { op: "both", first, second: { op: "invoice.send", client: first.client }, secondText: m[2] };
  const secondText = name ? m[2].replace(/\b(?:him|her|them|it)\b/i, name) : m[2];
  const second = parse(secondText);
  if (second.op === "unknown") return null;
  return { op: "both", first, second, secondText };
}

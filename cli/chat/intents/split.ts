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
  const m = JOINT.exec(text);
  if (!m) return null;
  const first = parse(m[1]);
  if (first.op === "unknown" || first.op === "decline") return null;
  const name = clientOf(first);
  const secondText = name ? m[2].replace(/\b(?:him|her|them|it)\b/i, name) : m[2];
  const second = parse(secondText);
  if (second.op === "unknown") return null;
  return { op: "both", first, second, secondText };
}

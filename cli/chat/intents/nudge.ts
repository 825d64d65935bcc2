// Reminders to one client or invoice: "chase Acme", "remind INV-1731". Tried last, after "remind
// me to ..." (a task) and the invoice verbs, whose references are sharper than a name.

import type { Intent } from "../types";
import { NOT_A_NAME, trimName } from "./names";

const NUDGE =
  /^(?:remind|nudge|chase(?: up)?|ping|poke|follow[- ]?up (?:with|on)|check in with|send (?:a )?(?:reminder|nudge|follow[- ]?up)(?: email)? (?:to|for))\s+(.+)$/i;

export function nudge(text: string): Intent | null {
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

// Reminders to one client or invoice: "chase Acme", "remind INV-1731", "send a gentle reminder to
// the folks over at Globex". Tried last, after "remind me to ..." (a task) and the invoice verbs,
// whose references are sharper than a name. "remind everyone who's overdue" is every late invoice.

import type { Intent } from "../types";
import { NOT_A_NAME, trimName } from "./names";

const NUDGE =
  /^(?:remind|nudge|chase(?: up)?|ping|poke|follow[- ]?up (?:with|on)|check in with|send (?:a |an )?(?:(?:gentle|friendly|quick|polite|final|short|another|payment) )*(?:reminder|nudge|follow[- ]?up)(?: email)? (?:to|for))\s+(.+)$/i;

const EVERYONE_LATE =
  /^(?:remind|chase(?: up)?|nudge|ping|send (?:payment )?reminders to)(?: all| every)?(?: of)?(?: the| my)? (?:everyone|everybody|clients?|customers?|late payers|overdue clients|overdue invoices|late invoices|overdue ones|late ones)(?: who(?:'s| is| are|s)? (?:overdue|late|behind)| (?:that|who) (?:are|is|owe me) (?:overdue|late)| with (?:an? )?(?:overdue|late) invoices?| overdue| late)?$/i;

export function remindOverdue(text: string): Intent | null {
  if (!EVERYONE_LATE.test(text)) return null;
  // "remind all clients" with no word of lateness is not about overdue invoices.
  return /overdue|late|behind/i.test(text) ? { op: "remind.overdue" } : null;
}

export function nudge(text: string): Intent | null {
  const m = NUDGE.exec(text);
  if (!m) return null;
  // "remind Acme about INV-1731": the invoice number is the sharper reference.
  const number = /\binv-[a-z0-9][a-z0-9-]*/i.exec(m[1]);
  if (number) return { op: "nudge", ref: number[0] };
  const lateOnly = /\babout (?:the|their|his|her|its) (?:late|overdue|past due) (?:one|invoice|bill)\b/i.test(m[1]);
  const ref = trimName(
    m[1]
      .split(/[,;?]/)[0]
      .replace(/^(?:the )?invoice\s+/i, "")
      .replace(/^(?:the )?(?:folks|people|team|guys|crew)(?: over)? at\s+/i, "")
      .replace(
        /\s+(?:about|regarding|re:?|for payment|to pay|on (?:their|the|his|her|its) invoice|that (?:they|he|she) (?:owe|still owe)|who)\b.*$/i,
        "",
      ),
  );
  return ref && !NOT_A_NAME.test(ref) ? { op: "nudge", ref, ...(lateOnly ? { lateOnly } : {}) } : null;
}

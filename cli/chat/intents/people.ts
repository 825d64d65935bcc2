// Clients as statements and questions: "janes email is …", "acme has a new phone number: …",
// "update globex email to …", "whats globex's email", "who am i", "which email service".

import type { Intent } from "../types";
import { trimName } from "./names";
import { whole } from "./patterns";

const EMAIL = String.raw`[^\s,;<>()]+@[^\s,;<>()]+\.[a-z]{2,}`;
const PHONE = String.raw`\+?\d[\d\s().-]{5,}\d`;
const FIELD = String.raw`(e-?mail|email address|phone|phone number|number|cell|mobile)`;

const UPDATES: RegExp[] = [
  // "update globex email to x", "change acme's phone to x", "set jane's email to x"
  new RegExp(
    String.raw`^(?:update|change|set|fix|correct) (.+?)(?:'s|s)? ${FIELD}(?: address| number)?(?: to| as|:)? (${EMAIL}|${PHONE})$`,
    "i",
  ),
  // "janes email is x", "acme's new phone is x"
  new RegExp(
    String.raw`^(.+?)(?:'s|s)?(?: new)? ${FIELD}(?: address| number)? (?:is|=|:|is now|changed to) (${EMAIL}|${PHONE})$`,
    "i",
  ),
  // "acme has a new phone number: x"
  new RegExp(String.raw`^(.+?) (?:has|got) a new ${FIELD}(?: address| number)?[:\s]+(${EMAIL}|${PHONE})$`, "i"),
];

/** "change globex's email" with no new value: the chat asks for it. */
const UPDATE_WITHOUT_VALUE = new RegExp(
  String.raw`^(?:update|change|set|fix|correct) (.+?)(?:'s|s)? ${FIELD}(?: address| number)?$`,
  "i",
);

const ASK = new RegExp(
  String.raw`^(?:what(?:'s| is|s)|wats|give me|show me|get me|find) (?:the )?(.+?)(?:'s|s)? ${FIELD}(?: address| number)?$`,
  "i",
);

const fieldOf = (word: string): "email" | "phone" => (/mail/i.test(word) ? "email" : "phone");
/** "globex's" → "globex"; "janes" stays (the matcher reads a typed possessive). */
const clientOf = (raw: string) => trimName(raw.replace(/^(?:the|my|client)\s+/i, "").replace(/'s$/i, ""));

export function clientUpdate(text: string): Intent | null {
  for (const p of UPDATES) {
    const m = p.exec(text);
    if (m && clientOf(m[1]))
      return { op: "client.update", client: clientOf(m[1]), field: fieldOf(m[2]), value: m[3].trim() };
  }
  const bare = UPDATE_WITHOUT_VALUE.exec(text);
  if (bare && clientOf(bare[1])) return { op: "client.update", client: clientOf(bare[1]), field: fieldOf(bare[2]) };
  return null;
}

export function clientAsk(text: string): Intent | null {
  const m = ASK.exec(text);
  if (!m || /^(?:my|your)$/i.test(m[1])) return null;
  return { op: "client.ask", client: clientOf(m[1]), field: fieldOf(m[2]) };
}

const WHOAMI = [
  whole(
    String.raw`who am i(?: (?:signed|logged) in(?: as)?)?|whoami|who(?:'s| is) (?:signed|logged) in|what(?:'s| is|s) my (?:name|business|account|email|e-mail|login)(?: address)?|which account(?: is this| am i (?:using|on|in))?|what account is this`,
  ),
];
const EMAIL_SERVICE = [
  /\b(?:which|what) (?:e-?mail|mail) (?:service|provider|server|backend|setup)\b/i,
  /\bhow (?:do|are|will) (?:you send |my )?e-?mails? (?:go out|get sent|sent|be sent|delivered)\b/i,
  /\b(?:where|how) do (?:my )?e-?mails go\b/i,
  /^(?:is|are) e-?mails? (?:on|working|set up|configured)$/i,
];

export function whoami(text: string): Intent | null {
  return WHOAMI.some((p) => p.test(text)) ? { op: "whoami" } : null;
}

export function emailService(text: string): Intent | null {
  return EMAIL_SERVICE.some((p) => p.test(text)) ? { op: "email.service" } : null;
}

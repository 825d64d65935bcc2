// Time: "start timer for Acme", "stop the timer", "log 2 hours for Acme: design review", "how much
// unbilled work do I have", "invoice Acme's unbilled time". The duration is passed on as written: the
// server reads it (core/time-entries/duration.ts) and says so when it cannot.

import type { Intent } from "../types";
import { NOT_A_NAME, trimName } from "./names";
import type { Rule } from "./patterns";

const TIMER = String.raw`(?:a |the |my )?(?:timer|clock|time tracker|time tracking|tracking)`;
/** What follows a client's name: ": design review", ", design review", " - design review". */
const WHAT = String.raw`(?:\s*[:,-]\s*(.+))?`;

const START = [
  new RegExp(
    String.raw`^(?:start|begin|kick off|set|run|turn on|switch on)(?: up)? ${TIMER}(?: running)? (?:for|on|with) (.+?)${WHAT}$`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:start )?(?:tracking|track|timing|time|clock(?:ing)? in)(?: my)?(?: time)? (?:for|on|with) (.+?)${WHAT}$`,
    "i",
  ),
];

const STOP = [
  new RegExp(
    String.raw`^(?:stop|end|finish|halt|kill|turn off|switch off|pause)(?: the| my)? (?:timer|clock|time tracker|time tracking|tracking(?: time)?)(?: now)?$`,
    "i",
  ),
  /^(?:clock(?:ing)? out|i'?m done(?: for now| for today)?|stop tracking)$/i,
];

/** "2 hours", "1h30m", "90 minutes", "1.5h", "1:30", and "an hour", "half an hour", "an hour and a half". */
const DURATION = String.raw`(\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m)(?:\s*(?:and\s+)?\d+\s*(?:minutes?|mins?|m))?|\d{1,2}:\d{2}|an hour and a half|half an hour|an hour)`;
const WORDS: Record<string, string> = { "an hour": "1h", "half an hour": "30m", "an hour and a half": "1h30m" };

const ADD = [
  new RegExp(
    String.raw`^(?:log|add|record|book|track|enter|put down|note)(?: me)? ${DURATION}(?: of work| of time| worked)? (?:for|on|to|with|at) (.+?)${WHAT}$`,
    "i",
  ),
  new RegExp(String.raw`^(?:i )?(?:worked|spent) ${DURATION} (?:for|on|with|at) (.+?)${WHAT}$`, "i"),
];

const UNBILLED = [
  /^(?:how much|what(?:'s| is|s)?(?: my)?|show(?: me)?(?: my)?|list(?: my)?|any) unbilled (?:work|time|hours|entries)(?: (?:do i have|is there|have i got|is left|i have|so far))?(?: (?:for|with|on) (.+?))?$/i,
  /^how much (?:work|time) (?:have i|did i) (?:not|n't) (?:yet )?(?:billed|invoiced)(?: (?:for )?(.+?))?(?: yet)?$/i,
  /^how much (?:work|time) (?:haven't|havent) i (?:yet )?(?:billed|invoiced)(?: (?:for )?(.+?))?(?: yet)?$/i,
  /^what (?:haven't|havent|have) i (?:not )?(?:billed|invoiced)(?: (?!yet$)(.+?))?(?: for)?(?: yet)?$/i,
  /^(?:unbilled(?: work| time| hours)?|what(?:'s| is|s) unbilled)$/i,
];

const INVOICE = [
  /^(?:invoice|bill) (.+?)(?:'s|s'|’s)? (?:unbilled|tracked|logged) (?:time|work|hours)$/i,
  /^(?:invoice|bill)(?: for)? (?:the |my |all )?(?:unbilled|tracked|logged) (?:time|work|hours) (?:for|of|to|with) (.+)$/i,
  /^(?:create|make|send|raise)(?: an?| the)? invoice (?:from|for) (?:the |my |all )?(?:unbilled|tracked|logged) (?:time|work|hours) (?:for|of|with) (.+)$/i,
  /^(?:invoice|bill) (.+?) for (?:the |my |their |all (?:the |my )?)?(?:unbilled |tracked |logged )?(?:time|hours)(?: (?:i )?(?:tracked|logged|worked))?$/i,
];

const clientOf = (raw: string | undefined) => {
  const name = raw ? trimName(raw.replace(/^(?:client|customer) /i, "")) : "";
  return name && !NOT_A_NAME.test(name) ? name : undefined;
};

const what = (raw: string | undefined) => (raw ? trimName(raw) || undefined : undefined);

/** "… yesterday" or "… today" at the end of a request: the day, in the owner's calendar. */
function peelDay(text: string, now: Date): { text: string; date?: string } {
  const m = /\s+(yesterday|today|on (\d{4}-\d{2}-\d{2}))$/i.exec(text);
  if (!m) return { text };
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const date =
    m[2] ??
    (m[1].toLowerCase() === "yesterday"
      ? iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))
      : undefined);
  return { text: text.slice(0, m.index), ...(date ? { date } : {}) };
}

export const timeIntents: Rule = (text, now) => {
  if (STOP.some((p) => p.test(text))) return { op: "timer.stop" };
  for (const p of START) {
    const m = p.exec(text);
    const client = clientOf(m?.[1]);
    if (m && client) return { op: "timer.start", client, ...(what(m[2]) ? { description: what(m[2]) } : {}) };
  }
  const dated = peelDay(text, now);
  for (const p of ADD) {
    const m = p.exec(dated.text);
    const client = clientOf(m?.[2]);
    if (m && client) {
      const duration = WORDS[m[1].toLowerCase()] ?? m[1].replace(/\s+/g, " ");
      const description = what(m[3]);
      return {
        op: "time.add",
        client,
        duration,
        ...(description ? { description } : {}),
        ...(dated.date ? { date: dated.date } : {}),
      } satisfies Intent;
    }
  }
  for (const p of INVOICE) {
    const client = clientOf(p.exec(text)?.[1]);
    if (client) return { op: "unbilled.invoice", client };
  }
  for (const p of UNBILLED) {
    const m = p.exec(text);
    if (m) {
      const client = clientOf(m[1]);
      return client ? { op: "unbilled", client } : { op: "unbilled" };
    }
  }
  return null;
};

// Out of scope, with what to do instead: the specific sentence when the request names something
// Microteam knows it does not do (../intents/scope.ts: taxes, payroll, meetings, refunds…), else one
// per kind of request the classifier recognised, each naming a command or a page.

import { outOfScope } from "../intents/scope";
import type { Intent } from "../types";

const BY_KIND: Record<string, string> = {
  decline_tax:
    "Microteam doesn't do taxes or bookkeeping; that's one for your accountant or accounting tool. I can tell you " +
    'what you collected ("what did I collect this year?"), and you can download everything for them in the web app ' +
    "(Settings → Security → Download all my data).",
  decline_payroll:
    "Microteam doesn't run payroll or pay people: use a payroll service or your bank. I can add a task so you don't " +
    'forget ("remind me to pay Sam friday"), or hand them a task ("delegate <task> to <helper>").',
  decline_money_move:
    "Microteam doesn't move money (no transfers, refunds or card charges): do that in your bank or your payment " +
    'provider. I can record a payment you received ("<client> paid 500") or send a reminder ("remind <client>").',
  decline_calendar:
    'Microteam has no calendar or meetings. I can add a task for it ("remind me to call <client> thursday at 10") ' +
    'or email the client a follow-up ("check in with <client>").',
  decline_legal:
    "Legal advice and contracts are for a lawyer; Microteam can't help with that. I can send the client a payment " +
    'reminder ("remind <client>") or show what they owe ("what does <client> owe?").',
  decline_delete_all:
    "I don't delete data in bulk from the chat. Clients, invoices and tasks are removed one at a time in the web app, " +
    "where you confirm each; to leave, Settings → Security → Delete account (download your data there first).",
  decline_client_work:
    "Microteam doesn't do the client work itself (sites, logos, copy, translations). I can quote it " +
    '("quote <client> 2k for a website"), invoice it once done, or add a task for it ("remind me to … friday").',
  decline_settings:
    "The chat doesn't change account settings; that's the web app's Settings: Profile (business details and logo), " +
    "Social Media (connect or reconnect a platform), Security (password and your data), Billing (your plan). " +
    'There are no shared logins: to give someone work, delegate a task to a helper ("delegate <task> to <helper>", Pro).',
  decline_integration:
    "Microteam has no connection to that service and does not scrape sites. The Analyst (web app, Analytics) shows " +
    "your tracked links' clicks, leads and revenue, and a post with a tracked link brings leads in; Settings → Webhooks " +
    "sends your events to other tools, and Settings → Security exports your data.",
  decline_undo:
    "The chat can't undo past changes in bulk. The activity log in the web app shows what changed and when, and each " +
    "invoice, client, task or post can be changed back on its own page.",
  decline_other:
    "That's not something Microteam does. I can help with invoices, quotes, clients, tasks, time, posts and your " +
    'morning focus: say "help" for examples, or "what should I work on?".',
};

export function declineFor(kind: string, text: string): Intent {
  const specific = outOfScope(text.toLowerCase());
  if (specific && specific.op === "decline") return specific;
  return { op: "decline", text: BY_KIND[kind] ?? BY_KIND.decline_other };
}

// Out of scope: requests Microteam does not do. Each is declined with what the product can do
// instead and where, never with one sentence that fits every refusal. Tried before any other rule,
// so "pay my freelancer" is not read as an invoice and "refund acme" is not read as a reminder.

import type { Intent } from "../types";
import { trimName } from "./names";
import { ERRANDS, type Decline } from "./scope-errands";

/** The client a request names after one of its verbs ("sue pied piper for …" → "pied piper"), or "". */
function who(text: string): string {
  const m =
    /\b(?:sue|charge|text|refund|message|bill) (.+?)(?:'s|s)?(?= for\b| a\b| an\b| on\b| that\b| about\b| card\b| \$?\d|,|$)/.exec(
      text,
    );
  const name = m ? trimName(m[1].replace(/^(?:the|my)\s+/, "")) : "";
  return /^(?:me|my|him|her|them|it|us)$/.test(name) ? "" : name;
}
const remindHint = (name: string) =>
  name
    ? `I can email ${name} a payment reminder instead: say "remind ${name}".`
    : `I can email a payment reminder instead: say "remind <client>".`;

const DECLINES: Decline[] = [
  {
    // "convert 2053 to euros": an invoice's currency is fixed when it is made.
    test: /\b(?:convert|change|switch|turn)\b.{0,40}\b(?:to|into|in)\s+(?:euros?|eur|pounds?|gbp|sterling|dollars?|usd|cad|aud|yen|francs?|chf|pesos?)\b/,
    say: () =>
      "An invoice's currency is set when it is created, and the chat doesn't convert it. Create a new invoice in " +
      "that currency in the web app (Invoices → Create Invoice) and void the old one (\"void INV-…\").",
  },
  {
    test: /\b(?:delete|close|cancel|remove|deactivate)\b.*\baccount\b/,
    say: () =>
      "I can't delete your account from the chat. In the web app: Settings → Security → Your data → Delete account " +
      "(you confirm with your password). Download your data there first.",
  },
  {
    test: /\b(?:cancel|downgrade|upgrade|change|end|stop)\b.*\b(?:subscription|plan|membership|billing)\b/,
    say: () =>
      "I can't change your Microteam plan from the chat. Ask through Help & Support in the web app (/help), " +
      "or see Settings → Billing.",
  },
  {
    test: /\b(?:change|reset|update|forgot|new)\b.*\bpassword\b/,
    say: () =>
      "Passwords aren't changed from the chat or the terminal. In the web app: Profile & Settings → Security → " +
      "Change Password.",
  },
  {
    test: /\bpayroll\b/,
    say: () =>
      "Microteam doesn't run payroll or move money: use a payroll service (Gusto, ADP) or your bank. I can add a " +
      'task so you don\'t forget: say "remind me to run payroll friday".',
  },
  {
    test: /^(?:pay|transfer|wire|send money to|venmo|zelle)\b/,
    say: () =>
      "Microteam doesn't send money: pay from your bank or a payment app. I can add a task for it: say " +
      '"remind me to pay …".',
  },
  {
    test: /\brefund\b/,
    say: (t) =>
      "Microteam moves no money, so it can't refund: refunds are made in your payment provider (Stripe's " +
      `dashboard) or from your bank. I can create a new invoice${who(t) ? ` for ${who(t)}` : ""} if the amount needs correcting.`,
  },
  {
    test: /\bcharge\b.*\bcard\b|\bcard on file\b/,
    say: (t) =>
      "Microteam keeps no cards and can't charge one: your client pays from the invoice's pay link. " +
      remindHint(who(t)),
  },
  {
    test: /\b(?:sue|lawsuit|legal|lawyer|attorney|court)\b/,
    say: (t) =>
      "Legal action and legal advice are for a lawyer (or small-claims court); Microteam can't help with that. " +
      remindHint(who(t)),
  },
  {
    test: /\btax(?:es)?\b|\b(?:1099s?|w-?9s?|w-?2s?)\b/,
    collectedThisYear: true,
    say: () =>
      "Microteam doesn't work out taxes; that's one for your accountant. You can give them your figures: download " +
      "everything in the web app (Settings → Security → Download all my data).",
  },
  {
    test: /\b(?:quickbooks|xero|freshbooks|wave accounting|sage)\b/,
    say: () =>
      "Microteam has no QuickBooks (or other accounting) connection. Export instead and import there: clients as " +
      "CSV from the Clients page (Export), or everything from Settings → Security → Download all my data.",
  },
  {
    test: /\bexpenses?\b/,
    say: () =>
      "Microteam tracks invoices, not expenses: record it in your accounting tool. I can add a task for it, e.g. " +
      '"add task reconcile expenses".',
  },
  {
    test: /\b(?:bitcoin|btc|crypto|ethereum|stock price|stocks?|exchange rate|nasdaq)\b/,
    say: () =>
      "I don't have market prices. Ask me about your invoices, clients, tasks or today's focus (`microteam focus`).",
  },
  {
    test: /\b(?:weather|forecast|temperature|rain)\b/,
    say: () =>
      "I don't have the weather. I can show today's focus (`microteam focus`), your invoices, clients and tasks.",
  },
  {
    // "hotel" alone may be a client's name ("Harbor Hotel Group"): travel only when something is booked.
    test: /\b(?:flights?|train tickets?|book me|airbnb|uber|taxi|travel)\b|\b(?:book|reserve|find|get)\b.{0,30}\b(?:hotels?|a room|rental car|car rental)\b/,
    say: () =>
      "I can't book travel. I can add a task for it so it's on your list: say \"remind me to book the flight next tuesday\".",
  },
  {
    test: /\b(?:zoom|meeting|calendar|appointment|google meet|teams call)\b/,
    say: () =>
      'Microteam has no calendar or meetings. I can add a task for it ("remind me to call the client thursday") ' +
      'or send the client a follow-up email ("nudge <client>").',
  },
  {
    test: /\b(?:whatsapp|sms|text message|imessage)\b|^text\b/,
    say: (t) =>
      "I can't send WhatsApp or text messages: Microteam only emails (you can text them yourself). " +
      remindHint(who(t)),
  },
  {
    test: /\b(?:poem|joke|song|lyrics|recipe|essay|bedtime story|birthday card)\b/,
    say: () =>
      "That's outside the business, so I'll pass. I can draft a social post for your business instead (The Creator, " +
      "in the web app's Content page).",
  },
  {
    test: /\b\d+ ?(?:%|percent)(?: off| discount)\b|\bdiscount\b/,
    say: () =>
      "A discount is set on the invoice itself in the web app (the invoice's Edit → Discount). From the chat I can " +
      'change the amount instead: say "change INV-… to <amount>".',
  },
  ...ERRANDS,
];

/** A decline with its next step, or null when the request may be in scope. */
export function outOfScope(text: string): Intent | null {
  // An address is a value, not a topic: "change acme's email to billing@acme.com" is not about billing.
  const lower = text.toLowerCase().replace(/[^\s,;<>()]+@[^\s,;<>()]+/g, "an-address");
  // "remind me to pay the bank", "mark reconcile expenses done": about a task, whatever its words.
  if (ABOUT_A_TASK.test(lower)) return null;
  for (const d of DECLINES) {
    if (d.test.test(lower))
      return { op: "decline", text: d.say(lower), ...(d.collectedThisYear ? { collectedThisYear: true } : {}) };
  }
  return null;
}

const ABOUT_A_TASK =
  /\b(?:task|tasks|todo|to-do|to do list)\b|^(?:mark|done|complete|finish|finished|tick|check off|remind me|add task|i finished|i've finished|i have finished|i just finished)\b/;

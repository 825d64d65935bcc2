// Frames of the questions the chat answers (the ask_* intents, and the product's own: whoami, status,
// help): which answer, for which client, invoice or period. Nothing here changes a record.

import type { ComparisonMention, PeriodMention } from "../../read/periods";
import { ALL_TIME } from "../../types";
import { bareNumber, kept, keptAll, type Frame } from "./clause";

/** Two periods side by side ("this month vs last", "q2 vs q3"). */
const askCompare: Frame = (c, { client }) => {
  const comparison = kept<ComparisonMention>(c, "comparison")?.value;
  const periods = keptAll<PeriodMention>(c, "period").map((p) => p.value);
  const pair = comparison
    ? [comparison.current, comparison.previous]
    : periods.length >= 2
      ? [periods[0], periods[1]]
      : undefined;
  return {
    op: "ask",
    what: "compare",
    client,
    periods: pair?.map((p) => ({ from: p.from, to: p.to, label: p.label })),
  };
};

/** A list asked for (best clients, late payers, quotes, recurring invoices, leads): the intent names it. */
const askListed: Frame = (c, { intent, client }) => {
  const period = kept<PeriodMention>(c, "period")?.value;
  return {
    op: "ask",
    what: intent.slice(4).replace(/_/g, "-") as "best-clients",
    client,
    period: period && { from: period.from, to: period.to, label: period.label },
  };
};

export const QUESTION_FRAMES: Record<string, Frame> = {
  ask_settings: () => ({ op: "ask", what: "settings" }),
  ask_posts: (c) => {
    // "why did the facebook post fail": past posts too, where a failed one shows its error.
    return /\b(?:fail\w*|went wrong|error|bounce\w*|didn't go out|did not go out)\b/i.test(c.text)
      ? { op: "posts", all: true }
      : { op: "posts" };
  },
  ask_unbilled: (c, { client }) => ({ op: "unbilled", client }),
  ask_focus: () => ({ op: "focus" }),
  ask_owed: (c, { client }) => {
    // "who owes me the most" is one client; "who owes me money" is everyone who does.
    if (!client && /\b(?:most|biggest|largest|top|highest|debtor)\b/i.test(c.text))
      return { op: "money", ask: "top-debtor" };
    // "who owes me": the people, each with their invoices; "how much am I owed": the figure.
    if (!client && /^\s*who\b|\bwho (?:still )?(?:owes|hasn't paid|has not paid)\b/i.test(c.text))
      return { op: "invoices", filter: "unpaid" };
    return { op: "money", ask: "owed", client };
  },
  ask_overdue: (c, { client, invoice }) => {
    // "is 2061 overdue": that invoice's status.
    if (invoice ?? bareNumber(c)) return { op: "invoice.status", ref: (invoice ?? bareNumber(c))!, late: true };
    // "oldest overdue invoice?": the one that has waited longest.
    if (!client && /\b(?:oldest|longest|most overdue|latest)\b/i.test(c.text)) return { op: "money", ask: "oldest" };
    // "list overdue invoices": the invoices themselves; "how much is overdue": the figure.
    return /\b(?:list|show|which|see)\b/i.test(c.text) && !client
      ? { op: "invoices", filter: "overdue" }
      : { op: "money", ask: "overdue", client };
  },
  ask_due_soon: (c, { client }) => ({ op: "money", ask: "due-soon", client }),
  ask_collected: (c, given) => {
    const { client, ctx } = given;
    // "how much did i collect in q2 vs q3": two periods side by side.
    if (kept<ComparisonMention>(c, "comparison") || keptAll<PeriodMention>(c, "period").length >= 2)
      return askCompare(c, given);
    const period = kept<PeriodMention>(c, "period")?.value;
    if (period && period.from > ctx.today)
      return {
        op: "say",
        text: `${period.label} hasn't started: nothing can have been collected yet. What is due then is in "what's due soon?", and \`microteam report\` shows what is expected to come in.`,
      };
    // A client's payments with no period named, or "in total", "altogether", "ever": all of them.
    const all =
      !period &&
      (client ||
        /\b(?:in total|total|altogether|all together|ever|all[- ]time|overall|in all|lifetime|to date)\b/i.test(
          c.text,
        ));
    return {
      op: "ask",
      what: "collected",
      client,
      period: all ? ALL_TIME : period && { from: period.from, to: period.to, label: period.label },
    };
  },
  ask_compare: askCompare,
  ask_best_clients: askListed,
  ask_late_payers: askListed,
  ask_quotes: askListed,
  ask_recurring: askListed,
  ask_leads: askListed,
  ask_invoices: (c) => ({
    op: "invoices",
    filter: /\bdraft|unsent/i.test(c.text)
      ? "draft"
      : /\bpaid\b/i.test(c.text) && !/\bunpaid\b/i.test(c.text)
        ? "paid"
        : /\bunpaid|open|owed|outstanding/i.test(c.text)
          ? "unpaid"
          : undefined,
  }),
  ask_invoice: (c, { client, invoice }) => {
    const ref = invoice ?? bareNumber(c);
    const late = /\b(?:overdue|late|past due)\b/i.test(c.text) && !/\bpaid\b/i.test(c.text);
    return ref
      ? { op: "invoice.status", ref, ...(late ? { late } : {}) }
      : client
        ? { op: "client.status", client }
        : null;
  },
  ask_client: (c, { client }) => {
    if (!client) return null;
    const field = /\bphone|number\b/i.test(c.text) ? "phone" : /\bemail\b/i.test(c.text) ? "email" : undefined;
    return field ? { op: "client.ask", client, field } : { op: "client.status", client };
  },
  ask_clients: () => ({ op: "clients" }),
  ask_tasks: (c) => ({
    op: "tasks",
    due: /\btomorrow\b/i.test(c.text) ? "tomorrow" : /\btoday\b/i.test(c.text) ? "today" : undefined,
  }),
  whoami: () => ({ op: "whoami" }),
  status: () => ({ op: "status" }),
  help: () => ({ op: "help" }),
};

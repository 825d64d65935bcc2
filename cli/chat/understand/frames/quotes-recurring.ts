// Frames of quotes (made, sent, followed up, accepted, turned into an invoice) and of recurring
// invoices (set up, paused, resumed, ended): what is billed before the work and what is billed again.

import type { AmountMention } from "../../read/amounts";
import { act, after, amountOf, kept, mention, nameOf, quoteOf, refWords, type Frame, describeWork } from "./clause";

const FOR = /(?:^|\s)(?:for|re|:|-|—)\s+/i;
/** Two texts share a word of four letters or more. */
function sharesWord(a: string, b: string): boolean {
  const have = new Set(a.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []);
  return (b.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).some((w) => have.has(w));
}

/** A quote sent, followed up, accepted or made an invoice: by its number, else the client's. */
const onQuote: Frame = (c, { intent, client }) => {
  const quote = quoteOf(c) ?? nameOf(c, mention(c, "quote"));
  const percent = kept<AmountMention>(c, "percent")?.value.percent;
  if (!quote && !client) return null;
  return act(intent, {
    quoteNumber: quote,
    clientName: quote ? undefined : client,
    refWords: quote ? undefined : refWords(c),
    ...(intent === "convert_quote" ? { depositPercent: percent } : {}),
  });
};

/** A recurring series paused, resumed or ended: the client's, or the series named. */
const onSeries: Frame = (c, { intent, client, ctx }) => {
  const series = mention(c, "series");
  const name = client ?? series?.value.entities[0]?.name;
  if (!name) return null;
  // Which of the client's series: words of one of their series' descriptions, never any words after "for"
  // ("for december, they're closed for renovations" names none).
  const own = ctx.entities.filter((e) => e.kind === "series" && client && e.name.startsWith(client));
  const described = after(c, FOR);
  const fits = described && own.some((e) => sharesWord(e.name.slice(client!.length), described));
  return act(intent, { clientName: client ?? name, description: fits ? described : undefined });
};

export const QUOTE_RECURRING_FRAMES: Record<string, Frame> = {
  create_quote: (c, { client, date }) => {
    if (!client) return null;
    return act("create_quote", {
      clientName: client,
      amount: amountOf(c),
      description: describeWork(c),
      validUntil: date?.date,
    });
  },
  send_quote: onQuote,
  // "check in with acme" says nothing of a quote: a friendly follow-up to the client, not a quote's.
  follow_up_quote: (c, args) =>
    !quoteOf(c) &&
    !mention(c, "quote") &&
    args.client &&
    !/\b(?:quotes?|estimates?|proposals?|bids?|pricing)\b/i.test(c.text)
      ? { op: "nudge", ref: args.client, followUp: true }
      : onQuote(c, args),
  accept_quote: onQuote,
  convert_quote: onQuote,
  create_recurring: (c, { client, date }) => {
    if (!client) return null;
    const every = /\bweek/i.test(c.text) ? "week" : "month";
    return act("create_recurring", {
      clientName: client,
      amount: amountOf(c),
      every,
      startDate: date?.date,
      description: describeWork(c),
    });
  },
  pause_recurring: onSeries,
  resume_recurring: onSeries,
  end_recurring: onSeries,
};

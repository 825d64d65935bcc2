// A sent quote with no answer is money too (issue 24 §3): once a week has passed since the client was
// last emailed it, following it up is worth its amount at the owner's acceptance rate (their own once
// QUOTE_HISTORY_MIN quotes are answered or expired, else the stated default), at QUOTE_FOLLOW_UP. The
// follow-up is the product's own (POST /api/quotes/{id}/follow-up, decision 327: a short email asking
// about the quote, with its link again), and the week starts over from it. Pure (value.ts has the numbers).
import { dayNumber, localDay, type FocusAt, type QuoteFacts, type QuoteHistory } from "./facts";
import { Move, type MoveWriter, type ScoredMove } from "./move";
import { daysAgo, dollars, shortDate } from "./text";
import type { MoveAction } from "./types";
import {
  acceptanceRate,
  priorityOf,
  QUOTE_DAYS,
  QUOTE_DEFAULT_RATE,
  QUOTE_FOLLOW_UP,
  QUOTE_HISTORY_MIN,
} from "./value";

interface Unanswered {
  quote: QuoteFacts;
  history: QuoteHistory;
  rate: number;
  own: boolean;
  /** Days since it was first sent, and since the client was last emailed it. */
  sent: number;
  lastSent: number;
  at: FocusAt;
}

/** The follow-up, or null while the quote is younger than QUOTE_DAYS since it was last sent, or expired. */
export function quoteMove(quote: QuoteFacts, history: QuoteHistory, at: FocusAt): ScoredMove | null {
  const today = dayNumber(at.today);
  if (quote.validUntil !== null && quote.validUntil < at.today) return null;
  const lastSent = today - localDay(at, quote.lastSentAt);
  if (lastSent < QUOTE_DAYS) return null;
  const { rate, own } = acceptanceRate(history.accepted, history.decided);
  return new Move(
    {
      id: `quote:${quote.id}`,
      kind: "quote",
      category: "Quotes",
      value: (quote.amountCents / 100) * rate * QUOTE_FOLLOW_UP,
    },
    { quote, history, rate, own, sent: today - localDay(at, quote.sentAt), lastSent, at },
    QUOTE,
  );
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** "at your 40% acceptance (4 of 10 quotes)", or the default and why. */
function chanceText({ rate, own, history }: Unanswered): string {
  return own
    ? `at your ${percent(rate)} acceptance (${history.accepted} of ${history.decided} quotes)`
    : `at a ${percent(QUOTE_DEFAULT_RATE)} acceptance (the default until ${QUOTE_HISTORY_MIN} of your quotes are answered)`;
}

const QUOTE: MoveWriter<Unanswered> = {
  search: ({ quote }, m) => `${quote.quoteNumber} ${quote.clientName} ${m.id}`.toLowerCase(),
  task: (u, m) => {
    const { quote, at } = u;
    const money = dollars(quote.amountCents, quote.currency);
    const worth = dollars(Math.round(quote.amountCents * u.rate), quote.currency);
    const sent =
      u.lastSent === u.sent ? `sent ${daysAgo(u.sent)}` : `sent ${daysAgo(u.sent)}, again ${daysAgo(u.lastSent)}`;
    const valid = quote.validUntil ? `; valid until ${shortDate(quote.validUntil, at.today)}` : "";
    const action: MoveAction = quote.clientEmail
      ? { type: "follow_up_quote", quoteId: quote.id, quoteNumber: quote.quoteNumber }
      : { type: "open", href: `/clients/${quote.clientId}` };
    return {
      id: m.id,
      kind: "quote",
      title: `Follow up ${quote.clientName}'s ${money} quote`,
      description: `Quote ${quote.quoteNumber} has no answer yet. A short follow-up asks ${quote.clientName} if they have questions, with its link again to accept or decline.`,
      automatedPriority: priorityOf(m.score),
      category: "Quotes",
      estimatedTime: 5,
      revenueImpact: quote.amountCents / 100,
      priorityScore: m.score,
      urgencyReason: `${quote.clientName}'s ${money} quote, ${sent}, no answer: worth ${worth} ${chanceText(u)}${valid}${
        quote.clientEmail ? "" : `; add an email address for ${quote.clientName} to send it`
      }`,
      completed: false,
      dueDate: quote.validUntil,
      action,
    };
  },
};

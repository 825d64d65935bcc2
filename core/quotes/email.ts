import { and, eq, gt, like, ne } from "drizzle-orm";
import { requireClientEmail } from "../clients";
import type { OwnerContext } from "../context";
import { clientLinkBase } from "../instance";
import { clients, emailOutbox } from "../db";
import { conflict } from "../errors";
import { formatCents } from "../money";
import { formatDueDate, formatMoney } from "../invoices";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../mail";
import { ownerToday } from "../users";
import { getQuoteOfOwner, isExpired } from "./view";

/** A quote's two emails to its client: the quote itself (POST …/send) and a follow-up on it (decision 327). */
export type QuoteEmail = "send" | "follow-up";

const FOLLOW_UP_PREFIX = "Following up: ";

/** What each says; everything else (sender, link, outbox row, the refusals) is the same. */
const WORDING: Record<
  QuoteEmail,
  { subject: (quote: string, brand: string) => string; opening: (quote: string, terms: string) => string; ask: string }
> = {
  send: {
    subject: (quote, brand) => `Quote ${quote} from ${brand}`,
    opening: (quote, terms) => `Here is quote ${quote} for ${terms}.`,
    ask: "You can read it and accept or decline it here:",
  },
  "follow-up": {
    subject: (quote, brand) => `${FOLLOW_UP_PREFIX}quote ${quote} from ${brand}`,
    opening: (quote, terms) => `I wanted to follow up on quote ${quote} for ${terms}.`,
    ask: "Do you have any questions? You can read it and accept or decline it here:",
  },
};

/**
 * Queues one of a quote's emails to its client through the outbox (kind `quote`, related to the quote,
 * from the owner, the client email allowance), with the quote's private link. 409 once the quote is
 * answered, when it has expired, or when the client has no email address; a follow-up is a 409 for a
 * draft too (it was never sent). Writes nothing else: the quote itself is the caller's.
 */
export function queueQuoteEmail(ctx: OwnerContext, id: string, which: QuoteEmail) {
  const sender = ownerSender(ctx);
  const today = ownerToday(ctx);
  const q = getQuoteOfOwner(ctx, id);
  if (which === "follow-up" && q.status === "draft")
    throw conflict(`Quote ${q.quoteNumber} was never sent: send it first`, "status");
  if (q.status === "accepted" || q.status === "declined")
    throw conflict(`Quote ${q.quoteNumber} was already ${q.status}`, "status");
  if (isExpired(q, today))
    throw conflict(`Quote ${q.quoteNumber} expired on ${formatDueDate(q.validUntil!)}: make a new one`, "status");
  if (which === "follow-up") refuseRepeat(ctx, q.id, q.quoteNumber);
  const client = ctx.db.select().from(clients).where(eq(clients.id, q.clientId)).get()!;
  const to = requireClientEmail(client);
  assertClientEmailAllowance(ctx, 1);
  const url = `${clientLinkBase(ctx)}/quote/${q.publicToken}`;
  const amount = formatMoney(formatCents(q.amountCents), q.currency);
  const terms = `${amount}${q.validUntil ? `, valid until ${formatDueDate(q.validUntil)}` : ""}`;
  const wording = WORDING[which];
  const batchId = newBatchId();
  const email = queueEmail(ctx, {
    userId: ctx.userId,
    kind: "quote",
    to,
    from: sender.from,
    replyTo: sender.replyTo,
    subject: wording.subject(q.quoteNumber, sender.brand),
    body: [
      `Hi ${client.name},`,
      "",
      wording.opening(q.quoteNumber, terms),
      wording.ask,
      url,
      "",
      sender.signature,
    ].join("\n"),
    template: {
      template: "message",
      brand: sender.brand,
      action: { label: "View the quote", url },
    },
    relatedType: "quote",
    relatedId: q.id,
    batchId,
    contactClientId: client.id,
  });
  return { quote: q, queued: { batchId, emailId: email.id, to } };
}

/** Follow-ups on one quote at most a day apart: a second click, a retried request, sends nothing more. */
const FOLLOW_UP_GAP_MS = 24 * 60 * 60 * 1000;

function refuseRepeat(ctx: OwnerContext, quoteId: string, quoteNumber: string) {
  const since = new Date(ctx.clock.now().getTime() - FOLLOW_UP_GAP_MS);
  const recent = ctx.db
    .select({ createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedType, "quote"),
        eq(emailOutbox.relatedId, quoteId),
        like(emailOutbox.subject, `${FOLLOW_UP_PREFIX}%`),
        ne(emailOutbox.status, "failed"),
        gt(emailOutbox.createdAt, since),
      ),
    )
    .get();
  if (recent)
    throw conflict(
      `A follow-up on ${quoteNumber} was already queued in the last 24 hours; the next one can go a day after it`,
      "status",
    );
}

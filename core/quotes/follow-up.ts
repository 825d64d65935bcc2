import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clientLinkBase } from "../instance";
import { clients } from "../db";
import { conflict } from "../errors";
import { formatCents } from "../money";
import { formatDueDate, formatMoney } from "../invoices";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../mail";
import { ownerToday } from "../users";
import { getQuoteOfOwner, isExpired, quoteView } from "./view";

/**
 * POST /api/quotes/{id}/follow-up: a short email asking the client about a quote they were sent and
 * have not answered, with its private link again, through the outbox (docs/decisions/327-quote-follow-up.md).
 * The quote itself does not change. 409 for a draft (send it first), once answered, when expired, or
 * when the client has no email address.
 */
export function followUpQuote({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const sender = ownerSender(ctx);
  const today = ownerToday(ctx);
  const q = getQuoteOfOwner(ctx, id);
  if (q.status === "draft") throw conflict(`Quote ${q.quoteNumber} was never sent: send it first`, "status");
  if (q.status === "accepted" || q.status === "declined")
    throw conflict(`Quote ${q.quoteNumber} was already ${q.status}`, "status");
  if (isExpired(q, today))
    throw conflict(`Quote ${q.quoteNumber} expired on ${formatDueDate(q.validUntil!)}: make a new one`, "status");
  const client = ctx.db.select().from(clients).where(eq(clients.id, q.clientId)).get()!;
  if (!client.email) throw conflict(`${client.name} has no email address. Add one on the Clients page.`);
  assertClientEmailAllowance(ctx, 1);
  const url = `${clientLinkBase(ctx)}/quote/${q.publicToken}`;
  const amount = formatMoney(formatCents(q.amountCents), q.currency);
  const batchId = newBatchId();
  const email = queueEmail(ctx, {
    userId: ctx.userId,
    kind: "quote",
    to: client.email,
    from: sender.from,
    replyTo: sender.replyTo,
    subject: `Following up: quote ${q.quoteNumber} from ${sender.brand}`,
    body: [
      `Hi ${client.name},`,
      "",
      `I wanted to follow up on quote ${q.quoteNumber} for ${amount}${q.validUntil ? `, valid until ${formatDueDate(q.validUntil)}` : ""}.`,
      "Do you have any questions? You can read it and accept or decline it here:",
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
  return { ...quoteView(ctx, q), batchId, emailId: email.id, to: client.email };
}

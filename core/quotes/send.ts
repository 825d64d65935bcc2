import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clientLinkBase } from "../instance";
import { clients, quotes } from "../db";
import { conflict } from "../errors";
import { formatCents } from "../money";
import { formatDueDate, formatMoney } from "../invoices";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../mail";
import { ownerToday } from "../users";
import { getQuoteOfOwner, isExpired, quoteView } from "./view";

/**
 * POST /api/quotes/{id}/send: emails the client the quote's private link through the outbox (a draft
 * becomes sent). 409 once answered, when expired, or when the client has no email address.
 */
export function sendQuote({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const sender = ownerSender(ctx);
  const now = ctx.clock.now();
  const today = ownerToday(ctx);
  const result = ctx.db.transaction((tx) => {
    const q = getQuoteOfOwner(ctx, id);
    if (q.status === "accepted" || q.status === "declined")
      throw conflict(`Quote ${q.quoteNumber} was already ${q.status}`, "status");
    if (isExpired(q, today))
      throw conflict(`Quote ${q.quoteNumber} expired on ${formatDueDate(q.validUntil!)}: make a new one`, "status");
    const client = tx.select().from(clients).where(eq(clients.id, q.clientId)).get()!;
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
      subject: `Quote ${q.quoteNumber} from ${sender.brand}`,
      body: [
        `Hi ${client.name},`,
        "",
        `Here is quote ${q.quoteNumber} for ${amount}${q.validUntil ? `, valid until ${formatDueDate(q.validUntil)}` : ""}.`,
        "You can read it and accept or decline it here:",
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
    tx.update(quotes)
      .set({ status: "sent", sentAt: q.sentAt ?? now, updatedAt: now })
      .where(eq(quotes.id, q.id))
      .run();
    return { batchId, emailId: email.id, to: client.email };
  });
  return { ...quoteView(ctx, getQuoteOfOwner(ctx, id)), ...result };
}

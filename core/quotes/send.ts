import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { quotes } from "../db";
import { queueQuoteEmail } from "./email";
import { getQuoteOfOwner, quoteView } from "./view";

/**
 * POST /api/quotes/{id}/send: emails the client the quote's private link through the outbox (a draft
 * becomes sent). 409 once answered, when expired, or when the client has no email address.
 */
export function sendQuote({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  const result = ctx.db.transaction((tx) => {
    const { quote: q, queued } = queueQuoteEmail(ctx, id, "send");
    tx.update(quotes)
      .set({ status: "sent", sentAt: q.sentAt ?? now, updatedAt: now })
      .where(eq(quotes.id, q.id))
      .run();
    return queued;
  });
  return { ...quoteView(ctx, getQuoteOfOwner(ctx, id)), ...result };
}

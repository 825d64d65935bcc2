import type { OwnerContext } from "../context";
import { queueQuoteEmail } from "./email";
import { quoteView } from "./view";

/**
 * POST /api/quotes/{id}/follow-up: a short email asking the client about a quote they were sent and
 * have not answered, with its private link again, through the outbox (docs/decisions/327-quote-follow-up.md).
 * The quote itself does not change. 409 for a draft (send it first), once answered, when expired, or
 * when the client has no email address.
 */
export function followUpQuote({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const { quote, queued } = queueQuoteEmail(ctx, id, "follow-up");
  return { ...quoteView(ctx, quote), ...queued };
}

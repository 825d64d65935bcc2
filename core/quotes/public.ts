// The client's side of a quote (/quote/{token}): read it, accept it with their name, or decline it.
// Each answer is one transaction that re-reads the quote, so a second answer (a double click, two
// tabs, two servers) is a 409 that writes nothing.
import { and, eq, inArray } from "drizzle-orm";
import type { Services } from "../context";
import { publicAddress } from "../instance";
import { quotes, users } from "../db";
import { conflict } from "../errors";
import { formatDueDate, formatMoney, figuresView } from "../invoices";
import { queueEmail } from "../mail";
import { formatCents } from "../money";
import { todayIn } from "../time";
import { parseInput } from "../validation";
import { AcceptQuoteInput, DeclineQuoteInput, type PublicQuoteView, type QuoteStatus } from "./schemas";
import { findQuoteByToken, isExpired, quoteDiscount } from "./view";

const brandOf = (owner: typeof users.$inferSelect) =>
  owner.businessName || [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;

/** GET /api/public/quotes/{token}. */
export function getPublicQuote({ services, token }: { services: Services; token: string }): PublicQuoteView {
  const { quote: q, client, owner } = findQuoteByToken(services, token);
  const today = todayIn(owner.timeZone, services.clock.now());
  return {
    quoteNumber: q.quoteNumber,
    amount: formatCents(q.amountCents),
    currency: q.currency,
    status: q.status as QuoteStatus,
    expired: isExpired(q, today),
    validUntil: q.validUntil,
    description: q.description,
    issuedAt: q.createdAt.toISOString(),
    from: { name: brandOf(owner), email: owner.email, taxId: owner.taxId },
    to: { name: client.name, company: client.company },
    figures: figuresView(q.lines, quoteDiscount(q), 0),
    acceptedName: q.acceptedName,
    acceptedAt: q.acceptedAt?.toISOString() ?? null,
    declinedAt: q.declinedAt?.toISOString() ?? null,
  };
}

function answered(status: string, quoteNumber: string) {
  return conflict(
    status === "accepted"
      ? `Quote ${quoteNumber} was already accepted`
      : `Quote ${quoteNumber} was declined: ask for a new quote`,
    "status",
  );
}

/** Tells the owner, through the outbox, that the client answered. */
function tellOwner(
  services: Services,
  owner: typeof users.$inferSelect,
  quoteId: string,
  subject: string,
  body: string,
) {
  queueEmail(services, {
    userId: owner.id,
    kind: "quote_answer",
    to: owner.email,
    subject,
    body,
    template: {
      template: "message",
      brand: "Microteam",
      action: { label: "Open your quotes", url: `${publicAddress(services).url}/invoices/quotes` },
    },
    relatedType: "quote",
    relatedId: quoteId,
  });
}

/** POST /api/public/quotes/{token}/accept {name}: records who accepted and when. */
export function acceptQuote({ services, token, input }: { services: Services; token: string; input: unknown }) {
  const { name } = parseInput(AcceptQuoteInput, input);
  const now = services.clock.now();
  services.db.transaction((tx) => {
    const { quote: q, client, owner } = findQuoteByToken(services, token);
    if (q.status === "accepted" || q.status === "declined") throw answered(q.status, q.quoteNumber);
    const today = todayIn(owner.timeZone, now);
    if (isExpired(q, today))
      throw conflict(`Quote ${q.quoteNumber} expired on ${formatDueDate(q.validUntil!)}`, "status");
    const changed = tx
      .update(quotes)
      .set({ status: "accepted", acceptedName: name, acceptedAt: now, updatedAt: now })
      .where(and(eq(quotes.id, q.id), inArray(quotes.status, ["draft", "sent"])))
      .run().changes;
    if (changed !== 1) throw answered("accepted", q.quoteNumber);
    tellOwner(
      services,
      owner,
      q.id,
      `${client.name} accepted quote ${q.quoteNumber}`,
      `${name} accepted quote ${q.quoteNumber} (${formatMoney(formatCents(q.amountCents), q.currency)}) for ${client.name}. Open it to turn it into an invoice.`,
    );
  });
  return getPublicQuote({ services, token });
}

/** POST /api/public/quotes/{token}/decline {reason?}. */
export function declineQuote({ services, token, input }: { services: Services; token: string; input: unknown }) {
  const { reason } = parseInput(DeclineQuoteInput, input ?? {});
  const now = services.clock.now();
  services.db.transaction((tx) => {
    const { quote: q, client, owner } = findQuoteByToken(services, token);
    if (q.status === "accepted" || q.status === "declined") throw answered(q.status, q.quoteNumber);
    tx.update(quotes)
      .set({ status: "declined", declinedAt: now, declineReason: reason, updatedAt: now })
      .where(eq(quotes.id, q.id))
      .run();
    tellOwner(
      services,
      owner,
      q.id,
      `${client.name} declined quote ${q.quoteNumber}`,
      `${client.name} declined quote ${q.quoteNumber}.${reason ? `\n\nTheir reason: ${reason}` : ""}`,
    );
  });
  return getPublicQuote({ services, token });
}

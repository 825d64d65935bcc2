import { and, eq } from "drizzle-orm";
import type { OwnerContext, Services } from "../context";
import { clients, invoices, quotes, users, type Quote } from "../db";
import { notFound } from "../errors";
import { figuresView, type Discount } from "../invoices";
import { formatCents } from "../money";
import { todayIn } from "../time";
import type { QuoteStatus, QuoteView } from "./schemas";

export function getQuoteOfOwner(ctx: OwnerContext, id: string): Quote {
  const row = ctx.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Quote");
  return row;
}

/** The quote behind a public link, with its client and owner; anything else is a plain 404. */
export function findQuoteByToken(services: Services, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Quote");
  const row = services.db
    .select({ quote: quotes, client: clients, owner: users })
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .innerJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.publicToken, token))
    .get();
  if (!row) throw notFound("Quote");
  return row;
}

export function quoteDiscount(q: Pick<Quote, "discountKind" | "discountValue">): Discount {
  if (q.discountKind === "percent" && q.discountValue !== null) return { kind: "percent", value: q.discountValue };
  if (q.discountKind === "amount" && q.discountValue !== null) return { kind: "amount", value: q.discountValue };
  return null;
}

/** Past its last day and not answered: it can no longer be accepted. */
export const isExpired = (q: Pick<Quote, "validUntil" | "status">, today: string) =>
  q.validUntil !== null && q.validUntil < today && (q.status === "draft" || q.status === "sent");

export type { QuoteView } from "./schemas";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toQuoteView(
  q: Quote,
  client: { name: string; email: string | null },
  today: string,
  linked: { invoice: QuoteView["invoice"]; depositInvoice: QuoteView["depositInvoice"] },
): QuoteView {
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    clientId: q.clientId,
    clientName: client.name,
    clientEmail: client.email,
    description: q.description,
    amount: formatCents(q.amountCents),
    currency: q.currency,
    validUntil: q.validUntil,
    status: q.status as QuoteStatus,
    expired: isExpired(q, today),
    publicPath: `/quote/${q.publicToken}`,
    sentAt: iso(q.sentAt),
    acceptedName: q.acceptedName,
    acceptedAt: iso(q.acceptedAt),
    declinedAt: iso(q.declinedAt),
    declineReason: q.declineReason,
    ...linked,
    convertedAt: iso(q.convertedAt),
    figures: figuresView(q.lines, quoteDiscount(q), 0),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

function invoiceRef(ctx: Services, id: string | null) {
  if (!id) return null;
  const row = ctx.db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.id, id))
    .get();
  return row ?? null;
}

/** One quote as the owner sees it. */
export function quoteView(ctx: OwnerContext, q: Quote): QuoteView {
  const client = ctx.db.select().from(clients).where(eq(clients.id, q.clientId)).get()!;
  const tz = ctx.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, ctx.userId)).get()?.tz ?? "UTC";
  return toQuoteView(q, client, todayIn(tz, ctx.clock.now()), {
    invoice: invoiceRef(ctx, q.invoiceId),
    depositInvoice: invoiceRef(ctx, q.depositInvoiceId),
  });
}

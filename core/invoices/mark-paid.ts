import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { invoiceEvents, invoices, users } from "../db/schema";
import { formatCents } from "../money";
import { notifyOwner } from "../notifications/notify";
import { todayIn } from "../time";
import { balanceCents, addPayment } from "./payments";
import { formatMoney } from "./templates";

/** What a card processor says it received for an invoice. */
export interface ReceivedPayment {
  intentId: string;
  amountCents: number;
  currency: string;
}

/**
 * Marks an invoice paid on behalf of its client (a verified card payment), with the paid date in the
 * owner's calendar. Only a payment of the invoice's amount in its currency settles it: anything else
 * is recorded on the invoice and reported to the owner, and the invoice stays unpaid. Idempotent: a
 * paid invoice stays as it was, and a repeated mismatch is reported once.
 */
export function settleInvoicePayment(
  services: Services,
  invoiceId: string,
  payment: ReceivedPayment,
): { updated: boolean; mismatch: boolean } {
  const row = services.db
    .select({ invoice: invoices, timeZone: users.timeZone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, invoiceId))
    .get();
  if (!row) return { updated: false, mismatch: false };
  const { invoice } = row;
  // A repeated webhook for a settled invoice changes nothing and reports nothing.
  if (invoice.status === "paid") return { updated: false, mismatch: false };
  const now = services.clock.now();
  // A card pays the balance (the total less any payments recorded before it).
  const due = balanceCents(invoice);
  const matches = payment.amountCents === due && payment.currency.toUpperCase() === invoice.currency;
  return services.db.transaction((tx) => {
    if (!matches) {
      const received = formatMoney(formatCents(payment.amountCents), payment.currency.toUpperCase() || "USD");
      const expected = formatMoney(formatCents(due), invoice.currency);
      const fresh = notifyOwner(services, {
        userId: invoice.userId,
        type: "payment_mismatch",
        title: `A card payment for ${invoice.invoiceNumber} did not match`,
        description: `Received ${received} (${payment.currency.toUpperCase()}) for an invoice of ${expected}; the invoice stays unpaid. Check the payment in Stripe.`,
        href: "/invoices",
        relatedType: "invoice",
        relatedId: invoice.id,
        dedupeKey: `mismatch:${payment.intentId}`,
      });
      if (fresh) {
        tx.insert(invoiceEvents)
          .values({
            userId: invoice.userId,
            invoiceId: invoice.id,
            type: "payment_mismatch",
            detail: {
              intentId: payment.intentId,
              amount: formatCents(payment.amountCents),
              currency: payment.currency.toUpperCase(),
            },
            createdAt: now,
          })
          .run();
      }
      return { updated: false, mismatch: true };
    }
    // Read again inside the transaction: a repeated webhook finds it paid and changes nothing.
    const fresh = tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
    if (fresh.status === "paid" || fresh.status === "void") return { updated: false, mismatch: false };
    addPayment(
      services,
      tx,
      fresh,
      { amountCents: payment.amountCents, paidOn: todayIn(row.timeZone, now), method: "card", note: payment.intentId },
      now,
      "paid_by_card",
    );
    return { updated: true, mismatch: false };
  });
}

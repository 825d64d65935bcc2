import { and, eq, ne } from "drizzle-orm";
import type { Services } from "../context";
import { invoiceEvents, invoices, users } from "../db/schema";
import { draftAfterInvoicePaid } from "../posts/after-invoice-paid";
import { formatCents } from "../money";
import { notifyOwner } from "../notifications/notify";
import { todayIn } from "../time";
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
  const now = services.clock.now();
  const matches = payment.amountCents === invoice.amountCents && payment.currency.toUpperCase() === invoice.currency;
  return services.db.transaction((tx) => {
    if (!matches) {
      const received = formatMoney(formatCents(payment.amountCents), payment.currency.toUpperCase() || "USD");
      const expected = formatMoney(formatCents(invoice.amountCents), invoice.currency);
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
    const result = tx
      .update(invoices)
      .set({ status: "paid", paidDate: todayIn(row.timeZone, now), updatedAt: now })
      .where(and(eq(invoices.id, invoiceId), ne(invoices.status, "paid")))
      .run();
    if (result.changes > 0) {
      tx.insert(invoiceEvents)
        .values({
          userId: invoice.userId,
          invoiceId: invoice.id,
          type: "paid_by_card",
          detail: { intentId: payment.intentId, amount: formatCents(payment.amountCents), currency: invoice.currency },
          createdAt: now,
        })
        .run();
      draftAfterInvoicePaid(services, { userId: invoice.userId, invoiceId: invoice.id });
    }
    return { updated: result.changes > 0, mismatch: false };
  });
}

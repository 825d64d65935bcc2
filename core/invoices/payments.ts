// Payments against an invoice (docs/decisions/152-partial-payments.md): the owner records what arrived
// (part or all), a card payment records the balance. The invoice's `paid_cents` is their sum, kept in
// the same transaction; when it reaches the total the invoice is paid, on the day of the last payment.
import { desc, eq } from "drizzle-orm";
import type { Services } from "../context";
import { publish } from "../events";
import { type Db, invoiceEvents, invoicePayments, invoices, type Invoice, prepared } from "../db";
import { formatCents } from "../money";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What is left to pay: nothing once paid (or void), else the total less the payments. */
export const balanceCents = (invoice: Pick<Invoice, "status" | "amountCents" | "paidCents">) =>
  invoice.status === "paid" || invoice.status === "void" ? 0 : Math.max(0, invoice.amountCents - invoice.paidCents);

/**
 * Inside a transaction: adds a payment, keeps paid_cents, and settles the invoice when nothing is left
 * (then `invoice.paid` goes to the owner's webhooks and The Creator may draft a post, in the same
 * transaction).
 */
export function addPayment(
  services: Services,
  tx: Tx,
  invoice: Invoice,
  payment: {
    amountCents: number;
    paidOn: string;
    method: string;
    note?: string | null;
    /** A card payment's intent (recorded once) and the plan's instalment it paid, when it paid one. */
    intentId?: string | null;
    instalment?: number | null;
  },
  now: Date,
  eventType = "payment_recorded",
) {
  const paidCents = invoice.paidCents + payment.amountCents;
  const settled = paidCents >= invoice.amountCents;
  tx.insert(invoicePayments)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: payment.method,
      note: payment.note ?? null,
      intentId: payment.intentId ?? null,
      instalment: payment.instalment ?? null,
      createdAt: now,
    })
    .run();
  tx.update(invoices)
    .set({
      paidCents,
      ...(settled ? { status: "paid", paidDate: payment.paidOn } : {}),
      updatedAt: now,
    })
    .where(eq(invoices.id, invoice.id))
    .run();
  tx.insert(invoiceEvents)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      type: eventType,
      detail: {
        amount: formatCents(payment.amountCents),
        date: payment.paidOn,
        method: payment.method,
        balance: formatCents(Math.max(0, invoice.amountCents - paidCents)),
        ...(payment.instalment ? { instalment: payment.instalment } : {}),
      },
      createdAt: now,
    })
    .run();
  if (settled) {
    publish(services, { type: "invoice.paid", userId: invoice.userId, subjectId: invoice.id });
  }
  return { settled };
}

/** The day of an invoice's latest payment (the paid date when its payments settle it), or null. */
export function lastPaymentDate(tx: Tx, invoiceId: string): string | null {
  const row = tx
    .select({ paidOn: invoicePayments.paidOn })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(desc(invoicePayments.paidOn))
    .get();
  return row?.paidOn ?? null;
}

export { PaymentView } from "./views";
import type { PaymentView } from "./views";

/** An invoice's payments, oldest first. */
export function readPayments(db: Db, invoiceId: string): PaymentView[] {
  const rows = prepared(db, "invoice.payments", (d) =>
    d.$client.prepare<[string], { amountCents: number; date: string; method: string; note: string | null }>(
      `select amount_cents as amountCents, paid_on as date, method, note from invoice_payments
       where invoice_id = ? order by paid_on, created_at`,
    ),
  ).all(invoiceId);
  return rows.map((r) => ({ amount: formatCents(r.amountCents), date: r.date, method: r.method, note: r.note }));
}

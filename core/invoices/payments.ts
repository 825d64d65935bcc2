// Payments against an invoice (docs/decisions/152-partial-payments.md): the owner records what arrived
// (part or all), a card payment records the balance. The invoice's `paid_cents` is their sum, kept in
// the same transaction; when it reaches the total the invoice is paid, on the day of the last payment.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext, Services } from "../context";
import type { Db } from "../db/client";
import { invoiceEvents, invoicePayments, invoices, type Invoice } from "../db/schema";
import { prepared } from "../db/prepared";
import { AppError, invalid } from "../errors";
import { isWholeInCurrency, wholeUnitsMessage } from "../currency/minor-unit";
import { formatCents } from "../money";
import { draftAfterInvoicePaid } from "../posts/after-invoice-paid";
import { emitInvoiceEvent } from "../webhooks/emit";
import { isCalendarDate } from "../time";
import { optionalText, parseInput } from "../validation";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner, ownerToday } from "./internal";
import { AmountField } from "./schemas";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "check", "other"] as const;

export const RecordPaymentInput = z.object({
  amount: AmountField,
  date: z
    .string({ error: "Date must be a date (YYYY-MM-DD)" })
    .trim()
    .refine(isCalendarDate, { error: "Date must be a real date (YYYY-MM-DD)" })
    .optional(),
  method: z
    .enum(PAYMENT_METHODS, { error: "Method must be bank_transfer, card, cash, check or other" })
    .default("bank_transfer"),
  note: optionalText(300),
});
export type RecordPaymentInput = z.input<typeof RecordPaymentInput>;

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
    emitInvoiceEvent(services, "invoice.paid", invoice.userId, invoice.id);
    draftAfterInvoicePaid(services, { userId: invoice.userId, invoiceId: invoice.id });
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

/**
 * POST /api/invoices/{id}/payments: records money that arrived for a draft or unpaid invoice. More
 * than the balance, a future date, or a paid or void invoice are refused; nothing is written then.
 */
export function recordPayment({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(RecordPaymentInput, input);
  const invoice = getInvoiceOfOwner(ctx, id);
  const today = ownerToday(ctx);
  if (invoice.status === "paid" || invoice.status === "void") {
    const message = `A ${invoice.status} invoice takes no payment`;
    throw new AppError("CONFLICT", message, { status: message });
  }
  const balance = balanceCents(invoice);
  if (data.amount > balance) {
    throw invalid({ amount: `A payment cannot be more than the balance (${formatCents(balance)})` });
  }
  if (!isWholeInCurrency(data.amount, invoice.currency)) throw invalid({ amount: wholeUnitsMessage(invoice.currency) });
  const paidOn = data.date ?? today;
  if (paidOn > today) throw invalid({ date: "The date cannot be in the future" });
  ctx.db.transaction((tx) =>
    addPayment(
      ctx,
      tx,
      invoice,
      { amountCents: data.amount, paidOn, method: data.method, note: data.note },
      ctx.clock.now(),
    ),
  );
  return getInvoiceDetail({ ctx, id });
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

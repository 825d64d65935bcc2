// The owner records money that arrived for an invoice (docs/decisions/152-partial-payments.md); the
// bookkeeping of a payment itself is addPayment in payments.ts.
import { z } from "zod";
import type { OwnerContext } from "../context";
import { AppError, invalid } from "../errors";
import { isWholeInCurrency, wholeUnitsMessage } from "../currency";
import { formatCents } from "../money";
import { isCalendarDate } from "../time";
import { optionalText, parseInput } from "../validation";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner, ownerToday } from "./internal";
import { addPayment, balanceCents } from "./payments";
import { AmountField } from "./schemas";

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

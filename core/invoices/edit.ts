import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { invoiceEvents, invoices } from "../db";
import { CurrencyField, RateField, type FetchedRate } from "../currency";
import { rateToRecord } from "./invoice-rate";
import { AppError } from "../errors";
import { getOwner } from "../users";
import { formatCents } from "../money";
import { isPlainText, noControlCharacters, parseInput } from "../validation";
import { readInstalments } from "./payment-plans/plan";
import { assertWholeInCurrency, linesOfInput } from "./create";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner, ownerToday } from "./internal";
import { DiscountField, LinesField, TaxIdField } from "./line-schemas";
import { discountOf, readLines, writeLines } from "./lines";
import { lastPaymentDate } from "./payments";
import { AmountField, DueDateField } from "./schemas";
import { effectiveStatus, isEditable } from "./status";

/** PATCH /api/invoices/{id}: any of these; absent fields stay as they are. */
export const EditInvoiceInput = z.object({
  amount: AmountField.optional(),
  lines: LinesField.optional(),
  discount: DiscountField,
  dueDate: DueDateField.optional(),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(2000, { error: "Must be at most 2000 characters" })
    .refine(isPlainText, noControlCharacters)
    .nullable()
    .optional(),
  clientTaxId: TaxIdField,
  /** A new currency needs its rate (typed, or fetched by the route when a rates source is configured). */
  currency: CurrencyField.optional(),
  exchangeRate: RateField.optional().nullable(),
});
export type EditInvoiceInput = z.input<typeof EditInvoiceInput>;

/**
 * Edits a draft or unpaid invoice in one transaction and records what changed in its history. A paid or
 * void invoice is final (409). `amount` replaces the lines with one line of that amount; `lines` replace
 * them; `discount: null` removes the discount. The answer says whether the client already received the
 * invoice, so the owner can be offered to email the revision.
 */
export function editInvoice({
  ctx,
  id,
  input,
  fetched,
}: {
  ctx: OwnerContext;
  id: string;
  input: unknown;
  fetched?: FetchedRate;
}) {
  const data = parseInput(EditInvoiceInput, input);
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const invoice = getInvoiceOfOwner(ctx, id);
  const today = ownerToday(ctx);
  if (!isEditable(invoice.status)) {
    const message = `A ${invoice.status} invoice cannot be edited`;
    throw new AppError("CONFLICT", message, { status: message });
  }
  if (data.amount !== undefined && data.lines) {
    throw new AppError("VALIDATION", "Invalid input: amount", { amount: "Send the lines or an amount, not both" });
  }
  // The money received was in the invoice's currency: relabelling it would change what was paid.
  if (data.currency !== undefined && data.currency !== invoice.currency && invoice.paidCents > 0) {
    const message = "This invoice has payments recorded in " + invoice.currency + ": its currency cannot change";
    throw new AppError("CONFLICT", message, { currency: message });
  }
  // With a payment plan the due date is the last instalment's (docs/decisions/213-payment-plans.md).
  if (data.dueDate !== undefined && data.dueDate !== invoice.dueDate && readInstalments(ctx, invoice.id).length) {
    const message = "This invoice is paid by instalments: change the payment plan's dates instead";
    throw new AppError("CONFLICT", message, { dueDate: message });
  }
  const description = data.description === undefined ? invoice.description : data.description || null;
  const currentLines = readLines(ctx.db, invoice);
  // Late-fee lines stay until the owner waives them (docs/decisions/211-late-fees.md): sent lines
  // replace the ordinary ones, and an amount cannot say what part of it the fees are.
  const feeLines = currentLines.filter((l) => l.lateFeeId);
  if (data.amount !== undefined && feeLines.length) {
    const message = "This invoice has a late fee: edit its lines, or waive the fee first";
    throw new AppError("CONFLICT", message, { amount: message });
  }
  const { lines, discount, totals } = linesOfInput({
    description,
    lines: data.lines
      ? [...data.lines, ...feeLines]
      : data.amount !== undefined
        ? [
            {
              description: description || "Professional services",
              quantityMilli: 1000,
              unitPriceCents: data.amount,
              taxes: [],
            },
          ]
        : currentLines,
    discount: "discount" in raw ? data.discount : discountOf(invoice),
  });
  if (totals.totalCents < invoice.paidCents) {
    throw new AppError("VALIDATION", "Invalid input: lines", {
      lines: `The total cannot be less than what was paid (${formatCents(invoice.paidCents)})`,
    });
  }
  const dueDate = data.dueDate ?? invoice.dueDate;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const note = (key: string, from: unknown, to: unknown) => {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  };
  note("amount", formatCents(invoice.amountCents), formatCents(totals.totalCents));
  note("dueDate", invoice.dueDate, dueDate);
  note("description", invoice.description, description);
  note("lines", currentLines.length, lines.length);
  note("discount", discountOf(invoice), discount);
  // Absent keeps the invoice's; null or "" removes it (the field's transform turns absent into null too).
  const clientTaxId = "clientTaxId" in raw ? data.clientTaxId : invoice.clientTaxId;
  note("clientTaxId", invoice.clientTaxId, clientTaxId);
  if (
    data.lines &&
    !changes.lines &&
    JSON.stringify(data.lines) !== JSON.stringify(currentLines.filter((l) => !l.lateFeeId))
  ) {
    changes.lines = { from: currentLines.length, to: lines.length };
  }
  const currency = data.currency ?? invoice.currency;
  assertWholeInCurrency(currency, { lines, discount, totals, byAmount: data.amount !== undefined });
  const rateChanges = currency !== invoice.currency || (data.exchangeRate ?? null) !== null;
  const rate = rateChanges
    ? rateToRecord(ctx, {
        currency,
        home: getOwner(ctx).defaultCurrency || "USD",
        typed: data.exchangeRate,
        fetched: currency !== invoice.currency ? fetched : undefined,
      })
    : null;
  note("currency", invoice.currency, currency);
  if (rate) note("exchangeRate", invoice.exchangeRate, rate.exchangeRate);
  const wasSent = invoice.sentAt !== null;
  if (Object.keys(changes).length === 0) return { ...getInvoiceDetail({ ctx, id }), changed: [], wasSent };
  // A stored 'overdue' whose due date moves to today or later is awaiting again; a total brought down to
  // what was paid settles the invoice on the last payment's date (as waiving a fee does).
  const settled = invoice.paidCents > 0 && totals.totalCents === invoice.paidCents;
  const status = settled ? "paid" : invoice.status === "overdue" && dueDate >= today ? "pending" : invoice.status;
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.update(invoices)
      .set({
        amountCents: totals.totalCents,
        dueDate,
        description,
        status,
        discountKind: discount?.kind ?? null,
        discountValue: discount?.value ?? null,
        clientTaxId,
        currency,
        ...(rate ?? {}),
        ...(settled ? { paidDate: lastPaymentDate(tx, invoice.id) } : {}),
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id))
      .run();
    writeLines(tx, ctx.userId, invoice.id, lines, totals);
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: invoice.id,
        type: "edited",
        detail: { changes, status: effectiveStatus(invoice.status, invoice.dueDate, today) },
        createdAt: now,
      })
      .run();
    if (settled) {
      publish(ctx, { type: "invoice.paid", userId: invoice.userId, subjectId: invoice.id });
    }
  });
  return { ...getInvoiceDetail({ ctx, id }), changed: Object.keys(changes), wasSent };
}

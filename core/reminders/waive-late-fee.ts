// Waiving a late fee: its line leaves the invoice (the line-items rule recomputes the total), the fee
// row keeps its period (so the job never charges that period again) with when it was waived, and the
// invoice's history records it. When the payments already cover what is left, the invoice is settled.
import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { invoiceEvents, invoiceLateFees, invoices } from "../db";
import { conflict, notFound } from "../errors";
import { formatCents } from "../money";
import { computeTotals, discountOf, readLines, writeLines, getInvoiceOfOwner, lastPaymentDate } from "../invoices";

/** POST /api/reminders/invoices/{id}/late-fees/{feeId}/waive. */
export function waiveLateFee({ ctx, id, feeId }: { ctx: OwnerContext; id: string; feeId: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const invoice = getInvoiceOfOwner(ctx, id);
    const fee = tx
      .select()
      .from(invoiceLateFees)
      .where(and(eq(invoiceLateFees.id, feeId), eq(invoiceLateFees.invoiceId, invoice.id)))
      .get();
    if (!fee) throw notFound("Late fee");
    if (fee.waivedAt) throw conflict("This late fee was already waived", "status");
    if (invoice.status === "paid" || invoice.status === "void") {
      throw conflict(`A ${invoice.status} invoice cannot change: its late fee stays as charged`, "status");
    }
    const lines = readLines(ctx.db, invoice).filter((l) => l.lateFeeId !== fee.id);
    const totals = computeTotals(lines, discountOf(invoice));
    if (invoice.paidCents > totals.totalCents) {
      throw conflict(
        `The payments recorded (${formatCents(invoice.paidCents)}) already cover part of this fee: refund it outside the product instead`,
        "status",
      );
    }
    const settled = invoice.paidCents > 0 && invoice.paidCents === totals.totalCents;
    writeLines(tx, ctx.userId, invoice.id, lines, totals);
    tx.update(invoices)
      .set({
        amountCents: totals.totalCents,
        ...(settled ? { status: "paid", paidDate: lastPaymentDate(tx, invoice.id) } : {}),
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id))
      .run();
    tx.update(invoiceLateFees).set({ waivedAt: now }).where(eq(invoiceLateFees.id, fee.id)).run();
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: invoice.id,
        type: "late_fee_waived",
        detail: {
          feeId: fee.id,
          period: fee.period,
          amount: formatCents(fee.amountCents),
          balance: formatCents(Math.max(0, totals.totalCents - invoice.paidCents)),
        },
        createdAt: now,
      })
      .run();
    if (settled) {
      publish(ctx, { type: "invoice.paid", userId: invoice.userId, subjectId: invoice.id });
    }
    return { waived: fee.id, amount: formatCents(totals.totalCents), settled };
  });
}

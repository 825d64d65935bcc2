import type { OwnerContext } from "../context";
import { invoiceEvents, invoices } from "../db";
import { getOwner } from "../users";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner } from "./internal";
import { computeTotals } from "./line-totals";
import { discountOf, readLines, writeLines } from "./lines";
import { takeInvoiceNumber } from "./numbering";
import { defaultDueDate } from "./payment-terms";

/**
 * POST /api/invoices/{id}/duplicate: a new draft with the same client, lines, discount and description,
 * a new number, and a due date of today + the owner's payment terms. Any invoice can be duplicated.
 */
export function duplicateInvoice({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const source = getInvoiceOfOwner(ctx, id);
  const owner = getOwner(ctx);
  // A late fee was charged on the source by the reminder job (with its own fee row): the copy has none.
  const lines = readLines(ctx.db, source).filter((l) => !l.lateFeeId);
  const discount = discountOf(source);
  const totals = computeTotals(lines, discount);
  const now = ctx.clock.now();
  const created = ctx.db.transaction((tx) => {
    const row = tx
      .insert(invoices)
      .values({
        userId: ctx.userId,
        clientId: source.clientId,
        invoiceNumber: takeInvoiceNumber(tx, ctx.userId, now, null),
        amountCents: totals.totalCents,
        currency: source.currency,
        // The copy keeps the rate recorded on the source (the owner can record another on the draft).
        exchangeRate: source.exchangeRate,
        rateSource: source.rateSource,
        rateDate: source.rateDate,
        status: "draft",
        dueDate: defaultDueDate(ctx),
        description: source.description,
        discountKind: source.discountKind,
        discountValue: source.discountValue,
        ownerTaxId: owner.taxId,
        clientTaxId: source.clientTaxId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    writeLines(tx, ctx.userId, row.id, lines, totals);
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: row.id,
        type: "duplicated",
        detail: { fromInvoiceId: source.id, fromNumber: source.invoiceNumber },
        createdAt: now,
      })
      .run();
    return row;
  });
  return getInvoiceDetail({ ctx, id: created.id });
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoices } from "../db";
import { AppError } from "../errors";
import { getInvoiceOfOwner } from "./internal";
import { releaseInvoiceNumber } from "./numbering";

/**
 * DELETE /api/invoices/{id}: only a draft can be deleted (an issued invoice is voided). With sequential
 * numbering only the latest draft can go, handing its number back, so the sequence has no gap.
 */
export function deleteDraftInvoice({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const invoice = getInvoiceOfOwner(ctx, id);
  if (invoice.status !== "draft") {
    const message = "Only drafts can be deleted; void an issued invoice instead";
    throw new AppError("CONFLICT", message, { status: message });
  }
  ctx.db.transaction((tx) => {
    if (!releaseInvoiceNumber(tx, ctx.userId, invoice.invoiceNumber)) {
      const message = `Deleting ${invoice.invoiceNumber} would leave a gap in your numbering; void it instead`;
      throw new AppError("CONFLICT", message, { invoiceNumber: message });
    }
    tx.delete(invoices).where(eq(invoices.id, invoice.id)).run();
  });
  return { success: true, message: `Draft ${invoice.invoiceNumber} deleted` };
}

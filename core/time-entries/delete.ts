import { and, eq, isNull } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoices, timeEntries } from "../db";
import { conflict } from "../errors";
import { getTimeEntryOfOwner } from "./internal";

/**
 * DELETE /api/time-entries/{id}: an unbilled entry, or the running timer (discarded). A billed entry
 * stays with its invoice: 409 naming it.
 */
export function deleteTimeEntry({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const entry = getTimeEntryOfOwner(ctx, id);
  const removed = ctx.db
    .delete(timeEntries)
    .where(and(eq(timeEntries.id, entry.id), isNull(timeEntries.billedInvoiceId)))
    .run().changes;
  if (removed === 0) {
    const invoice = ctx.db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .innerJoin(timeEntries, eq(timeEntries.billedInvoiceId, invoices.id))
      .where(eq(timeEntries.id, entry.id))
      .get();
    const which = invoice ? `invoice ${invoice.number}` : "an invoice";
    throw conflict(`This time was billed on ${which}: it stays with that invoice`, "billedInvoice");
  }
  return { success: true };
}

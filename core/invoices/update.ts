import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoices } from "../db/schema";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getInvoiceWithClient, ownerToday, toInvoiceView } from "./internal";
import { UpdateInvoiceInput } from "./schemas";
import { canMove, effectiveStatus } from "./status";

/** Changes an invoice's status under the state rules; a forbidden move is a 409 that changes nothing. */
export function updateInvoiceStatus({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const { status } = parseInput(UpdateInvoiceInput, input);
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  const today = ownerToday(ctx);
  const current = effectiveStatus(invoice.status, invoice.dueDate, today);
  if (!canMove(current, status)) {
    const message =
      current === "paid"
        ? "This invoice is paid; paid is final"
        : `An invoice that is ${current} cannot become ${status}`;
    throw new AppError("CONFLICT", message, { status: message });
  }
  const row = ctx.db
    .update(invoices)
    .set({
      status,
      paidDate: status === "paid" ? (invoice.paidDate ?? today) : invoice.paidDate,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(invoices.id, invoice.id))
    .returning()
    .get();
  return toInvoiceView(row, client, today);
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { invoiceEvents, invoices } from "../db";
import { AppError, invalid } from "../errors";
import { parseInput } from "../validation";
import { getInvoiceWithClient, ownerToday } from "./internal";
import { loadInvoiceView } from "./view";
import { UpdateInvoiceInput } from "./schemas";
import { canMove, effectiveStatus } from "./status";

/**
 * Changes an invoice's status under the state rules; a forbidden move is a 409 that changes nothing.
 * Marking it paid records the day the money arrived (today unless the owner says otherwise, never in
 * the future); paid is final.
 */
export function updateInvoiceStatus({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const { status, paidDate } = parseInput(UpdateInvoiceInput, input);
  const { invoice } = getInvoiceWithClient(ctx, id);
  const today = ownerToday(ctx);
  const current = effectiveStatus(invoice.status, invoice.dueDate, today);
  if (!canMove(current, status)) {
    const message =
      current === "paid"
        ? "This invoice is paid; paid is final"
        : `An invoice that is ${current} cannot become ${status}`;
    throw new AppError("CONFLICT", message, { status: message });
  }
  if (paidDate && status !== "paid") throw invalid({ paidDate: "A paid date goes with the status paid" });
  if (paidDate && paidDate > today) throw invalid({ paidDate: "The paid date cannot be in the future" });
  const becomesPaid = status === "paid" && current !== "paid";
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    const updated = tx
      .update(invoices)
      .set({
        status,
        paidDate: becomesPaid ? (paidDate ?? today) : invoice.paidDate,
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id))
      .returning()
      .get();
    if (becomesPaid) publish(ctx, { type: "invoice.paid", userId: ctx.userId, subjectId: invoice.id });
    if (status === "overdue" && invoice.status === "pending")
      publish(ctx, { type: "invoice.overdue", userId: ctx.userId, subjectId: invoice.id });
    if (becomesPaid) {
      tx.insert(invoiceEvents)
        .values({
          userId: ctx.userId,
          invoiceId: invoice.id,
          type: "marked_paid",
          detail: { paidDate: updated.paidDate },
          createdAt: now,
        })
        .run();
    }
    return updated;
  });
  return loadInvoiceView(ctx, row.id, today);
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoiceEvents, invoices } from "../db";
import { publish } from "../events";
import { AppError } from "../errors";
import { optionalText, parseInput } from "../validation";
import { z } from "zod";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner } from "./internal";
import { isEditable } from "./status";

export const VoidInvoiceInput = z
  .object({ reason: optionalText(300) })
  .nullish()
  .transform((v) => v ?? {});

/**
 * POST /api/invoices/{id}/void: an issued invoice is voided, not deleted — it keeps its number and
 * history, stops counting as owed, gets no more reminders (queued ones are cancelled at delivery), and
 * its pay page says it is void. Paid and already-void invoices answer 409. `invoice.voided` tells the
 * modules that hang on it (time billed by it is unbilled again: core/time-entries/subscriber.ts).
 */
export function voidInvoice({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const { reason } = parseInput(VoidInvoiceInput, input);
  const invoice = getInvoiceOfOwner(ctx, id);
  if (!isEditable(invoice.status)) {
    const message = invoice.status === "paid" ? "A paid invoice cannot be voided" : "This invoice is already void";
    throw new AppError("CONFLICT", message, { status: message });
  }
  if (invoice.paidCents > 0) {
    const message = "This invoice has payments recorded; it cannot be voided";
    throw new AppError("CONFLICT", message, { status: message });
  }
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.update(invoices).set({ status: "void", updatedAt: now }).where(eq(invoices.id, invoice.id)).run();
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: invoice.id,
        type: "voided",
        detail: { reason: reason ?? null, was: invoice.status },
        createdAt: now,
      })
      .run();
    publish(ctx, { type: "invoice.voided", userId: ctx.userId, subjectId: invoice.id });
  });
  return getInvoiceDetail({ ctx, id });
}

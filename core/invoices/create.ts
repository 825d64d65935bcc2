import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices } from "../db/schema";
import { AppError } from "../errors";
import { emitInvoiceEvent } from "../webhooks/emit";
import { getOwner } from "../users/internal";
import { parseInput } from "../validation";
import { ownerToday } from "./internal";
import { loadInvoiceView } from "./view";
import { CreateInvoiceInput } from "./schemas";

/**
 * Creates an invoice for one of the owner's clients, in the owner's currency (Settings → Billing); the
 * number is 'INV-' plus a timestamp unless given.
 */
export function createInvoice({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(CreateInvoiceInput, input);
  const client = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, data.clientId), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) {
    throw new AppError("VALIDATION", "Invalid input: clientId", { clientId: "Choose one of your clients" });
  }
  const currency = getOwner(ctx).defaultCurrency || "USD";
  const now = ctx.clock.now();
  const created = ctx.db.transaction((tx) => {
    let invoiceNumber = data.invoiceNumber ?? `INV-${now.getTime()}`;
    const taken = (n: string) =>
      tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.userId, ctx.userId), eq(invoices.invoiceNumber, n)))
        .get();
    if (taken(invoiceNumber)) {
      if (data.invoiceNumber) {
        throw new AppError("CONFLICT", "That invoice number is already used", {
          invoiceNumber: "That invoice number is already used",
        });
      }
      // Two invoices created in the same millisecond: keep the number readable and unique.
      let n = 2;
      while (taken(`${invoiceNumber}-${n}`)) n++;
      invoiceNumber = `${invoiceNumber}-${n}`;
    }
    const row = tx
      .insert(invoices)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        invoiceNumber,
        amountCents: data.amount,
        currency,
        dueDate: data.dueDate,
        status: data.status,
        description: data.description,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    emitInvoiceEvent(ctx, "invoice.created", ctx.userId, row.id);
    return row;
  });
  return loadInvoiceView(ctx, created.id, ownerToday(ctx));
}

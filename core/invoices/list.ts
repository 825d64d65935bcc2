import { desc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices } from "../db/schema";
import { getInvoiceWithClient, ownerToday, toInvoiceView } from "./internal";
import type { InvoiceView } from "./schemas";

/** The owner's invoices, newest first, each with its client's name and its effective status. */
export function listInvoices({ ctx }: { ctx: OwnerContext }): InvoiceView[] {
  const today = ownerToday(ctx);
  return ctx.db
    .select({ invoice: invoices, clientName: clients.name, clientEmail: clients.email })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(invoices.userId, ctx.userId))
    .orderBy(desc(invoices.createdAt))
    .all()
    .map((r) =>
      toInvoiceView(r.invoice, r.clientName === null ? null : { name: r.clientName, email: r.clientEmail }, today),
    );
}

export function getInvoice({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceView {
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  return toInvoiceView(invoice, client, ownerToday(ctx));
}

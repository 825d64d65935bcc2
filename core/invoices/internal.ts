import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices, type Client, type Invoice } from "../db";
import { notFound } from "../errors";

export function getInvoiceOfOwner(ctx: OwnerContext, id: string): Invoice {
  const invoice = ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, ctx.userId)))
    .get();
  if (!invoice) throw notFound("Invoice");
  return invoice;
}

export function getInvoiceWithClient(ctx: OwnerContext, id: string): { invoice: Invoice; client: Client } {
  const row = ctx.db
    .select({ invoice: invoices, client: clients })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Invoice");
  return row;
}

export { ownerToday } from "../users";

import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices, type Client, type Invoice } from "../db/schema";
import { notFound } from "../errors";
import { formatCents } from "../money";
import type { InvoiceView } from "./schemas";
import { daysOverdue, effectiveStatus } from "./status";

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

export { ownerToday } from "../users/today";

/** The fields a view is made of, as plain values (the list reads them straight from SQL). */
export interface InvoiceFields {
  id: string;
  clientId: string;
  clientName: string | null;
  clientEmail: string | null;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  status: string;
  dueDate: string;
  paidDate: string | null;
  sentAt: number | null;
  description: string | null;
  publicToken: string;
  createdAt: number;
  updatedAt: number;
}

export function invoiceView(f: InvoiceFields, today: string): InvoiceView {
  const status = effectiveStatus(f.status, f.dueDate, today);
  return {
    id: f.id,
    clientId: f.clientId,
    clientName: f.clientName,
    clientEmail: f.clientEmail,
    invoiceNumber: f.invoiceNumber,
    amount: formatCents(f.amountCents),
    currency: f.currency,
    status,
    dueDate: f.dueDate,
    paidDate: f.paidDate,
    sentAt: f.sentAt === null ? null : new Date(f.sentAt).toISOString(),
    description: f.description,
    daysOverdue: status === "overdue" ? daysOverdue(f.dueDate, today) : 0,
    publicPath: `/pay/${f.publicToken}`,
    createdAt: new Date(f.createdAt).toISOString(),
    updatedAt: new Date(f.updatedAt).toISOString(),
  };
}

export function toInvoiceView(
  invoice: Invoice,
  client: { name: string; email: string | null } | null,
  today: string,
): InvoiceView {
  return invoiceView(
    {
      ...invoice,
      clientName: client?.name ?? null,
      clientEmail: client?.email ?? null,
      sentAt: invoice.sentAt?.getTime() ?? null,
      createdAt: invoice.createdAt.getTime(),
      updatedAt: invoice.updatedAt.getTime(),
    },
    today,
  );
}

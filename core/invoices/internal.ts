import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices, users, type Client, type Invoice } from "../db/schema";
import { notFound } from "../errors";
import { formatCents } from "../money";
import { todayIn } from "../time";
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

/** Today in the owner's time zone. */
export function ownerToday(ctx: OwnerContext): string {
  const owner = ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ctx.userId)).get();
  return todayIn(owner?.timeZone ?? "UTC", ctx.clock.now());
}

export function toInvoiceView(
  invoice: Invoice,
  client: { name: string; email: string | null } | null,
  today: string,
): InvoiceView {
  const status = effectiveStatus(invoice.status, invoice.dueDate, today);
  return {
    id: invoice.id,
    clientId: invoice.clientId,
    clientName: client?.name ?? null,
    clientEmail: client?.email ?? null,
    invoiceNumber: invoice.invoiceNumber,
    amount: formatCents(invoice.amountCents),
    currency: invoice.currency,
    status,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    description: invoice.description,
    daysOverdue: status === "overdue" ? daysOverdue(invoice.dueDate, today) : 0,
    publicPath: `/pay/${invoice.publicToken}`,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

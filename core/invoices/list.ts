import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { getInvoiceWithClient, invoiceView, ownerToday, toInvoiceView, type InvoiceFields } from "./internal";
import type { InvoiceView } from "./schemas";

// The list is the Admin page's one read and must stay fast at 10,000 invoices (bench/invoices.ts):
// one prepared statement returning plain rows, no ORM mapping per row.
const LIST_SQL = `
  select i.id, i.client_id as clientId, c.name as clientName, c.email as clientEmail,
         i.invoice_number as invoiceNumber, i.amount_cents as amountCents, i.currency, i.status,
         i.due_date as dueDate, i.paid_date as paidDate, i.sent_at as sentAt, i.description,
         i.public_token as publicToken, i.created_at as createdAt, i.updated_at as updatedAt
  from invoices i left join clients c on c.id = i.client_id
  where i.user_id = ?
  order by i.created_at desc, i.id desc`;

// Keyed by the owner's data revision and today's date (effective statuses change at midnight).
const cache = new OwnerCache<readonly InvoiceView[]>();

/**
 * The owner's invoices, newest first, each with its client's name and its effective status.
 * The result is shared with later calls: treat it as read-only.
 */
export function listInvoices({ ctx }: { ctx: OwnerContext }): readonly InvoiceView[] {
  const today = ownerToday(ctx);
  return cache.get(ctx.db, ctx.userId, today, () => {
    const rows = ctx.db.$client.prepare(LIST_SQL).all(ctx.userId) as InvoiceFields[];
    return rows.map((r) => invoiceView(r, today));
  });
}

export function getInvoice({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceView {
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  return toInvoiceView(invoice, client, ownerToday(ctx));
}

import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { ownerToday } from "./internal";
import type { InvoiceView } from "./schemas";
import { invoiceView, loadInvoiceView, viewStatements, type InvoiceFields } from "./view";

// Keyed by the owner's data revision and today's date (effective statuses change at midnight).
const cache = new OwnerCache<readonly InvoiceView[]>();

/**
 * The owner's invoices, newest first, each with its client's name, its effective status and what was
 * emailed about it. The result is shared with later calls: treat it as read-only.
 */
export function listInvoices({ ctx }: { ctx: OwnerContext }): readonly InvoiceView[] {
  const today = ownerToday(ctx);
  return cache.get(ctx.db, ctx.userId, today, () => {
    const rows = viewStatements(ctx.db.$client).list.all(ctx.userId) as InvoiceFields[];
    return rows.map((r) => invoiceView(r, today));
  });
}

export function getInvoice({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceView {
  return loadInvoiceView(ctx, id, ownerToday(ctx));
}

import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoiceEvents } from "../db/schema";
import { getInvoiceOfOwner, ownerToday } from "./internal";
import { invoiceFigures, type InvoiceFiguresView } from "./lines";
import type { InvoiceView } from "./schemas";
import { loadInvoiceView } from "./view";

/** One invoice as its own page shows it: the ledger's view, its lines and figures, tax ids and history. */
export interface InvoiceDetail extends InvoiceView {
  figures: InvoiceFiguresView;
  ownerTaxId: string | null;
  clientTaxId: string | null;
  /** What happened to the invoice, oldest first (payments, edits, claims…). */
  history: { type: string; detail: Record<string, unknown>; at: string }[];
}

/** GET /api/invoices/:id. Another owner's id is a 404. */
export function getInvoiceDetail({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceDetail {
  const invoice = getInvoiceOfOwner(ctx, id);
  const view = loadInvoiceView(ctx, id, ownerToday(ctx));
  const history = ctx.db
    .select({ type: invoiceEvents.type, detail: invoiceEvents.detail, createdAt: invoiceEvents.createdAt })
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoice.id))
    .orderBy(asc(invoiceEvents.createdAt))
    .all();
  return {
    ...view,
    figures: invoiceFigures(ctx.db, invoice),
    ownerTaxId: invoice.ownerTaxId,
    clientTaxId: invoice.clientTaxId,
    history: history.map((h) => ({ type: h.type, detail: h.detail ?? {}, at: h.createdAt.toISOString() })),
  };
}

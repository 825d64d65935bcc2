import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { invoiceEvents } from "../db";
import { getInvoiceOfOwner, ownerToday } from "./internal";
import { invoiceFigures } from "./lines";
import { loadInvoiceView } from "./view";

export { InvoiceDetail } from "./views";
import type { InvoiceDetail } from "./views";

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

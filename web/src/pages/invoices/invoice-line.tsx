import type { InvoiceView } from "@core/invoices/schemas";
import { clientNameOf, invoiceAmount } from "@web/lib/business-data";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";

/** One compact invoice row for the tracker's day lists. */
export function InvoiceLine({ invoice, showDue }: { invoice: InvoiceView; showDue?: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border bg-card px-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{clientNameOf(invoice)}</p>
        <p className="text-xs text-muted-foreground">
          {invoice.invoiceNumber}
          {showDue ? ` · ${showDue}` : ""}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold tabular-nums">{invoiceAmount(invoice)}</span>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
    </li>
  );
}

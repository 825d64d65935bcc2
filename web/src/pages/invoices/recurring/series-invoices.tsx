// The invoices a series made, latest first, ten at a time; each opens the ordinary invoice view.
import { useState } from "react";
import type { RecurringInvoiceView } from "@core/recurring/list";
import { ListPager } from "@web/components/paged-table/pager";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate, invoiceAmount } from "@web/lib/business-data";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { InvoiceDetailDialog } from "../invoice-detail-dialog";
import { useSeriesInvoices } from "./queries";

const EMAIL: Record<string, string> = { queued: "emailed", no_email: "not emailed: no address" };

export function SeriesInvoices({ seriesId }: { seriesId: string }) {
  const pages = useSeriesInvoices(seriesId);
  const [open, setOpen] = useState<RecurringInvoiceView | null>(null);
  return (
    <section aria-labelledby="series-invoices-title" className="grid gap-2">
      <h3 id="series-invoices-title" className="text-sm font-medium">
        Invoices it made
      </h3>
      {pages.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : pages.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the invoices.
        </p>
      ) : pages.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet: the first is made on its date.</p>
      ) : (
        <>
          <ul className="divide-y rounded-md border text-sm" aria-label="Invoices made by this series">
            {pages.items.map((i) => (
              <li key={i.id} data-testid="series-invoice">
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2 text-left hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="truncate font-medium">
                    {i.invoiceNumber} <span className="font-normal text-muted-foreground">· #{i.period}</span>
                  </span>
                  <span className="text-right font-medium tabular-nums">{invoiceAmount(i)}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    For {formatDate(i.periodDate)}, due {formatDate(i.dueDate)}
                    {i.recurringEmail ? ` · ${EMAIL[i.recurringEmail] ?? i.recurringEmail}` : ""}
                  </span>
                  <span className="justify-self-end">
                    <InvoiceStatusBadge status={i.status} partiallyPaid={i.partiallyPaid} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <ListPager list={pages} noun="invoices" />
        </>
      )}
      <InvoiceDetailDialog invoice={open} onClose={() => setOpen(null)} />
    </section>
  );
}

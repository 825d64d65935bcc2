// The tracker's list view: overdue first (longest overdue first), then every invoice by due date,
// both paged by the server.
import { formatDueDate } from "@core/invoices/templates";
import { pluralize } from "@web/lib/business-data";
import { PagedInvoiceLines } from "@web/components/documents/paged-invoice-lines";
import { useInvoicePages } from "@web/lib/invoice-pages";
import { InvoiceLine } from "./invoice-line";
import { groupByDueDate } from "./tracker-math";

const PAGE = 25;

export function TrackerList() {
  const overdue = useInvoicePages({ status: "overdue", sort: "dueDate" }, { limit: PAGE });
  const all = useInvoicePages({ sort: "dueDate" }, { limit: PAGE });

  return (
    <div className="grid gap-6">
      <section aria-labelledby="tracker-overdue-title" className="grid gap-3">
        <h3 id="tracker-overdue-title" className="text-base font-semibold text-destructive">
          Overdue Invoices
        </h3>
        <PagedInvoiceLines
          source={overdue}
          label="overdue invoices"
          empty={<p className="text-sm text-muted-foreground">Nothing is overdue.</p>}
        >
          {(invoices) => (
            <ul className="grid gap-2">
              {invoices.map((invoice) => (
                <InvoiceLine
                  key={invoice.id}
                  invoice={invoice}
                  showDue={`due ${formatDueDate(invoice.dueDate)} · ${pluralize(invoice.daysOverdue, "day")} overdue`}
                />
              ))}
            </ul>
          )}
        </PagedInvoiceLines>
      </section>

      <section aria-labelledby="tracker-all-title" className="grid gap-3">
        <h3 id="tracker-all-title" className="text-base font-semibold">
          All Invoices by Due Date
        </h3>
        <PagedInvoiceLines
          source={all}
          label="invoices"
          empty={<p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No invoices found</p>}
        >
          {(invoices) => (
            <ol className="grid gap-4">
              {groupByDueDate(invoices).map(({ date, invoices: dayInvoices }) => (
                <li key={date} className="grid gap-2">
                  <h4 className="text-sm font-medium text-muted-foreground">
                    <time dateTime={date}>{formatDueDate(date)}</time>
                  </h4>
                  <ul className="grid gap-2">
                    {dayInvoices.map((invoice) => (
                      <InvoiceLine key={invoice.id} invoice={invoice} />
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </PagedInvoiceLines>
      </section>
    </div>
  );
}

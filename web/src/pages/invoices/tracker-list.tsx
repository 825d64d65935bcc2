// The tracker's list view: overdue first, then every invoice by due date (days ascending).
import type { InvoiceView } from "@core/invoices/schemas";
import { formatDueDate } from "@core/invoices/templates";
import { pluralize } from "./data";
import { InvoiceLine } from "./invoice-line";
import { groupByDueDate, overdueInvoices } from "./tracker-math";

export function TrackerList({ invoices }: { invoices: InvoiceView[] }) {
  const overdue = overdueInvoices(invoices);
  const days = groupByDueDate(invoices);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="tracker-overdue-title" className="grid gap-3">
        <h3 id="tracker-overdue-title" className="text-base font-semibold text-destructive">
          Overdue Invoices
        </h3>
        {overdue.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing is overdue.</p>
        ) : (
          <ul className="grid gap-2">
            {overdue.map((invoice) => (
              <InvoiceLine
                key={invoice.id}
                invoice={invoice}
                showDue={`due ${formatDueDate(invoice.dueDate)} · ${pluralize(invoice.daysOverdue, "day")} overdue`}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tracker-all-title" className="grid gap-3">
        <h3 id="tracker-all-title" className="text-base font-semibold">
          All Invoices by Due Date
        </h3>
        {days.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No invoices found</p>
        ) : (
          <ol className="grid gap-4">
            {days.map(({ date, invoices: dayInvoices }) => (
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
      </section>
    </div>
  );
}

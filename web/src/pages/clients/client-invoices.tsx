import { Link } from "wouter";
import type { InvoiceView } from "@core/invoices/schemas";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { PagedList } from "@web/lib/paging";
import { formatDate, invoiceAmount, pluralize } from "@web/lib/business-data";
import { PagedInvoiceLines } from "@web/components/documents/paged-invoice-lines";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";

/** This client's invoices, newest first, a page at a time (GET /api/invoices?clientId=). */
export function ClientInvoices({ invoices }: { invoices: PagedList<InvoiceView> }) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Invoices</CardTitle>
          <CardDescription>{invoices.isLoading ? "Loading..." : pluralize(invoices.total, "invoice")}</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link href="/invoices">Open The Admin</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <PagedInvoiceLines
          source={invoices}
          label="invoices"
          empty={
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No invoices for this client yet.
            </p>
          }
        >
          {(page) => (
            <ul className="grid gap-2" aria-label="Client invoices">
              {page.map((invoice) => (
                <li key={invoice.id} className="flex items-start justify-between gap-4 rounded-md border px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{invoice.invoiceNumber}</p>
                    <p className="text-xs text-muted-foreground">
                      Due: {formatDate(invoice.dueDate)}
                      {invoice.paidDate ? ` · Paid on ${formatDate(invoice.paidDate)}` : ""}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold tabular-nums">{invoiceAmount(invoice)}</span>
                    <InvoiceStatusBadge status={invoice.status} partiallyPaid={invoice.partiallyPaid} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PagedInvoiceLines>
      </CardContent>
    </Card>
  );
}

// The invoice ledger's columns: the invoice and its client, the amount, the due date (and how late),
// the status, what was emailed, and the actions; the sortable ones name the server's sort key.
import { createColumnHelper } from "@tanstack/react-table";
import type { InvoiceView } from "@core/invoices/schemas";
import type { PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { clientNameOf, formatDate, invoiceAmount, pluralize } from "@web/lib/business-data";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { EmailStatus } from "./email-status";
import { InvoiceRowActions, type InvoiceActions } from "./invoice-row-actions";

const column = createColumnHelper<InvoiceView>();
const meta = (m: PagedColumnMeta) => m;

export function ledgerColumns(actions: InvoiceActions) {
  return [
    column.accessor("invoiceNumber", {
      header: "Invoice",
      meta: meta({ sortKey: "number", className: "min-w-52" }),
      cell: ({ row: { original: i } }) => (
        <div className="grid min-w-0">
          <span className="truncate font-medium">{clientNameOf(i)}</span>
          <span className="truncate text-xs text-muted-foreground">
            Invoice #{i.id.slice(-8)} · {i.invoiceNumber}
          </span>
          {i.description && <span className="line-clamp-1 text-xs text-muted-foreground">{i.description}</span>}
        </div>
      ),
    }),
    column.accessor("amount", {
      header: "Amount",
      meta: meta({ sortKey: "amount", className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: i } }) => <span className="font-medium">{invoiceAmount(i)}</span>,
    }),
    column.accessor("dueDate", {
      header: "Due",
      meta: meta({ sortKey: "dueDate", className: "whitespace-nowrap" }),
      cell: ({ row: { original: i } }) => (
        <div className="grid">
          <span>{formatDate(i.dueDate)}</span>
          {i.status === "overdue" && i.daysOverdue > 0 && (
            <span className="text-xs text-destructive">{pluralize(i.daysOverdue, "day")} overdue</span>
          )}
          {i.paidDate && <span className="text-xs text-success">Paid on {formatDate(i.paidDate)}</span>}
        </div>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue, row }) => (
        <InvoiceStatusBadge status={getValue()} partiallyPaid={row.original.partiallyPaid} />
      ),
    }),
    column.display({
      id: "emails",
      header: "Emails",
      meta: meta({ className: "hidden max-w-72 lg:table-cell" }),
      cell: ({ row: { original: i } }) => <EmailStatus invoice={i} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-0 pr-4" }),
      cell: ({ row: { original: i } }) => <InvoiceRowActions invoice={i} {...actions} />,
    }),
  ];
}

// One invoice in the management list: what it is, where it stands, and what can be done next.
import { CircleCheck, Copy, Download, Mail, Send, TriangleAlert } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { Button } from "@web/components/ui/button";
import { clientNameOf, formatDate, invoiceAmount } from "./data";
import { copyPaymentLink, useUpdateInvoiceStatus } from "./invoice-actions";
import type { EmailKind } from "./send-email-dialog";
import { EmailStatus } from "./email-status";
import { InvoiceStatusBadge } from "./status-badge";

interface Props {
  invoice: InvoiceView;
  onEmail: (invoice: InvoiceView, kind: EmailKind) => void;
  onMarkPaid: (invoice: InvoiceView) => void;
}

export function InvoiceCard({ invoice, onEmail, onMarkPaid }: Props) {
  const update = useUpdateInvoiceStatus();
  const busy = update.isPending;
  const { status } = invoice;
  const awaitingSend = status === "draft" || status === "pending";

  return (
    <article
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      data-testid={`invoice-card-${invoice.id}`}
      data-status={status}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">Invoice #{invoice.id.slice(-8)}</h3>
          <p className="truncate text-sm text-muted-foreground">{invoice.invoiceNumber}</p>
        </div>
        <InvoiceStatusBadge status={status} />
      </div>

      <div className="grid gap-1">
        <p className="font-medium">{clientNameOf(invoice)}</p>
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{invoiceAmount(invoice)}</p>
        <p className="text-sm text-muted-foreground">
          Due: {formatDate(invoice.dueDate)}
          {status === "overdue" && invoice.daysOverdue > 0 && (
            <span className="text-destructive">
              {" "}
              · {invoice.daysOverdue} {invoice.daysOverdue === 1 ? "day" : "days"} overdue
            </span>
          )}
        </p>
        {invoice.paidDate && <p className="text-sm font-medium text-success">Paid on {formatDate(invoice.paidDate)}</p>}
        {invoice.description && (
          <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line">{invoice.description}</p>
        )}
        <div className="mt-1">
          <EmailStatus invoice={invoice} />
        </div>
      </div>

      <div className="mt-auto grid gap-2 border-t pt-4">
        {status !== "paid" && (
          <div className="flex flex-wrap gap-2">
            {awaitingSend && (
              <Button size="sm" onClick={() => onEmail(invoice, "invoice")}>
                <Send aria-hidden />
                Send Invoice
              </Button>
            )}
            {status === "overdue" && (
              <Button size="sm" onClick={() => onEmail(invoice, "reminder")}>
                <Mail aria-hidden />
                Send Payment Reminder
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onMarkPaid(invoice)}>
              <CircleCheck aria-hidden />
              Mark Paid
            </Button>
            {status === "pending" && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => update.mutate({ id: invoice.id, status: "overdue" })}
              >
                <TriangleAlert aria-hidden />
                Mark Overdue
              </Button>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="ghost">
            <a href={`/api/invoices/${invoice.id}/pdf`} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void copyPaymentLink(invoice)}>
            <Copy aria-hidden />
            Copy payment link
          </Button>
        </div>
      </div>
    </article>
  );
}

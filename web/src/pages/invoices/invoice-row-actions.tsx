// What can be done with one invoice, at the end of its ledger row: the next step as a button (send it,
// or remind when it is late), the rest in a menu. Paid invoices keep only their PDF and link.
import { CircleCheck, Copy, Download, Eye, Mail, MoreVertical, Send, TriangleAlert } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { copyPaymentLink, useUpdateInvoiceStatus } from "./invoice-actions";
import type { EmailKind } from "./send-email-dialog";

export interface InvoiceActions {
  onEmail: (invoice: InvoiceView, kind: EmailKind) => void;
  onMarkPaid: (invoice: InvoiceView) => void;
  /** Opens the invoice: its lines, taxes, payments, balance and history. */
  onOpen: (invoice: InvoiceView) => void;
}

/** On a phone (`compact`) the next step is an icon, named for screen readers, to leave room for the invoice. */
export function InvoiceRowActions({
  invoice,
  onEmail,
  onMarkPaid,
  onOpen,
  compact = false,
}: { invoice: InvoiceView; compact?: boolean } & InvoiceActions) {
  const update = useUpdateInvoiceStatus();
  const { status } = invoice;
  const open = status !== "paid";
  const next =
    status === "overdue"
      ? { label: "Remind", icon: Mail, kind: "reminder" as const }
      : status === "draft" || (status === "pending" && !invoice.sentAt)
        ? { label: "Send", icon: Send, kind: "invoice" as const }
        : null;
  const primary = next && (
    <Button
      size={compact ? "icon" : "sm"}
      variant="outline"
      aria-label={compact ? `${next.label} ${invoice.invoiceNumber}` : undefined}
      onClick={() => onEmail(invoice, next.kind)}
    >
      <next.icon aria-hidden />
      {!compact && next.label}
    </Button>
  );
  return (
    <div className={compact ? "flex flex-col items-center gap-1" : "flex items-center justify-end gap-1"}>
      {primary}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More for ${invoice.invoiceNumber}`}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onOpen(invoice)}>
            <Eye aria-hidden />
            View invoice
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {open && (
            <>
              <DropdownMenuItem onSelect={() => onEmail(invoice, "invoice")}>
                <Send aria-hidden />
                {invoice.sentAt ? "Send Invoice again" : "Send Invoice"}
              </DropdownMenuItem>
              {status !== "draft" && (
                <DropdownMenuItem onSelect={() => onEmail(invoice, "reminder")}>
                  <Mail aria-hidden />
                  Send Payment Reminder
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => onMarkPaid(invoice)}>
                <CircleCheck aria-hidden />
                Mark Paid
              </DropdownMenuItem>
              {status === "pending" && (
                <DropdownMenuItem
                  disabled={update.isPending}
                  onSelect={() => update.mutate({ id: invoice.id, status: "overdue" })}
                >
                  <TriangleAlert aria-hidden />
                  Mark Overdue
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
            </>
          )}
          <DropdownMenuItem asChild>
            <a href={`/api/invoices/${invoice.id}/pdf`} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyPaymentLink(invoice)}>
            <Copy aria-hidden />
            Copy payment link
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

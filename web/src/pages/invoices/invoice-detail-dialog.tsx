// 'View invoice': one invoice as the server computes it — lines, discount, taxes, payments, balance,
// both tax ids and what happened to it.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { InvoiceDetail } from "@core/invoices/detail";
import type { InvoiceView } from "@core/invoices/schemas";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { INVOICES_KEY, clientNameOf, formatDate } from "@web/lib/business-data";
import { useSticky } from "@web/hooks/use-sticky";
import { InvoiceReminders } from "@web/components/reminders/invoice-reminders";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { EditInvoiceForm } from "./edit-invoice-dialog";
import { InvoiceFiguresTable } from "./figures-table";
import { InvoiceChangeActions } from "./invoice-change-actions";
import { RecordPaymentForm } from "./record-payment-form";
import { InvoiceHistory } from "./invoice-history";
import { InvoiceRatePanel } from "./invoice-rate-panel";
import { PaymentPlanSection } from "./payment-plans/payment-plan-section";

export function InvoiceDetailDialog({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  const shown = useSticky(invoice);
  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {shown && <InvoiceDetailBody key={shown.id} invoice={shown} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function InvoiceDetailBody({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const query = useQuery<InvoiceDetail>({ queryKey: [...INVOICES_KEY, invoice.id] });
  const [mode, setMode] = useState<"view" | "edit" | "pay">("view");
  const detail = query.data;
  if (detail && mode === "edit") return <EditInvoiceForm invoice={detail} onDone={() => setMode("view")} />;
  if (detail && mode === "pay") return <RecordPaymentForm invoice={detail} onDone={() => setMode("view")} />;
  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          Invoice {invoice.invoiceNumber}
          <InvoiceStatusBadge
            status={detail?.status ?? invoice.status}
            partiallyPaid={detail?.partiallyPaid ?? invoice.partiallyPaid}
          />
        </DialogTitle>
        <DialogDescription>
          {clientNameOf(invoice)} · due {formatDate(invoice.dueDate)}
        </DialogDescription>
      </DialogHeader>
      {!detail ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only" role="status">
            Loading invoice
          </span>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-16 w-1/2 justify-self-end" />
        </div>
      ) : (
        <>
          {(detail.ownerTaxId || detail.clientTaxId) && (
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              {detail.ownerTaxId && (
                <div>
                  <dt className="text-xs text-muted-foreground">Your tax ID</dt>
                  <dd>{detail.ownerTaxId}</dd>
                </div>
              )}
              {detail.clientTaxId && (
                <div>
                  <dt className="text-xs text-muted-foreground">Client's tax ID</dt>
                  <dd>{detail.clientTaxId}</dd>
                </div>
              )}
            </dl>
          )}
          <InvoiceFiguresTable figures={detail.figures} currency={detail.currency} />
          <InvoiceRatePanel invoice={detail} />
          <InvoiceChangeActions
            invoice={detail}
            onEdit={() => setMode("edit")}
            onRecordPayment={() => setMode("pay")}
            onClose={onClose}
          />
          <PaymentPlanSection
            invoiceId={detail.id}
            currency={detail.currency}
            totalCents={Math.round(Number(detail.figures.total) * 100)}
            dueDate={detail.dueDate}
            open={detail.status === "draft" || detail.status === "pending" || detail.status === "overdue"}
          />
          <InvoiceReminders invoiceId={detail.id} currency={detail.currency} />
          <InvoiceHistory history={detail.history} currency={detail.currency} />
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <a href={`/api/invoices/${invoice.id}/pdf`} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
        </>
      )}
    </div>
  );
}

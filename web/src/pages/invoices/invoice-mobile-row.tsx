import type { ReactNode } from "react";
import type { InvoiceView } from "@core/invoices/schemas";
import { clientNameOf, formatShortDate, invoiceAmount, pluralize } from "@web/lib/business-data";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { EmailStatus } from "./email-status";
import { InvoiceRowActions, type InvoiceActions } from "./invoice-row-actions";

/** One invoice on a phone: a dense line (client, number, amount, due, status, what was emailed) and its actions. */
export function InvoiceMobileRow({
  invoice: i,
  checkbox,
  ...actions
}: { invoice: InvoiceView; checkbox: ReactNode } & InvoiceActions) {
  return (
    <div className="flex items-start gap-2.5 py-2 pr-1 pl-3">
      {checkbox && <div className="pt-1">{checkbox}</div>}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-medium">{clientNameOf(i)}</span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{invoiceAmount(i)}</span>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          {/* Whole parts that wrap between them: a date is never cut (qa10 F12). */}
          <span className="flex min-w-0 flex-wrap gap-x-1">
            <span className="truncate">{i.invoiceNumber}</span>
            <span className="whitespace-nowrap" data-testid="mobile-due">
              · Due {formatShortDate(i.dueDate)}
            </span>
            {i.status === "overdue" && i.daysOverdue > 0 && (
              <span className="whitespace-nowrap text-destructive">· {pluralize(i.daysOverdue, "day")} late</span>
            )}
          </span>
          <InvoiceStatusBadge status={i.status} partiallyPaid={i.partiallyPaid} className="shrink-0" />
        </div>
        <EmailStatus invoice={i} />
      </div>
      <InvoiceRowActions invoice={i} compact {...actions} />
    </div>
  );
}

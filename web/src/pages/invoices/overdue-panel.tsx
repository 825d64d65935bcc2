// Panel 1 of The Admin: overdue invoices, one-click nudges, the bulk reminder and the reminder job.
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AlarmClock, BellRing, CircleCheck, Mail, Zap } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { MAY_HAVE_BEEN_SENT } from "@core/mail/state";
import { DeliveryProgress } from "@web/components/delivery-progress";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { pluralize, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { INVOICES_PATH, useInvoicePages } from "@web/lib/invoice-pages";
import { ReminderNote } from "@web/components/reminders/reminder-note";
import { summaryAmount, useInvoiceSummary } from "./queries";
import { BulkReminderDialog, SendEmailDialog } from "./lazy-dialogs";

/** The bulk dialog offers the longest overdue invoices, up to a page of the largest size. */
const BULK_LIMIT = 200;

/**
 * The counts, totals and the first five come from the server's summary; the bulk dialog reads the
 * overdue invoices, longest overdue first, when it opens.
 */
export function OverduePanel() {
  const summary = useInvoiceSummary();
  const [bulkOpen, setBulkOpen] = useState(false);
  const overdue = useInvoicePages({ status: "overdue", sort: "dueDate" }, { limit: BULK_LIMIT, enabled: bulkOpen });
  const [customId, setCustomId] = useState<string | null>(null);
  const custom = useQuery<InvoiceView>({ queryKey: [INVOICES_PATH, customId], enabled: !!customId });
  const [batchId, setBatchId] = useState<string | null>(null);
  const refresh = useRefreshBusinessData();

  const trigger = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/invoices/trigger-auto-reminders");
      return (await res.json()) as { message?: string; batchId?: string | null };
    },
    onSuccess: (result) => {
      toast({ title: "Automated reminder check triggered", description: result.message });
      if (result.batchId) setBatchId(result.batchId);
      void refresh();
    },
    onError: () => toastError("Failed to trigger automated reminders"),
  });

  const count = summary.data?.overdue.count ?? 0;
  const preview = summary.data?.overdueList.preview ?? [];
  const more = summary.data?.overdueList.more ?? 0;

  return (
    <Card aria-labelledby="overdue-panel-title" role="region">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
            <AlarmClock className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle as="h2" id="overdue-panel-title">
              Overdue Invoice Follow-up
            </CardTitle>
            <CardDescription>Late payments, with a one-click nudge for each.</CardDescription>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {count > 0 && (
            <Button onClick={() => setBulkOpen(true)}>
              <Mail aria-hidden />
              Send Payment Reminders
            </Button>
          )}
          <Button variant="outline" onClick={() => trigger.mutate()} disabled={trigger.isPending}>
            {trigger.isPending ? <Spinner /> : <Zap aria-hidden />}
            Test Auto Reminders
          </Button>
        </div>
      </CardHeader>

      <CardContent className="grid gap-4">
        {summary.isLoading ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading overdue invoices">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : summary.isError ? (
          <p role="alert" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            We couldn't load your invoices, so overdue payments can't be shown right now.
          </p>
        ) : count === 0 ? (
          <div className="flex items-center gap-3 rounded-lg border border-success/20 bg-success/5 p-4">
            <CircleCheck className="size-6 shrink-0 text-success" aria-hidden />
            <p className="text-sm">
              <span className="block font-semibold text-foreground">All Caught Up!</span>{" "}
              <span className="text-muted-foreground">No overdue invoices requiring follow-up.</span>
            </p>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg border bg-destructive/5 p-3">
                <dt className="text-xs font-medium text-muted-foreground">Overdue invoices</dt>
                <dd
                  className="text-xl font-semibold text-destructive tabular-nums sm:text-2xl"
                  data-testid="overdue-count"
                >
                  {count}
                </dd>
              </div>
              <div className="rounded-lg border bg-destructive/5 p-3">
                <dt className="text-xs font-medium text-muted-foreground">Total overdue</dt>
                <dd
                  className="text-xl font-semibold break-all text-destructive tabular-nums sm:text-2xl"
                  data-testid="overdue-total"
                >
                  {summary.data ? summaryAmount(summary.data, summary.data.overdue.total) : ""}
                </dd>
              </div>
            </dl>

            <ul className="grid gap-2" aria-label="Overdue invoices">
              {preview.map((invoice) => (
                <li
                  key={invoice.id}
                  aria-label={`${invoice.invoiceNumber} ${invoice.clientName || "Unknown Client"}`}
                  className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{invoice.clientName || "Unknown Client"}</p>
                    <p className="text-sm text-muted-foreground">
                      {invoice.invoiceNumber} ·{" "}
                      <span className="font-medium text-foreground">
                        {/* Each overdue invoice in its own currency (the total above is in the home one). */}
                        {summaryAmount({ currency: invoice.currency }, invoice.amount)}
                      </span>
                      {/* Whether the client has it is core's to say (core/invoices/delivery.ts). */}
                      {invoice.delivery === "possibly_sent" ? (
                        <span className="text-warning" data-state="possibly_sent">
                          {" "}
                          · {MAY_HAVE_BEEN_SENT}
                        </span>
                      ) : (
                        invoice.delivery === "not_sent" && <span className="text-warning"> · never emailed</span>
                      )}
                    </p>
                  </div>
                  <div className="flex items-center justify-between gap-3 sm:justify-end">
                    <Badge variant="destructive">{pluralize(invoice.daysOverdue, "day")} overdue</Badge>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={customId === invoice.id && custom.isLoading}
                      onClick={() => setCustomId(invoice.id)}
                    >
                      {customId === invoice.id && custom.isLoading ? <Spinner /> : <Mail aria-hidden />}
                      Send Custom
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {more > 0 && <p className="text-sm text-muted-foreground">And {more} more overdue invoices...</p>}
          </>
        )}

        {batchId && <DeliveryProgress batchId={batchId} noun="reminder" />}

        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
          <ReminderNote />
        </p>
      </CardContent>

      <BulkReminderDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        overdue={overdue.items}
        isLoading={overdue.isLoading}
        more={Math.max(0, overdue.total - overdue.items.length)}
      />
      <SendEmailDialog
        invoice={customId && custom.data?.id === customId ? custom.data : null}
        kind="reminder"
        onClose={() => setCustomId(null)}
      />
    </Card>
  );
}

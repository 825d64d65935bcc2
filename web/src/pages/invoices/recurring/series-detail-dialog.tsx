// One series: its rule, where it stands, the next dates, each invoice's figures, Pause / Resume / End
// (End asks first: it cannot be undone) and the invoices it made.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CirclePause, CirclePlay, CircleStop } from "lucide-react";
import type { RecurringSeriesView } from "@core/recurring/internal";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate, pluralize } from "@web/lib/business-data";
import { useSticky } from "@web/hooks/use-sticky";
import { InvoiceFiguresTable } from "../figures-table";
import { RECURRING_PATH, useSeriesAction } from "./queries";
import { SeriesInvoices } from "./series-invoices";
import { SeriesStatusBadge } from "./series-status-badge";

export function SeriesDetailDialog({ series, onClose }: { series: RecurringSeriesView | null; onClose: () => void }) {
  const shown = useSticky(series);
  return (
    <Dialog open={!!series} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{shown && <SeriesDetailBody key={shown.id} series={shown} />}</DialogContent>
    </Dialog>
  );
}

function SeriesDetailBody({ series: listed }: { series: RecurringSeriesView }) {
  const query = useQuery<RecurringSeriesView>({ queryKey: [RECURRING_PATH, listed.id] });
  const series = query.data ?? listed;
  const action = useSeriesAction(series.id);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const busy = action.isPending;

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {series.clientName}
          <SeriesStatusBadge status={series.status} />
        </DialogTitle>
        <DialogDescription data-testid="series-rule">{series.rule}</DialogDescription>
      </DialogHeader>

      {series.statusReason && series.status !== "active" && (
        <p role="note" className="rounded-md border border-warning/30 bg-warning/10 p-3 text-sm">
          {series.statusReason}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Made so far</dt>
          <dd className="font-medium" data-testid="series-created-count">
            {pluralize(series.createdCount, "invoice")}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Next</dt>
          <dd className="font-medium" data-testid="series-next-date">
            {series.status === "active" && series.nextDate
              ? formatDate(series.nextDate)
              : series.status === "paused"
                ? "Paused"
                : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Due</dt>
          <dd className="font-medium">{pluralize(series.dueDays, "day")} after</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium">{series.sendEmail ? "Sent to the client" : "Not sent"}</dd>
        </div>
      </dl>

      {series.status === "active" && series.nextDates.length > 1 && (
        <p className="text-sm text-muted-foreground">Then: {series.nextDates.slice(1).map(formatDate).join(" · ")}</p>
      )}

      {series.description && <p className="text-sm">{series.description}</p>}
      <InvoiceFiguresTable figures={series.figures} currency={series.currency} showBalance={false} />

      <div className="flex flex-wrap gap-2">
        {series.status === "active" && (
          <Button variant="outline" onClick={() => action.mutate("pause")} disabled={busy}>
            {busy ? <Spinner /> : <CirclePause aria-hidden />}
            Pause
          </Button>
        )}
        {series.status === "paused" && (
          <Button onClick={() => action.mutate("resume")} disabled={busy}>
            {busy ? <Spinner /> : <CirclePlay aria-hidden />}
            Resume
          </Button>
        )}
        {series.status !== "ended" && (
          <Button variant="outline" onClick={() => setConfirmEnd(true)} disabled={busy}>
            <CircleStop aria-hidden />
            End series
          </Button>
        )}
      </div>
      {series.status === "paused" && (
        <p className="text-sm text-muted-foreground">
          Resuming continues from today: dates that passed while paused are skipped.
        </p>
      )}

      {query.isLoading && <Skeleton className="h-4 w-1/3" />}
      <SeriesInvoices seriesId={series.id} />

      <AlertDialog open={confirmEnd} onOpenChange={setConfirmEnd}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>End this series?</AlertDialogTitle>
            <AlertDialogDescription>
              No more invoices will be made for {series.clientName}. The {pluralize(series.createdCount, "invoice")} it
              made stay as they are. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction onClick={() => action.mutate("end")}>End series</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

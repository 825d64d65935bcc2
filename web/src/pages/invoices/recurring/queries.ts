// The recurring series' reads and changes (docs/api.md "Recurring invoices"). Every key starts with
// "/api/recurring-invoices", so one invalidation refreshes the list, a series and its invoices.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecurringSeriesView } from "@core/recurring/internal";
import type { RecurringInvoiceView } from "@core/recurring/list";
import { toast } from "@web/hooks/use-toast";
import { usePagedList } from "@web/lib/paging";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRefreshBusinessData } from "@web/lib/business-data";

export const RECURRING_PATH = "/api/recurring-invoices";
export type SeriesTab = "all" | "active" | "paused" | "ended";
export const SERIES_TABS: SeriesTab[] = ["all", "active", "paused", "ended"];

export function useSeriesPages(status: SeriesTab, q: string) {
  return usePagedList<RecurringSeriesView>({
    path: RECURRING_PATH,
    params: { status: status === "all" ? undefined : status, q: q || undefined },
    limit: 25,
  });
}

/** One page of a tab's series, read for its count. */
export function useSeriesCount(status: SeriesTab, q: string) {
  return usePagedList<RecurringSeriesView>({
    path: RECURRING_PATH,
    params: { status: status === "all" ? undefined : status, q: q || undefined },
    limit: 1,
  }).total;
}

export function useSeriesInvoices(seriesId: string) {
  return usePagedList<RecurringInvoiceView>({
    path: `${RECURRING_PATH}/${seriesId}/invoices`,
    key: [RECURRING_PATH, seriesId, "invoices"],
    limit: 10,
  });
}

/** Refreshes the series and the invoices (a change may have made an invoice). */
export function useRefreshRecurring() {
  const queryClient = useQueryClient();
  const refreshBusiness = useRefreshBusinessData();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [RECURRING_PATH] }), refreshBusiness()]);
}

export type SeriesAction = "pause" | "resume" | "end";
const DONE: Record<SeriesAction, string> = { pause: "Series paused", resume: "Series resumed", end: "Series ended" };

/** Pause, resume or end a series; the server's message (e.g. "This series is already paused") on a 409. */
export function useSeriesAction(seriesId: string) {
  const refresh = useRefreshRecurring();
  return useMutation({
    mutationFn: async (action: SeriesAction) => {
      const res = await apiRequest("POST", `/api/recurring-invoices/{id}/${action}`, { path: { id: seriesId } });
      return { action, series: (await res.json()) as RecurringSeriesView & { createdNow?: number } };
    },
    onSuccess: ({ action, series }) => {
      const made = series.createdNow
        ? ` · ${series.createdNow} invoice${series.createdNow === 1 ? "" : "s"} made today`
        : "";
      toast({ title: DONE[action], description: `${series.rule}${made}` });
      void refresh();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: readApiError(error).message });
      void refresh();
    },
  });
}

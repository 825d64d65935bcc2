// The owner's tracked time (docs/api.md "Time"): the entries under "/api/time-entries", the timer under
// "/api/time-entries/timer", a client's unbilled work under the client's key ("/api/clients", id).
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientUnbilledView, TimeEntryView, TimerView } from "@core/time-entries/schemas";
import { fetchPage, pageQuery, usePagedList } from "@web/lib/paging";

export const TIME_PATH = "/api/time-entries";
export const TIMER_PATH = "/api/time-entries/timer";
export type BilledTab = "all" | "unbilled" | "billed";
const TABS: BilledTab[] = ["all", "unbilled", "billed"];
const billedParam = (tab: BilledTab) => (tab === "all" ? undefined : String(tab === "billed"));

export function useTimeEntries(billed: BilledTab, q: string, limit = 25) {
  return usePagedList<TimeEntryView>({
    path: TIME_PATH,
    params: { billed: billedParam(billed), q: q || undefined, sort: "-startedAt" },
    limit,
  });
}

/** How many entries each tab holds for the current search (X-Total-Count of a 1-row page). */
export function useTimeCounts(q: string): Partial<Record<BilledTab, number>> {
  const results = useQueries({
    queries: TABS.map((tab) => ({
      queryKey: [TIME_PATH, "count", { q, tab }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPage(`${TIME_PATH}${pageQuery({ q, billed: billedParam(tab), limit: 1 })}`, undefined, signal),
      placeholderData: (previous: unknown) => previous,
    })),
  });
  return Object.fromEntries(TABS.map((tab, i) => [tab, results[i].data?.total])) as Partial<Record<BilledTab, number>>;
}

export const useTimer = () => useQuery<TimerView>({ queryKey: [TIMER_PATH] });

export const unbilledKey = (clientId: string) => ["/api/clients", clientId, "unbilled"] as const;
export const useClientUnbilled = (clientId: string, enabled = true) =>
  useQuery<ClientUnbilledView>({ queryKey: unbilledKey(clientId), retry: false, enabled });

/**
 * After any change to time: the entries, the timer, the clients' unbilled work, the money moves (a
 * client's unbilled time is one), and after an invoice the invoices too.
 */
export function useRefreshTime() {
  const queryClient = useQueryClient();
  return (invoiced = false) =>
    Promise.all(
      [
        [TIME_PATH],
        [TIMER_PATH],
        ["/api/clients"],
        ["/api/tasks/prioritized"],
        ["/api/dashboard"],
        ...(invoiced ? [["/api/invoices"]] : []),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

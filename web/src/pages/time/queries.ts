// The owner's tracked time (docs/api.md "Time"): the entries under "/api/time-entries", the timer under
// "/api/time-entries/timer", a client's unbilled work under the client's key ("/api/clients", id).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientUnbilledView, TimeEntryView, TimerView } from "@core/time-entries/schemas";
import { usePagedList } from "@web/lib/paging";

export const TIME_PATH = "/api/time-entries";
export const TIMER_PATH = "/api/time-entries/timer";
export type BilledTab = "all" | "unbilled" | "billed";

export function useTimeEntries(billed: BilledTab, q: string, limit = 25) {
  return usePagedList<TimeEntryView>({
    path: TIME_PATH,
    params: {
      billed: billed === "all" ? undefined : String(billed === "billed"),
      q: q || undefined,
      sort: "-startedAt",
    },
    limit,
  });
}

export const useTimer = () => useQuery<TimerView>({ queryKey: [TIMER_PATH] });

export const unbilledKey = (clientId: string) => ["/api/clients", clientId, "unbilled"] as const;
export const useClientUnbilled = (clientId: string) =>
  useQuery<ClientUnbilledView>({ queryKey: unbilledKey(clientId), retry: false });

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

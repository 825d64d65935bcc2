// The clients ledger's reads: one page of GET /api/clients at a time, the status tabs' counts, one
// client, and a client's history. Keys start with "/api/clients", so a change refreshes them all.
import { useQueries, useQuery } from "@tanstack/react-query";
import type { ClientLedgerRow, ClientView, HistoryItem } from "@core/clients/schemas";
import { fetchPage, pageQuery, usePagedList } from "@web/lib/paging";

export const CLIENTS_PATH = "/api/clients";
export type ClientStatusTab = "all" | "active" | "inactive";
export const STATUS_TABS: ClientStatusTab[] = ["all", "active", "inactive"];

export interface LedgerQuery {
  q: string;
  status: ClientStatusTab;
  sort: string;
}

export function useClientLedger({ q, status, sort }: LedgerQuery, limit = 50) {
  return usePagedList<ClientLedgerRow>({
    path: CLIENTS_PATH,
    params: { q, status: status === "all" ? undefined : status, sort },
    limit,
  });
}

/** How many clients each status tab holds for the current search (X-Total-Count of a 1-row page). */
export function useStatusCounts(q: string): Partial<Record<ClientStatusTab, number>> {
  const results = useQueries({
    queries: STATUS_TABS.map((status) => ({
      queryKey: [CLIENTS_PATH, "count", { q, status }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPage(
          `${CLIENTS_PATH}${pageQuery({ q, status: status === "all" ? undefined : status, limit: 1 })}`,
          undefined,
          signal,
        ),
      placeholderData: (previous: unknown) => previous,
    })),
  });
  return Object.fromEntries(STATUS_TABS.map((status, i) => [status, results[i].data?.total])) as Partial<
    Record<ClientStatusTab, number>
  >;
}

export const clientKey = (id: string) => [CLIENTS_PATH, id] as const;

/** GET /api/clients/{id}: 404 for a client that is not the owner's (or no longer exists). */
export const useClient = (id: string) => useQuery<ClientView>({ queryKey: clientKey(id), retry: false });

export const historyKey = (clientId: string) => [CLIENTS_PATH, clientId, "communication-history"] as const;

export function useClientHistory(clientId: string, limit = 20) {
  return usePagedList<HistoryItem>({
    path: `${CLIENTS_PATH}/${clientId}/communication-history`,
    key: historyKey(clientId),
    limit,
  });
}

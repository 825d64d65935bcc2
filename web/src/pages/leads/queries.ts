// The owner's leads: one page of GET /api/leads at a time; making one a client and deleting one
// refresh the leads, the clients and the Analyst's link figures.
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import type { LeadView } from "@core/leads/schemas";
import { toast } from "@web/hooks/use-toast";
import { fetchPage, pageQuery, usePagedList } from "@web/lib/paging";
import { apiRequest, readApiError } from "@web/lib/queryClient";

export const LEADS_PATH = "/api/leads";
export type LeadStatusTab = "all" | "new" | "client";

export function useLeads({ q, status }: { q: string; status: LeadStatusTab }, limit = 25) {
  return usePagedList<LeadView>({
    path: LEADS_PATH,
    params: { q, status: status === "all" ? undefined : status },
    limit,
  });
}

const TABS: LeadStatusTab[] = ["all", "new", "client"];

/** How many leads each status tab holds for the current search (X-Total-Count of a 1-row page). */
export function useLeadCounts(q: string): Partial<Record<LeadStatusTab, number>> {
  const results = useQueries({
    queries: TABS.map((status) => ({
      queryKey: [LEADS_PATH, "count", { q, status }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPage(`${LEADS_PATH}${pageQuery({ q, status: status === "all" ? undefined : status, limit: 1 })}`, undefined, signal),
      placeholderData: (previous: unknown) => previous,
    })),
  });
  return Object.fromEntries(TABS.map((status, i) => [status, results[i].data?.total])) as Partial<
    Record<LeadStatusTab, number>
  >;
}

function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [[LEADS_PATH], ["/api/clients"], ["/api/analytics/links"], ["/api/analytics/links/posts"]].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/leads/{id}/client: one click, and the lead is a client who keeps where they came from. */
export function useMakeClient() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: async (lead: LeadView) =>
      (await apiRequest("POST", "/api/leads/{id}/client", { path: { id: lead.id } })).json() as Promise<
        LeadView & { clientCreated: boolean }
      >,
    onSuccess: async (lead) => {
      await refresh();
      toast({
        title: lead.clientCreated ? "Client added" : "Linked to your client",
        description: lead.clientCreated
          ? `${lead.name} is now a client.`
          : `${lead.client?.name ?? lead.name} was already a client: the lead is linked to them.`,
      });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: readApiError(error).message || "Failed to add the client" }),
  });
}

/** DELETE /api/leads/{id} */
export function useDeleteLead(onDone: () => void) {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (lead: LeadView) => apiRequest("DELETE", "/api/leads/{id}", { path: { id: lead.id } }),
    onSuccess: async () => {
      await refresh();
      toast({ title: "Lead deleted" });
      onDone();
    },
    onError: () => toast({ variant: "destructive", title: "Error", description: "Failed to delete the lead" }),
  });
}

// The Analyst's reads and the weekly goal's write. Every figure is computed by the server
// (GET /api/analytics); this page only draws it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast";
import type { AnalyticsView, SocialAnalyticsView } from "@web/lib/api-types";
import { apiRequest } from "@web/lib/queryClient";

export const ANALYTICS_KEY = ["/api/analytics"] as const;

// Figures move with every invoice, task and post written elsewhere: read afresh on each visit.
export const useAnalytics = () => useQuery<AnalyticsView>({ queryKey: ANALYTICS_KEY, staleTime: 0 });

/** PUT /api/analytics/weekly-goal; null goes back to the goal drawn from the owner's history. */
export function useSetWeeklyGoal(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyTaskGoal: number | null) => apiRequest("PUT", "/api/analytics/weekly-goal", { body: { weeklyTaskGoal } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY });
      toast({ title: "Weekly goal saved" });
      onDone();
    },
    onError: () => toast({ variant: "destructive", title: "Error", description: "Failed to save your weekly goal" }),
  });
}

export const SOCIAL_KEY = ["/api/social-analytics"] as const;

/** The connected platforms' figures as the job last read them (GET /api/social-analytics). */
export const useSocialAnalytics = (enabled: boolean) =>
  useQuery<SocialAnalyticsView>({ queryKey: SOCIAL_KEY, staleTime: 0, enabled });

/** 'Refresh now': reads the connected platforms at once (not again within 5 minutes). */
export function useRefreshSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest("POST", "/api/social-analytics/refresh")).json() as Promise<{ refreshed: number }>,
    onSuccess: async (result) => {
      await Promise.all([SOCIAL_KEY, ANALYTICS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast({
        title: result.refreshed > 0 ? "Figures refreshed" : "Already up to date",
        description: result.refreshed > 0 ? undefined : "Your platforms were read in the last 5 minutes.",
      });
    },
    onError: () =>
      toast({ variant: "destructive", title: "Error", description: "Failed to refresh your social figures" }),
  });
}

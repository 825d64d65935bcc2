// The Strategist's reads and writes, with the spec's unauthorized handling (spec 001 §8): on Generate,
// a toast then the sign-in page after 500 ms; on Accept and Add Examples, the sign-in page at once.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AiInsightsView, TaskView } from "@web/lib/api-types";
import { toast } from "@web/hooks/use-toast";
import { isUnauthorizedError } from "@web/lib/queryClient";
import { apiRequest } from "@web/lib/queryClient";
import { INSIGHTS_KEY, toastFailure, useInvalidateTeam } from "@web/lib/workflow-queries";

export const SUGGESTIONS_KEY = ["/api/task-suggestions"] as const;
/** Spec 000 §9: the unauthorized redirect waits 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
const LOGIN_PATH = "/api/login";

export const goToLogin = () => window.location.assign(LOGIN_PATH);

export const useAiInsights = () => useQuery<AiInsightsView>({ queryKey: INSIGHTS_KEY, retry: false });

/** 'Generate Insights': POST /api/task-suggestions/generate (idle → 'Analyzing...' → idle). */
export function useGenerateInsights() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/task-suggestions/generate");
      return (await res.json()) as { created: number; message: string; source: "model" | "offline" };
    },
    onSuccess: (result) => {
      toast({ title: "AI Insights Generated", description: result.message });
      void invalidate();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        toast({
          variant: "destructive",
          title: "Unauthorized",
          description: "You are logged out. Logging in again...",
        });
        setTimeout(goToLogin, UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast({ variant: "destructive", title: "Error", description: "Failed to generate AI insights" });
    },
  });
}

/** 'Accept as Task': POST /api/task-suggestions/{id}/accept. */
export function useAcceptSuggestion() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("POST", "/api/task-suggestions/{id}/accept", { path: { id } });
      return (await res.json()) as { task: TaskView };
    },
    onSuccess: () => {
      toast({ title: "Task Created", description: "AI suggestion has been added to your tasks!" });
      void invalidate();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return goToLogin();
      toast({ variant: "destructive", title: "Error", description: "Failed to accept suggestion" });
    },
  });
}

/** 'Not now': the suggestion leaves the feed and is not offered again for a week. */
export function useDismissSuggestion() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => apiRequest("POST", "/api/task-suggestions/{id}/dismiss", { path: { id } }),
    onSuccess: () => void invalidate(),
    onError: (error) => {
      if (isUnauthorizedError(error)) return goToLogin();
      toastFailure(error, "Could not dismiss the suggestion.");
    },
  });
}

// The Project Manager's reads and writes: one place for what refreshes what.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { DASHBOARD_KEY, PRIORITIZED_KEY, TASKS_KEY } from "@web/components/dashboard/queries";
import { toast } from "@web/hooks/use-toast";
import type { WorkflowView } from "@web/lib/api-types";
import { apiRequest, readApiError } from "@web/lib/queryClient";

export const WORKFLOWS_KEY = ["/api/workflows"] as const;
export const NEXT_STEPS_KEY = ["/api/workflows/next-steps"] as const;
export const DELEGATIONS_KEY = ["/api/delegations"] as const;
export const INSIGHTS_KEY = ["/api/ai-insights"] as const;
export const stepsKey = (workflowId: string) => ["/api/workflows", workflowId, "steps"] as const;

/** Everything a workflow, a step or a delegation feeds: the lists here, the dashboard, the Strategist. */
const TEAM_KEYS: QueryKey[] = [
  WORKFLOWS_KEY,
  NEXT_STEPS_KEY,
  DELEGATIONS_KEY,
  INSIGHTS_KEY,
  ["/api/task-suggestions"],
  DASHBOARD_KEY,
  PRIORITIZED_KEY,
  TASKS_KEY,
];

export function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => Promise.all(TEAM_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function toastFailure(error: unknown, fallback: string) {
  toast({ variant: "destructive", title: "Error", description: readApiError(error).message || fallback });
}

/** Pause (active → paused) or Activate (anything else → active), spec 001 §4. */
export function useToggleWorkflow() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async (workflow: Pick<WorkflowView, "id" | "status">) => {
      const status = workflow.status === "active" ? "paused" : "active";
      const res = await apiRequest("PUT", "/api/workflows/{id}", { path: { id: workflow.id }, body: { status } });
      return (await res.json()) as WorkflowView;
    },
    onSuccess: (workflow) => {
      toast({
        title: workflow.status === "paused" ? "Workflow paused" : "Workflow activated",
        description:
          workflow.status === "paused"
            ? `"${workflow.title}" is paused: its steps leave your priorities until you activate it.`
            : workflow.status === "completed"
              ? `"${workflow.title}" has every step done.`
              : `"${workflow.title}" is active: its steps are back in your priorities.`,
      });
      void invalidate();
    },
    onError: (error) => toastFailure(error, "Failed to update workflow"),
  });
}

/** 'Create Example Workflows' / 'Add Examples': POST /api/workflows/examples. */
export function useAddExamples(options: { onUnauthorized?: (error: unknown) => boolean } = {}) {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/workflows/examples");
      return (await res.json()) as { created: number; message: string };
    },
    onSuccess: (result) => {
      toast(
        result.created === 8
          ? {
              title: "Example Workflows Created",
              description: "8 strategic workflows have been added to help guide your business growth!",
            }
          : { title: result.created > 0 ? "Example Workflows Created" : "Nothing to add", description: result.message },
      );
      void invalidate();
    },
    onError: (error) => {
      if (options.onUnauthorized?.(error)) return;
      toastFailure(error, "Failed to create example workflows");
    },
  });
}

/** Done or not done, for a step: PUT /api/tasks/{id} {completed}. */
export function useSetStepDone() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async ({ id, completed }: { id: string; title: string; completed: boolean }) => {
      await apiRequest("PUT", "/api/tasks/{id}", { path: { id }, body: { completed } });
      return { completed };
    },
    onSuccess: ({ completed }, step) => {
      toast(
        completed
          ? { title: "Step completed!", description: `"${step.title}" is done; the workflow's progress moved.` }
          : { title: "Step reopened", description: step.title },
      );
      // Pending until the lists have the new state, so the ticked box never flips back meanwhile.
      return invalidate();
    },
    onError: (error) => toastFailure(error, "Could not update the step. Please try again."),
  });
}

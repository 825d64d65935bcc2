// The dashboard's and the task list's reads, keys and writes: one place for what refreshes what.
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { DashboardSummary, PrioritizedResponse, PrioritizedTask, TaskView } from "@web/lib/api-types";
import { toast } from "@web/hooks/use-toast";
import { fetchPage, pageQuery, type PageOf } from "@web/lib/paging";
import { apiRequest, readApiError } from "@web/lib/queryClient";

export const DASHBOARD_KEY = ["/api/dashboard"] as const;
export const PRIORITIZED_KEY = ["/api/tasks/prioritized"] as const;
export const TASKS_KEY = ["/api/tasks"] as const;

/** What Refresh invalidates besides refetching the dashboard itself (spec 000 §7.2). */
export const REFRESHED_KEYS: QueryKey[] = [
  DASHBOARD_KEY,
  TASKS_KEY,
  PRIORITIZED_KEY,
  ["/api/invoices"],
  ["/api/events"],
  ["/api/content/sources"],
];

/** Reads that change when a task or a money move changes. */
const FOCUS_KEYS: QueryKey[] = [PRIORITIZED_KEY, DASHBOARD_KEY, TASKS_KEY];

export const useDashboard = () => useQuery<DashboardSummary>({ queryKey: DASHBOARD_KEY, retry: false });

/** The first `limit` moves of the ranking with the insight and summary (the dashboard asks for 5). */
export const usePrioritizedTasks = (limit: number) =>
  useQuery<PrioritizedResponse>({
    queryKey: [...PRIORITIZED_KEY, { limit }],
    queryFn: async ({ signal }) =>
      (
        await fetchPage<PrioritizedTask, PrioritizedResponse>(
          `${PRIORITIZED_KEY[0]}${pageQuery({ limit })}`,
          (b) => b.prioritizedTasks,
          signal,
        )
      ).body,
    retry: false,
  });

/** The most recently finished tasks, at most `limit`. */
export const useCompletedTasks = (limit: number) =>
  useQuery<PageOf<TaskView>>({
    queryKey: [...TASKS_KEY, { completed: true, sort: "-completedAt", limit }],
    queryFn: ({ signal }) =>
      fetchPage<TaskView>(
        `${TASKS_KEY[0]}${pageQuery({ completed: "true", sort: "-completedAt", limit })}`,
        undefined,
        signal,
      ),
    retry: false,
  });

export function useInvalidateFocus() {
  const queryClient = useQueryClient();
  return () => Promise.all(FOCUS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Drops one move from every cached page of the ranking at once, so a finished row leaves before the
 * refetch lands (the dashboard caches the response, /tasks a page holding it).
 */
function useRemoveMoveFromCache() {
  const queryClient = useQueryClient();
  const without = (view: PrioritizedResponse, id: string) => ({
    ...view,
    prioritizedTasks: view.prioritizedTasks.filter((t) => t.id !== id),
  });
  return (id: string) =>
    queryClient.setQueriesData<PrioritizedResponse | (PageOf<PrioritizedTask> & { body: PrioritizedResponse })>(
      { queryKey: PRIORITIZED_KEY },
      (old) => {
        if (!old) return old;
        if ("body" in old) return { ...old, items: old.items.filter((t) => t.id !== id), body: without(old.body, id) };
        return without(old, id);
      },
    );
}

/** 'Done': PUT /api/tasks/{id} {completed: true}, for stored tasks and derived moves alike (spec 000 §4.2). */
export function useCompleteTask() {
  const invalidate = useInvalidateFocus();
  const removeFromCache = useRemoveMoveFromCache();
  return useMutation({
    mutationFn: async (task: Pick<PrioritizedTask, "id">) => {
      await apiRequest("PUT", "/api/tasks/{id}", { path: { id: task.id }, body: { completed: true } });
      return task;
    },
    onSuccess: (task) => {
      removeFromCache(task.id);
      toast({ title: "Task completed!", description: "Great work on staying focused on priorities" });
      void invalidate();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Error",
        description: readApiError(error).message || "Could not complete the task. Please try again.",
      });
    },
  });
}

/** DELETE /api/tasks/{id}: only the owner's own tasks, never a derived move. */
export function useDeleteTask() {
  const invalidate = useInvalidateFocus();
  const removeFromCache = useRemoveMoveFromCache();
  return useMutation({
    mutationFn: async (task: Pick<PrioritizedTask, "id" | "title">) => {
      await apiRequest("DELETE", "/api/tasks/{id}", { path: { id: task.id } });
      return task;
    },
    onSuccess: (task) => {
      removeFromCache(task.id);
      toast({ title: "Task deleted", description: task.title });
      void invalidate();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Error",
        description: readApiError(error).message || "Could not delete the task. Please try again.",
      });
    },
  });
}

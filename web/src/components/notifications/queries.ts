// The header bell's and the /notifications page's reads and the "mark all read" write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationsResponse } from "@web/lib/api-types";
import { apiRequest } from "@web/lib/queryClient";

export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

/**
 * Every signed-in page has the bell, and each page mounts its own header: a minute of freshness lets
 * moving between pages pick up new notifications without a request on every click (and no polling).
 */
export const useNotifications = () =>
  useQuery<NotificationsResponse>({ queryKey: NOTIFICATIONS_KEY, retry: false, staleTime: 60_000 });

/** POST /api/notifications/read, then the list reads again. Failures are quiet: the badge just stays. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/notifications/read"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

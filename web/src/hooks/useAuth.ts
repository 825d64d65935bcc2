import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@core/users/public";
import { getQueryFn, isUnauthorizedError } from "@web/lib/queryClient";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/**
 * The signed-in user (spec 000 §4.1, §7.2): a 401 means signed out (null, no retry); other failures
 * retry twice; cached for 5 minutes.
 */
export function useAuth() {
  const {
    data: user,
    isLoading,
    error,
  } = useQuery<PublicUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: (failureCount, err) => !isUnauthorizedError(err) && failureCount < 2,
    staleTime: 300000,
    refetchOnWindowFocus: false,
  });

  return {
    user: user ?? null,
    isLoading,
    isAuthenticated: !!user && !error,
  };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@core/users/public";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { secondLookQuestion } from "@web/components/second-look";

export const PROFILE_KEY = ["/api/user/profile"] as const;
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

interface Options<TBody, TResult> {
  url: string;
  success: { title: string; description?: string } | ((body: TBody) => { title: string; description?: string });
  failure: { title: string; description: string };
  onSuccess?: (result: TResult, body: TBody) => void;
  onError?: (error: unknown) => void;
}

const isPublicUser = (value: unknown): value is PublicUser =>
  !!value && typeof value === "object" && "id" in value && "email" in value && "connected" in value;

/**
 * A PUT from one settings tab: toasts the outcome, and refreshes the current user and the profile so
 * every screen (and a reload) shows what is stored.
 */
export function useSettingsSave<TBody, TResult = PublicUser>({
  url,
  success,
  failure,
  onSuccess,
  onError,
}: Options<TBody, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => {
      const res = await apiRequest("PUT", url, body);
      return (await res.json()) as TResult;
    },
    onSuccess: (result, body) => {
      if (isPublicUser(result)) {
        queryClient.setQueryData(PROFILE_KEY, result);
        queryClient.setQueryData(AUTH_USER_KEY, result);
      }
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast(typeof success === "function" ? success(body) : success);
      onSuccess?.(result, body);
    },
    onError: (error) => {
      // A question (409 CONFIRMATION_REQUIRED) is not a failure: the tab shows it with its buttons.
      if (!secondLookQuestion(error)) toast({ ...failure, variant: "destructive" });
      onError?.(error);
    },
  });
}

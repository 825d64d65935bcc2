import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@core/users/public";
import { toast } from "@web/hooks/use-toast";
import type { ApiAnswer, ApiBody, ApiInitArgs, ApiPath } from "@web/lib/api-client";
import { apiRequest } from "@web/lib/queryClient";
import { secondLookQuestion } from "@web/components/second-look";

export const PROFILE_KEY = ["/api/user/profile"] as const;
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

type SettingsPath = Extract<ApiPath<"PUT">, `/api/user/${string}`>;
type TBody<P extends SettingsPath> = ApiBody<"PUT", P>;
type TResult<P extends SettingsPath> = ApiAnswer<"PUT", P>;

interface Options<P extends SettingsPath> {
  url: P;
  success: { title: string; description?: string } | ((body: TBody<P>) => { title: string; description?: string });
  failure: { title: string; description: string };
  onSuccess?: (result: TResult<P>, body: TBody<P>) => void;
  onError?: (error: unknown) => void;
}

const isPublicUser = (value: unknown): value is PublicUser =>
  !!value && typeof value === "object" && "id" in value && "email" in value && "connected" in value;

/**
 * A PUT from one settings tab: toasts the outcome, and refreshes the current user and the profile so
 * every screen (and a reload) shows what is stored.
 */
export function useSettingsSave<P extends SettingsPath>({ url, success, failure, onSuccess, onError }: Options<P>) {
  const queryClient = useQueryClient();
  return useMutation({
    // The callers' path and body are checked against the document; here P is still open.
    mutationFn: async (body: TBody<P>) => (await apiRequest("PUT", url, ...([{ body }] as ApiInitArgs<"PUT", P>))).json(),
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

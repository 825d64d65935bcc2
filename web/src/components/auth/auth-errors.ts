import { readApiError } from "@web/lib/queryClient";

/** The words to show for a failed sign-in or sign-up that no single field explains. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const api = readApiError(error);
  if (api.status === undefined) {
    // fetch() itself failed: offline, or the server is down.
    return "Can't reach Microteam right now. Check your connection and try again.";
  }
  if (api.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return api.message || fallback;
}

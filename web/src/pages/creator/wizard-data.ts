// The Creator's reads and writes for the wizard and voice notes: one place for the query keys.
import { useQueryClient } from "@tanstack/react-query";
import type { ContentView, EngineNote } from "@core/creator/content/schemas";
import { toast } from "@web/hooks/use-toast";
import { readApiError } from "@web/lib/queryClient";

export const SOURCES_KEY = ["/api/content/sources"] as const;
export const EVENTS_KEY = ["/api/events"] as const;
export const DASHBOARD_KEY = ["/api/dashboard"] as const;

export type { ContentView };

/** After content is created or scheduled: the recent list, the calendar and the dashboard read again. */
export function useRefreshContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [SOURCES_KEY, EVENTS_KEY, DASHBOARD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** The spec's destructive toast (001 §8), with the server's reason when it gave one. */
export function toastFailure(title: string, error?: unknown) {
  const reason = error ? readApiError(error).message : undefined;
  toast({ variant: "destructive", title, description: reason && reason !== title ? reason : undefined });
}

/** Sends a multipart form; a non-OK answer throws like apiRequest does ("413: {...}"). */
export async function postForm(url: string, form: FormData): Promise<Response> {
  const res = await fetch(url, { method: "POST", body: form, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return res;
}

/** "Written by the offline engine" / "Written by AI (gpt-4o-mini)": every result says where it came from. */
export function engineLabel(engine: EngineNote) {
  return engine.source === "model"
    ? `Written by AI${engine.model ? ` (${engine.model})` : ""}`
    : "Written by the offline engine";
}

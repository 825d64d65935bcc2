// Recent content (spec 001 §2): the last 3 sources; a completed one reads 'Ready'; the answers in
// one line of at most 80 characters (cut on the server). Opening one shows its result again.
import { useMutation } from "@tanstack/react-query";
import { FileText, Mic } from "lucide-react";
import type { ContentSourceView, ContentView } from "@core/creator/content/schemas";
import { RelativeTime } from "@web/components/relative-time";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePagedList } from "@web/lib/paging";
import { throwIfResNotOk } from "@web/lib/queryClient";
import { SOURCES_KEY, toastFailure } from "./wizard-data";

const STATUS: Record<string, { label: string; variant: "success" | "warning" | "destructive" | "secondary" }> = {
  completed: { label: "Ready", variant: "success" },
  transcribed: { label: "Transcribed", variant: "secondary" },
  processing: { label: "Processing", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
};

export function WizardRecent({ onOpen }: { onOpen: (content: ContentView) => void }) {
  const recent = usePagedList<ContentSourceView>({ path: SOURCES_KEY[0], limit: 3 });
  const open = useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/content/sources/${id}`, { credentials: "include" });
      await throwIfResNotOk(res);
      return (await res.json()) as ContentView;
    },
    onSuccess: onOpen,
    onError: (error) => toastFailure("Could not open this content", error),
  });

  return (
    <section aria-labelledby="recent-content-title" className="grid gap-3">
      <h3 id="recent-content-title" className="text-sm font-medium text-muted-foreground">
        Recent content
      </h3>
      {recent.isLoading ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading recent content">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : recent.isError ? (
        <p className="text-sm text-muted-foreground">Recent content could not be loaded.</p>
      ) : recent.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          Nothing yet: your first answers or voice note will appear here.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Recent content">
          {recent.items.map((source) => {
            const status = STATUS[source.status] ?? { label: source.status, variant: "secondary" as const };
            const Icon = source.type === "audio" ? Mic : FileText;
            return (
              <li key={source.id}>
                <button
                  type="button"
                  disabled={source.status !== "completed" || open.isPending}
                  onClick={() => open.mutate(source.id)}
                  className="flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent disabled:cursor-default disabled:hover:bg-card"
                >
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate text-sm font-medium">{source.title ?? "Content"}</span>
                    <span className="truncate text-xs text-muted-foreground">{source.summary}</span>
                  </span>
                  <span className="hidden text-xs text-muted-foreground sm:inline">
                    <RelativeTime value={source.createdAt} />
                  </span>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

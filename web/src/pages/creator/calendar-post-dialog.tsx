// A post's detail (spec 001 §2): its text, platforms, time and state; edit and delete (with
// confirmation) only while it is scheduled ahead, otherwise the state's message (§4). A post ready to
// post offers its text to copy and "Mark as posted"; a failed one says why and can be tried again.
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, Copy, ExternalLink, Lock, RotateCcw, Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, getQueryFn, readApiError } from "@web/lib/queryClient";
import { EditPostForm } from "./calendar-edit-form";
import { trackedLinkUrl, withTrackedLink } from "@core/leads/text";
import { approvalLabel, PLATFORM_NAMES, statusBadge, useRefreshPosts, whenLabel, type PostView } from "./schedule-data";

const DELIVERY_LABELS: Record<string, string> = {
  queued: "Waiting to publish",
  sending: "Publishing now",
  published: "Published",
  failed: "Failed",
  manual: "Ready to post by hand",
  posted_manually: "Posted by hand",
  cancelled: "Not posted",
};

export function PostDialog({ post, onClose, onChanged }: { post: PostView | null; onClose: () => void; onChanged: (post: PostView | null) => void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshPosts();

  const remove = useMutation({
    mutationFn: async (id: string) => apiRequest("DELETE", "/api/events/{id}", { path: { id } }),
    onSuccess: () => {
      toast({ title: "Post Deleted" });
      setConfirming(false);
      void refresh();
      onChanged(null);
    },
    onError: (error) => {
      const api = readApiError(error);
      toast({ variant: "destructive", title: "Error", description: api.status === 409 ? api.message : "Failed to delete post. Please try again." });
    },
  });
  const act = useMutation({
    mutationFn: async (
      act: { id: string; action: "retry" } | { id: string; action: "mark-posted"; body: ApiBody<"POST", "/api/posts/{id}/mark-posted"> },
    ) =>
      (act.action === "retry"
        ? await apiRequest("POST", "/api/posts/{id}/retry", { path: { id: act.id } })
        : await apiRequest("POST", "/api/posts/{id}/mark-posted", { path: { id: act.id }, body: act.body })
      ).json() as Promise<PostView>,
    onSuccess: (updated) => {
      void refresh();
      onChanged(updated);
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });

  // While a post is on its way (after "Try again", or a minute's run), follow it until it settles, so
  // the dialog and the lists show "Published" or the reason it failed without reopening.
  const publishing = post?.status === "publishing";
  const live = useQuery<PostView>({
    queryKey: ["/api/events", post?.id ?? ""],
    queryFn: getQueryFn<PostView>({ on401: "throw" }),
    enabled: publishing,
    refetchInterval: publishing ? 2000 : false,
  });
  useEffect(() => {
    const fresh = live.data;
    // An older reading (cached before "Try again") never takes the dialog back.
    if (!post || !fresh || fresh.id !== post.id || fresh.updatedAt < post.updatedAt) return;
    if (JSON.stringify(fresh) === JSON.stringify(post)) return;
    onChanged(fresh);
    if (fresh.status !== "publishing") void refresh();
    // Only when a fresh reading arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.data]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied!" });
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Copy did not work here: select the text and copy it." });
    }
  };

  const open = post !== null;
  const status = post ? statusBadge(post.status) : null;
  const approval = post ? approvalLabel(post) : null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) {
            setEditing(false);
            onClose();
          }
        }}
      >
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          {post && (
            <>
              <DialogHeader>
                <DialogTitle className="pr-6">{post.title}</DialogTitle>
                <DialogDescription className="flex flex-wrap items-center gap-2">
                  <span>{whenLabel(post)}</span>
                  {status && <Badge variant={status.variant}>{status.label}</Badge>}
                  {approval && <Badge variant={post.approval.status === "approved" ? "success" : "warning"}>{approval}</Badge>}
                </DialogDescription>
              </DialogHeader>

              {editing ? (
                <EditPostForm
                  post={post}
                  onCancel={() => setEditing(false)}
                  onDone={(updated) => {
                    setEditing(false);
                    onChanged(updated);
                  }}
                />
              ) : (
                <div className="grid gap-4">
                  <div className="relative rounded-md border bg-muted/30 p-3">
                    <p className="pr-8 text-sm whitespace-pre-wrap break-words" data-testid="post-text">{post.description}</p>
                    <Button variant="ghost" size="icon" className="absolute top-1 right-1" aria-label="Copy the text" onClick={() => void copy(post.description)}>
                      <Copy aria-hidden />
                    </Button>
                  </div>
                  {post.media.length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {post.media.map((m) => (
                        <a key={m.id} href={m.url} target="_blank" rel="noreferrer" download>
                          <img src={m.url} alt="Attached image (opens to download)" className="size-20 rounded-md border object-cover" />
                        </a>
                      ))}
                    </div>
                  )}
                  <p className="text-sm text-muted-foreground">Platforms: {post.platforms.join(", ")}</p>
                  {post.trackedLinks.length > 0 && (
                    <div className="grid gap-1 text-sm" data-testid="tracked-links">
                      <span className="font-medium">Tracked links to your contact page</span>
                      <ul className="grid gap-0.5">
                        {post.trackedLinks.map((l) => (
                          <li key={l.platform} className="flex min-w-0 flex-wrap gap-x-2">
                            <span className="text-muted-foreground">{PLATFORM_NAMES[l.platform]}:</span>
                            <code className="break-all" data-testid={`tracked-link-${l.platform}`}>{`${window.location.origin}${l.path}`}</code>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}

                  {post.approval.lastReview && (
                    <p className="rounded-md border p-3 text-sm">
                      <span className="font-medium">{post.approval.lastReview.reviewer}</span>{" "}
                      {post.approval.lastReview.decision === "approved" ? "approved it" : "asked for changes"}
                      {post.approval.lastReview.comment ? `: “${post.approval.lastReview.comment}”` : "."}
                    </p>
                  )}

                  {post.deliveries.length > 0 && (
                    <ul className="grid gap-2" aria-label="On each platform">
                      {post.deliveries.map((d) => (
                        <li key={d.platform} className="grid gap-1 rounded-md border p-3 text-sm" data-testid={`delivery-${d.platform}`}>
                          <span className="flex flex-wrap items-center justify-between gap-2">
                            <span className="font-medium">{PLATFORM_NAMES[d.platform]}</span>
                            <Badge variant={d.status === "failed" ? "destructive" : d.status === "published" || d.status === "posted_manually" ? "success" : "warning"}>
                              {DELIVERY_LABELS[d.status] ?? d.status}
                            </Badge>
                          </span>
                          {d.error && d.status !== "published" && <span className={d.status === "failed" ? "text-destructive" : "text-muted-foreground"}>{d.error}</span>}
                          {d.error && d.status !== "published" && /reconnect in Settings/.test(d.error) ? (
                            <a href="/profile?tab=social" className="text-xs font-medium text-primary underline-offset-4 hover:underline">
                              Reconnect
                            </a>
                          ) : null}
                          {d.remoteUrl && (
                            <a href={d.remoteUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                              See it on {PLATFORM_NAMES[d.platform]} <ExternalLink className="size-3" aria-hidden />
                            </a>
                          )}
                          {d.status === "manual" && (
                            <span className="flex flex-wrap gap-2">
                              {post.trackedLinks.some((l) => l.platform === d.platform) && (
                                <Button size="sm" variant="outline" className="w-fit" onClick={() => void copy(textWithLink(post, d.platform))}>
                                  <Copy aria-hidden /> Copy text with its link
                                </Button>
                              )}
                              <Button size="sm" className="w-fit" disabled={act.isPending} onClick={() => act.mutate({ id: post.id, action: "mark-posted", body: { platform: d.platform } })}>
                                <Check aria-hidden /> Mark as posted
                              </Button>
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}

                  {post.lockedReason && (
                    <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm" role="status" data-testid="locked-reason">
                      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {post.lockedReason}
                    </p>
                  )}

                  <div className="flex flex-wrap justify-end gap-2">
                    {post.status === "failed" && (
                      <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate({ id: post.id, action: "retry" })}>
                        {act.isPending ? <Spinner /> : <RotateCcw aria-hidden />} Try again
                      </Button>
                    )}
                    {post.deletable && (
                      <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
                        <Trash2 aria-hidden /> Delete
                      </Button>
                    )}
                    {post.editable && <Button onClick={() => setEditing(true)}>Edit</Button>}
                  </div>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this post?</AlertDialogTitle>
            <AlertDialogDescription>
              “{post?.title}” will not be published, and it is removed from your calendar. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={(e) => {
                e.preventDefault();
                if (post) remove.mutate(post.id);
              }}
            >
              {remove.isPending && <Spinner />}
              Delete Post
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** The text as this platform gets it: with its own tracked link (the same rule the publishing side uses). */
function textWithLink(post: PostView, platform: PostView["platforms"][number]): string {
  const link = post.trackedLinks.find((l) => l.platform === platform);
  return link ? withTrackedLink(post.description, trackedLinkUrl(window.location.origin, link.path.slice(3))) : post.description;
}

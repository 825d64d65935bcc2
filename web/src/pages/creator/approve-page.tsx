// The public approval page (/approve/:token): a client or partner, with no account, sees the posts the
// owner sent for approval and approves each or asks for changes with a comment (issue 11 §5).
import { useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleCheck, FileQuestion, MessageSquareWarning } from "lucide-react";
import type { ReviewablePost } from "@core/creator/approvals/public";
import { PublicPageFrame } from "@web/components/public-page/public-page-frame";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { apiRequest, getQueryFn, readApiError } from "@web/lib/queryClient";

interface ApprovalPage {
  from: string;
  reviewer: string;
  posts: ReviewablePost[];
  nextCursor: string | null;
}

function Frame({ children }: { children: ReactNode }) {
  return <PublicPageFrame footer="Post approvals by Microteam">{children}</PublicPageFrame>;
}

const when = (p: ReviewablePost) => {
  const [h, m] = p.time.split(":").map(Number);
  const day = new Date(`${p.date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  return `${day} at ${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

function Review({ token, post }: { token: string; post: ReviewablePost }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async (decision: "approved" | "changes_requested") =>
      (
        await apiRequest("POST", "/api/public/approvals/{token}/posts/{id}", {
          path: { token, id: post.id },
          body: { decision, comment: comment || undefined },
        })
      ).json() as Promise<{ message: string }>,
    onSuccess: (r) => {
      setDone(r.message);
      setAsking(false);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ["/api/public/approvals", token] });
    },
    onError: (e) => setError(readApiError(e).fields?.comment ?? readApiError(e).message),
  });
  const status = post.approvalStatus;
  return (
    <Card data-testid="review-post">
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center justify-between gap-2 text-base">
          {post.title}
          <Badge variant={status === "approved" ? "success" : status === "changes_requested" ? "warning" : "info"}>
            {status === "approved" ? "Approved" : status === "changes_requested" ? "Changes requested" : "Waiting for you"}
          </Badge>
        </CardTitle>
        <CardDescription>
          {when(post)} ({post.timeZone}) on {post.platforms.join(", ")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="rounded-md border bg-muted/30 p-3 text-sm whitespace-pre-wrap break-words">{post.text}</p>
        {post.images.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {post.images.map((src) => (
              <img key={src} src={src} alt="Image in the post" className="size-24 rounded-md border object-cover" />
            ))}
          </div>
        )}
        {post.lastComment?.comment && (
          <p className="text-sm text-muted-foreground">
            {post.lastComment.reviewer}: “{post.lastComment.comment}”
          </p>
        )}
        {done && (
          <p role="status" className="flex items-center gap-2 text-sm text-success">
            <CircleCheck className="size-4" aria-hidden /> {done}
          </p>
        )}
        {asking ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              decide.mutate("changes_requested");
            }}
          >
            <Label htmlFor={`comment-${post.id}`}>What should change?</Label>
            <Textarea id={`comment-${post.id}`} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} aria-invalid={error ? true : undefined} />
            {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
            <div className="flex gap-2">
              <Button type="submit" disabled={decide.isPending}>
                {decide.isPending && <Spinner />} Send comment
              </Button>
              <Button type="button" variant="outline" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending || status === "approved"} onClick={() => decide.mutate("approved")}>
              <CircleCheck aria-hidden /> Approve
            </Button>
            <Button variant="outline" onClick={() => setAsking(true)}>
              <MessageSquareWarning aria-hidden /> Ask for changes
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export default function ApprovePage() {
  const { token = "" } = useParams<{ token: string }>();
  const query = useQuery<ApprovalPage>({ queryKey: ["/api/public/approvals", token], queryFn: getQueryFn({ on401: "throw" }) });
  if (query.isLoading) {
    return (
      <Frame>
        <Skeleton className="h-40 w-full" />
      </Frame>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Frame>
        <Card className="text-center">
          <CardHeader>
            <FileQuestion className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <CardTitle as="h1">This approval link does not work</CardTitle>
            <CardDescription>It may have been revoked. Ask whoever sent it for a new one.</CardDescription>
          </CardHeader>
        </Card>
      </Frame>
    );
  }
  const page = query.data;
  return (
    <Frame>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Posts from {page.from}</h1>
        <p className="mt-1 text-muted-foreground">
          Hello {page.reviewer}: these posts wait for your approval before they go out. Approve each, or ask for changes with a
          comment.
        </p>
      </div>
      {page.posts.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">Nothing is waiting for your approval right now.</p>
      ) : (
        page.posts.map((post) => <Review key={post.id} token={token} post={post} />)
      )}
    </Frame>
  );
}

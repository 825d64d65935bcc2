// One post in a list: time, title, platforms and its state; a button that opens the detail dialog.
// One shrinkable column (grid-cols-1): a long title is cut with an ellipsis instead of widening the page.
import { Badge } from "@web/components/ui/badge";
import { approvalLabel, statusBadge, whenLabel, type PostView } from "./schedule-data";

export function PostLine({ post, onOpen, showDate = true }: { post: PostView; onOpen: (post: PostView) => void; showDate?: boolean }) {
  const status = statusBadge(post.status);
  const approval = approvalLabel(post);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(post)}
        data-testid="post-line"
        className="grid w-full grid-cols-1 gap-1 rounded-lg border p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{post.title}</span>
          <span className="flex flex-wrap gap-1">
            {approval && <Badge variant={post.approval.status === "approved" ? "success" : "warning"}>{approval}</Badge>}
            <Badge variant={status.variant}>{status.label}</Badge>
          </span>
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{post.description}</span>
        <span className="text-xs text-muted-foreground">
          {showDate ? whenLabel(post) : post.scheduledTime} · {post.platforms.join(", ")}
          {post.media.length ? ` · ${post.media.length} image${post.media.length === 1 ? "" : "s"}` : ""}
        </span>
      </button>
    </li>
  );
}

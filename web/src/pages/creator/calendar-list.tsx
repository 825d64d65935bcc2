// The list view: every post with a date, newest date first (spec 001 §2), a page at a time.
import { ListPager } from "@web/components/paged-table/pager";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePagedList } from "@web/lib/paging";
import { PostLine } from "./calendar-post-line";
import type { PostView } from "./schedule-data";

export function CalendarList({ onOpen }: { onOpen: (post: PostView) => void }) {
  const list = usePagedList<PostView>({ path: "/api/events", limit: 20 });
  if (list.isLoading) return <Skeleton className="h-32 w-full" />;
  if (list.items.length === 0) {
    return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No content scheduled yet. Schedule your first post above.</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-2">
      <ul className="grid grid-cols-1 gap-2" data-testid="post-list">
        {list.items.map((post) => (
          <PostLine key={post.id} post={post} onOpen={onOpen} />
        ))}
      </ul>
      <ListPager list={list} noun="posts" />
    </div>
  );
}

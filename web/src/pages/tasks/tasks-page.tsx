// Prioritized Tasks (/tasks): every open money move, best first, a page at a time from the server,
// with category filters counted over all of them, create and delete.
import { lazy, Suspense, useState } from "react";
import { CircleCheck, ListTodo, Plus, Trash2 } from "lucide-react";
import type { PrioritizedResponse, PrioritizedTask } from "@web/lib/api-types";
import { ListPager } from "@web/components/paged-table/pager";
import { usePagedList } from "@web/lib/paging";
import { cn } from "@web/lib/utils";
import { FocusTaskRow } from "@web/components/dashboard/focus-task-row";
import { SummaryBadges } from "@web/components/dashboard/priority-focus";
import { PRIORITIZED_KEY } from "@web/components/dashboard/queries";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { TaskRowsSkeleton } from "@web/components/dashboard/task-rows-skeleton";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { ALL, CategoryFilter } from "./category-filter";
import { CompletedTasks } from "./completed-tasks";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { useOpenedOnce } from "@web/hooks/use-opened-once";

// The form (react-hook-form, the task schema, a select) loads when the owner first opens it: the
// list's first rows do not wait for it.
const CreateTaskDialog = lazy(() =>
  import("./create-task-dialog").then((m) => ({ default: m.CreateTaskDialog })),
);

const PAGE_SIZE = 50;

export default function TasksPage() {
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const [deleting, setDeleting] = useState<PrioritizedTask | null>(null);
  const [filter, setFilter] = useState(ALL);
  const prioritized = usePagedList<PrioritizedTask, PrioritizedResponse>({
    path: PRIORITIZED_KEY[0],
    key: PRIORITIZED_KEY,
    params: { category: filter === ALL ? undefined : filter },
    limit: PAGE_SIZE,
    select: (body) => body.prioritizedTasks,
  });

  const summary = prioritized.body?.summary;
  const categories = summary?.categories ?? [];
  // A category whose last move was just finished falls back to All.
  const active = !summary || filter === ALL || categories.some((c) => c.category === filter) ? filter : ALL;
  if (active !== filter) setFilter(ALL);
  const shown = prioritized.items;
  const tasks = summary && summary.total > 0 ? shown : [];

  return (
    <AppLayout>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
              <ListTodo className="size-5" aria-hidden />
            </span>
            <div>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Prioritized Tasks</h1>
              <p className="mt-1 text-muted-foreground">
                Every open money move, ranked by urgency and revenue impact, so the next right thing is on top.
              </p>
            </div>
          </div>
          <Button onClick={() => setCreating(true)} className="self-start">
            <Plus aria-hidden />
            Create Task
          </Button>
        </div>

        <Card role="region" aria-labelledby="open-tasks-title">
          <CardHeader className="gap-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CardTitle as="h2" id="open-tasks-title">
                Open moves
              </CardTitle>
              {summary && <SummaryBadges summary={summary} />}
            </div>
            {categories.length > 1 && (
              <CategoryFilter categories={categories} total={summary?.total ?? 0} value={active} onChange={setFilter} />
            )}
          </CardHeader>
          <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
            {prioritized.isLoading ? (
              <div aria-busy="true">
                <span className="sr-only" role="status">
                  Loading your tasks
                </span>
                <TaskRowsSkeleton count={4} />
              </div>
            ) : prioritized.isError ? (
              <RetryCard
                message="We couldn't load your tasks."
                onRetry={() => void prioritized.refetch()}
                retrying={prioritized.isFetching}
              />
            ) : tasks.length === 0 ? (
              <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
                  <CircleCheck className="size-6" aria-hidden />
                </span>
                <p className="mt-4 max-w-sm text-sm text-muted-foreground" data-testid="tasks-empty">
                  <strong className="block text-base font-semibold text-foreground">No open tasks.</strong> You're all
                  caught up. Create a task to plan your next move.
                </p>
                <Button className="mt-5" onClick={() => setCreating(true)}>
                  <Plus aria-hidden />
                  Create Task
                </Button>
              </div>
            ) : (
              <ul
                className={cn("grid grid-cols-1 gap-3", prioritized.isPlaceholderData && "opacity-60")}
                aria-label={active === ALL ? "Open moves" : `Open moves in ${active}`}
              >
                {shown.map((task) => (
                  <FocusTaskRow
                    key={task.id}
                    task={task}
                    extraActions={(describedBy) =>
                      task.kind === "task" ? (
                        <Button
                          size="sm"
                          aria-describedby={describedBy}
                          variant="ghost"
                          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                          onClick={() => setDeleting(task)}
                        >
                          <Trash2 aria-hidden />
                          Delete
                        </Button>
                      ) : null
                    }
                  />
                ))}
              </ul>
            )}
          </CardContent>
          {tasks.length > 0 && <ListPager list={prioritized} noun="moves" shown={shown.length} />}
        </Card>

        <CompletedTasks />
      </div>

      {createOpened && (
        <Suspense fallback={null}>
          <CreateTaskDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </AppLayout>
  );
}

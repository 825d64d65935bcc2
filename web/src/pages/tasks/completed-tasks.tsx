// 'Completed': the owner's most recently finished tasks.
import { CircleCheck, History } from "lucide-react";
import type { TaskView } from "@web/lib/api-types";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { useCompletedTasks } from "@web/components/dashboard/queries";
import { RelativeTime } from "@web/components/relative-time";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

const COMPLETED_LIMIT = 20;

/** Completed tasks, most recently finished first, at most 20. */
export function recentlyCompleted(tasks: TaskView[], limit = COMPLETED_LIMIT): TaskView[] {
  const time = (t: TaskView) => Date.parse(t.completedAt ?? t.createdAt) || 0;
  return tasks
    .filter((t) => t.completed)
    .sort((a, b) => time(b) - time(a))
    .slice(0, limit);
}

export function CompletedTasks() {
  // The server sorts and limits: the 20 most recently finished of however many there are.
  const tasks = useCompletedTasks(COMPLETED_LIMIT);
  const done = tasks.data ? recentlyCompleted(tasks.data.items) : [];

  return (
    <Card role="region" aria-labelledby="completed-title">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" id="completed-title" className="flex items-center gap-2">
          <History className="size-5 text-muted-foreground" aria-hidden />
          Completed
        </CardTitle>
        <CardDescription>Your most recently finished tasks.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {tasks.isLoading ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading completed tasks">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : tasks.isError ? (
          <RetryCard
            message="We couldn't load your completed tasks."
            onRetry={() => void tasks.refetch()}
            retrying={tasks.isFetching}
          />
        ) : done.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nothing completed yet. Finished tasks will show up here.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Completed tasks">
            {done.map((task) => (
              <li
                key={task.id}
                data-testid="completed-task"
                data-task-id={task.id}
                className="flex items-start gap-3 px-4 py-3"
              >
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="text-sm break-words text-muted-foreground line-through decoration-muted-foreground/50">
                    {task.title}
                  </p>
                  {task.category && <p className="text-xs text-muted-foreground">{task.category}</p>}
                </div>
                {task.completedAt && (
                  <RelativeTime value={task.completedAt} className="shrink-0 text-xs text-muted-foreground" />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

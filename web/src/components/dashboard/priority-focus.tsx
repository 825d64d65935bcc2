// Today's Priority Focus (spec 000 §2.4): the engine's insight, the counts, and the top five moves.
import { useDeferredValue } from "react";
import { ArrowRight, CircleCheck, Plus, Sparkles, Target } from "lucide-react";
import { Link } from "wouter";
import type { PrioritizedResponse } from "@web/lib/api-types";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FocusTaskRow } from "./focus-task-row";
import { usePrioritizedTasks } from "./queries";
import { RetryCard } from "./retry-card";
import { TaskRowsSkeleton } from "./task-rows-skeleton";

/** The dashboard shows at most five moves (spec 000 §9). */
export const FOCUS_LIMIT = 5;
const DEFAULT_INSIGHT = "AI analyzes your business context to surface what matters most";
const SOURCE_LABEL = { model: "AI model", offline: "Offline engine" } as const;

export function PriorityFocus() {
  const prioritized = usePrioritizedTasks(5);
  // The list renders as a deferred update once it arrives (in slices, not one long task).
  const data = useDeferredValue(prioritized.data);
  const loading = prioritized.isLoading || (prioritized.data !== undefined && data === undefined);

  return (
    <Card role="region" aria-labelledby="priority-focus-title">
      <CardHeader className="gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle as="h2" id="priority-focus-title" className="flex items-center gap-2">
            <Target className="size-5 text-primary" aria-hidden />
            Today's Priority Focus
          </CardTitle>
          {data && <SummaryBadges summary={data.summary} />}
        </div>
        <Insight data={data} />
      </CardHeader>

      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {loading ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading your priorities
            </span>
            <TaskRowsSkeleton />
          </div>
        ) : prioritized.isError ? (
          <RetryCard
            message="We couldn't load your priorities."
            onRetry={() => void prioritized.refetch()}
            retrying={prioritized.isFetching}
          />
        ) : !data?.prioritizedTasks.length ? (
          <AllCaughtUp />
        ) : (
          <FocusList tasks={data.prioritizedTasks} total={data.summary.total} />
        )}
      </CardContent>
    </Card>
  );
}

export function SummaryBadges({ summary }: { summary: PrioritizedResponse["summary"] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="focus-summary">
      {summary.critical > 0 && <Badge variant="destructive">{summary.critical} Critical</Badge>}
      {summary.high > 0 && <Badge variant="warning">{summary.high} High</Badge>}
      <Badge variant="outline">{summary.total} Total</Badge>
    </div>
  );
}

function Insight({ data }: { data: PrioritizedResponse | undefined }) {
  const insight = data?.insight?.trim();
  return (
    <div className="flex items-start gap-2 rounded-lg bg-accent/60 px-3 py-2.5 text-sm">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 text-accent-foreground" data-testid="focus-insight">
        {insight || DEFAULT_INSIGHT}
        {insight && data && (
          <span className="ml-2 inline-block text-xs whitespace-nowrap text-muted-foreground">
            <span className="sr-only">Source: </span>
            {SOURCE_LABEL[data.insightSource] ?? data.insightSource}
          </span>
        )}
      </p>
    </div>
  );
}

/** The first five moves; `total` counts every open one (the server sends only the five). */
function FocusList({ tasks, total }: { tasks: PrioritizedResponse["prioritizedTasks"]; total: number }) {
  const shown = tasks.slice(0, FOCUS_LIMIT);
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-3" aria-label="Prioritized tasks">
        {shown.map((task) => (
          <FocusTaskRow key={task.id} task={task} />
        ))}
      </ul>
      {total > FOCUS_LIMIT && (
        <Button asChild variant="outline" className="w-full sm:w-fit sm:self-center">
          <Link href="/tasks">
            View All {total} Prioritized Tasks
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </div>
  );
}

function AllCaughtUp() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-6" aria-hidden />
      </span>
      <p className="mt-4 max-w-sm text-sm text-muted-foreground">
        <strong className="block text-base font-semibold text-foreground">All caught up!</strong> No pending tasks. Time
        to focus on growth!
      </p>
      <Button asChild className="mt-5">
        <Link href="/tasks">
          <Plus aria-hidden />
          Create New Task
        </Link>
      </Button>
    </div>
  );
}

// The Project Manager's prioritised list: every open step of the active workflows, ranked by the focus
// engine (the same scores as the dashboard), High ROI marked, with Done, Reschedule and Delegate.
import { useId, useState } from "react";
import { CalendarClock, Check, Clock, DollarSign, Gauge, Sparkles, UserRoundPlus, Workflow } from "lucide-react";
import type { NextStep } from "@web/lib/api-types";
import { PriorityBadge } from "@web/components/dashboard/priority-badge";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { TaskRowsSkeleton } from "@web/components/dashboard/task-rows-skeleton";
import { ListPager } from "@web/components/paged-table/pager";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatUsd } from "@web/lib/format";
import { usePagedList } from "@web/lib/paging";
import { cn } from "@web/lib/utils";
import { formatDay } from "@web/components/workflow-labels";
import { NEXT_STEPS_KEY, useSetStepDone } from "@web/lib/workflow-queries";
import { DelegateDialog } from "./delegate-dialog";
import { RescheduleDialog } from "./reschedule-dialog";

const PAGE_SIZE = 10;
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function NextSteps() {
  const [rescheduling, setRescheduling] = useState<NextStep | null>(null);
  const [delegating, setDelegating] = useState<NextStep | null>(null);
  const list = usePagedList<NextStep>({ path: NEXT_STEPS_KEY[0], limit: PAGE_SIZE });
  const highRoi = list.items.filter((s) => s.value.highRoi).length;

  return (
    <Card role="region" aria-labelledby="next-steps-title">
      <CardHeader className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id="next-steps-title" className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden />
            Next steps, best first
          </CardTitle>
          {list.total > 0 && (
            <Badge variant="info" data-testid="next-steps-total">
              {list.total} open
            </Badge>
          )}
        </div>
        <CardDescription>
          Pulled from your active workflows and ranked by money and time at stake, with the same scores as your
          dashboard.{highRoi > 0 ? ` ${highRoi} high-ROI step${highRoi === 1 ? "" : "s"} on this page.` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {list.isLoading ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading your next steps
            </span>
            <TaskRowsSkeleton count={3} />
          </div>
        ) : list.isError ? (
          <RetryCard
            message="We couldn't load your next steps."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.items.length === 0 ? (
          <p
            className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
            data-testid="next-steps-empty"
          >
            No open steps in your active workflows. Activate a workflow or add a step to one below.
          </p>
        ) : (
          <ul className={cn("grid gap-3", list.isPlaceholderData && "opacity-60")} aria-label="Next steps">
            {list.items.map((step) => (
              <StepRow key={step.id} step={step} onReschedule={setRescheduling} onDelegate={setDelegating} />
            ))}
          </ul>
        )}
      </CardContent>
      {list.total > PAGE_SIZE && <ListPager list={list} noun="steps" />}
      <RescheduleDialog step={rescheduling} onClose={() => setRescheduling(null)} />
      <DelegateDialog step={delegating} onClose={() => setDelegating(null)} />
    </Card>
  );
}

interface RowProps {
  step: NextStep;
  onReschedule: (s: NextStep) => void;
  onDelegate: (s: NextStep) => void;
}

function StepRow({ step, onReschedule, onDelegate }: RowProps) {
  const titleId = useId();
  const done = useSetStepDone();
  const { value } = step;
  return (
    <li
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-4 sm:flex sm:items-start sm:justify-between",
        value.highRoi && "border-success/40 bg-success/5",
      )}
      data-testid="next-step"
      data-step-id={step.id}
      aria-labelledby={titleId}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 font-medium break-words">
            {step.title}
          </h3>
          <PriorityBadge priority={step.automatedPriority} />
          {value.highRoi && (
            <Badge variant="success" title={`At least 3× your ${whole.format(value.hourlyRate)}/h rate`}>
              High ROI · {whole.format(value.dollarsPerHour!)}/h
            </Badge>
          )}
          {value.lowValue && (
            <Badge variant="secondary" title="Low priority and no money named: reschedule it or hand it to a helper">
              Low value
            </Badge>
          )}
        </div>
        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <li className="inline-flex items-center gap-1 font-medium text-foreground/80">
            <Workflow className="size-3.5" aria-hidden />
            {step.workflowTitle}
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />~{step.estimatedTime} min
          </li>
          {step.dueDate && (
            <li className="inline-flex items-center gap-1">
              <CalendarClock className="size-3.5" aria-hidden />
              Due {formatDay(step.dueDate)}
            </li>
          )}
          {step.revenueImpact !== null && step.revenueImpact > 0 && (
            <li className="inline-flex items-center gap-1 text-success">
              <DollarSign className="size-3.5" aria-hidden />
              {formatUsd(step.revenueImpact)}
              <span className="sr-only"> at stake</span>
            </li>
          )}
          <li className="inline-flex items-center gap-1" title="Priority score (0–100), as on the dashboard">
            <Gauge className="size-3.5" aria-hidden />
            Score <span className="tabular-nums">{step.priorityScore}</span>
          </li>
        </ul>
        {step.urgencyReason && <p className="text-sm text-muted-foreground">{step.urgencyReason}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
        <Button
          size="sm"
          aria-describedby={titleId}
          disabled={done.isPending}
          onClick={() => done.mutate({ id: step.id, title: step.title, completed: true })}
        >
          {done.isPending ? <Spinner /> : <Check aria-hidden />}
          Done
        </Button>
        <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => onReschedule(step)}>
          <CalendarClock aria-hidden />
          Reschedule
        </Button>
        <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => onDelegate(step)}>
          <UserRoundPlus aria-hidden />
          Delegate
        </Button>
      </div>
    </li>
  );
}

// One workflow: what it is for, its progress from its steps, its next step, and what can be done
// with it (Pause/Activate, edit, delete, open the steps).
import { useState } from "react";
import { ChevronDown, CirclePause, CirclePlay, Lightbulb, MoreHorizontal, Pencil, Target, Trash2 } from "lucide-react";
import type { WorkflowView } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { Progress } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/utils";
import { CategoryBadge, formatDay, StatusBadge } from "@web/components/workflow-labels";
import { useToggleWorkflow } from "@web/lib/workflow-queries";
import { WorkflowSteps } from "./workflow-steps";

interface Props {
  workflow: WorkflowView;
  onEdit: (w: WorkflowView) => void;
  onDelete: (w: WorkflowView) => void;
}

export function WorkflowCard({ workflow: w, onEdit, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useToggleWorkflow();
  const titleId = `workflow-${w.id}`;
  const stepsId = `workflow-${w.id}-steps`;
  return (
    <li
      className={cn("grid gap-3 rounded-lg border bg-card p-4", w.status === "paused" && "bg-muted/30")}
      data-testid="workflow"
      data-workflow-id={w.id}
      aria-labelledby={titleId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h3 id={titleId} className="font-semibold break-words">
            {w.title}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={w.category} />
            <StatusBadge status={w.status} />
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`More actions for ${w.title}`}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onEdit(w)}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(w)}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {w.description && <p className="text-sm text-muted-foreground">{w.description}</p>}

      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted-foreground">
            {w.steps.total === 0
              ? "No steps yet"
              : `${w.steps.completed} of ${w.steps.total} steps done${w.steps.delegated ? ` · ${w.steps.delegated} with a helper` : ""}`}
          </span>
          <span className="font-medium tabular-nums" data-testid="workflow-progress">
            {w.progress}%
          </span>
        </div>
        <Progress value={w.progress} aria-label={`${w.title} progress`} />
      </div>

      <dl className="grid gap-1.5 text-sm">
        {w.targetOutcome && (
          <div className="flex gap-2">
            <dt>
              <Target className="mt-0.5 size-4 text-muted-foreground" aria-label="Target outcome" />
            </dt>
            <dd>
              {w.targetOutcome}
              {w.estimatedDuration ? (
                <span className="text-muted-foreground"> · {w.estimatedDuration} days</span>
              ) : null}
            </dd>
          </div>
        )}
        {w.aiRecommendation && (
          <div className="flex gap-2">
            <dt>
              <Lightbulb className="mt-0.5 size-4 text-warning" aria-label="Recommendation" />
            </dt>
            <dd className="text-muted-foreground">{w.aiRecommendation}</dd>
          </div>
        )}
        {w.nextStep && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">Next step:</dt>
            <dd>
              {w.nextStep.title}
              {w.nextStep.dueDate && (
                <span className="text-muted-foreground"> · due {formatDay(w.nextStep.dueDate)}</span>
              )}
            </dd>
          </div>
        )}
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={w.status === "active" ? "outline" : "default"}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(w)}
          aria-describedby={titleId}
        >
          {toggle.isPending ? (
            <Spinner />
          ) : w.status === "active" ? (
            <CirclePause aria-hidden />
          ) : (
            <CirclePlay aria-hidden />
          )}
          {w.status === "active" ? "Pause" : "Activate"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={stepsId}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
          {open ? "Hide steps" : `Steps (${w.steps.total})`}
        </Button>
      </div>
      {open && (
        <div id={stepsId} className="border-t pt-3">
          <WorkflowSteps workflow={w} />
        </div>
      )}
    </li>
  );
}

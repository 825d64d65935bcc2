// One money move: what it is, why it matters, and the buttons to act on it. Shared by the dashboard's
// Today's Priority Focus and the /tasks page.
import { useId, type ReactNode } from "react";
import {
  Banknote,
  Check,
  Clock,
  ExternalLink,
  FileText,
  Gauge,
  Mail,
  MailPlus,
  Send,
  UserRoundCheck,
} from "lucide-react";
import { AppLink } from "@web/components/app-link";
import type { PrioritizedTask } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { HomeMoney } from "@web/components/home-money";
import { cn } from "@web/lib/utils";
import { nudgeLabel, nudgeTargetOf, useNudge } from "./nudge";
import { PriorityBadge, priorityLevel } from "./priority-badge";
import { useCompleteTask } from "./queries";

const DEFAULT_MINUTES = 15;

const ACCENT: Record<string, string> = {
  critical: "before:bg-destructive",
  high: "before:bg-warning",
  medium: "before:bg-primary/60",
  low: "before:bg-muted-foreground/30",
};

interface Props {
  task: PrioritizedTask;
  /** More buttons after Done (the task page's Delete); given the id of the row's title to describe them. */
  extraActions?: (describedBy: string) => ReactNode;
}

export function FocusTaskRow({ task, extraActions }: Props) {
  const titleId = useId();
  const complete = useCompleteTask();
  const level = priorityLevel(task.automatedPriority);
  const minutes = task.estimatedTime && task.estimatedTime > 0 ? task.estimatedTime : DEFAULT_MINUTES;
  const impact = typeof task.revenueImpact === "number" && task.revenueImpact > 0 ? task.revenueImpact : null;

  return (
    <li
      data-testid="focus-task"
      data-task-id={task.id}
      data-kind={task.kind}
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col gap-3 overflow-hidden rounded-lg border bg-card p-4 pl-5 transition-colors hover:border-primary/25 sm:flex-row sm:items-start sm:justify-between",
        // A thin coloured edge: the priority at a glance, without another loud badge.
        "before:absolute before:inset-y-0 before:left-0 before:w-1",
        ACCENT[level],
      )}
    >
      <div className="grid min-w-0 grid-cols-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 font-medium break-words">
            {task.title}
          </h3>
          <PriorityBadge priority={task.automatedPriority} />
        </div>

        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {task.category && <li className="font-medium text-foreground/80">{task.category}</li>}
          <li className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />~{minutes} min
          </li>
          {impact !== null && (
            <li className="inline-flex items-center gap-1 text-success">
              <Banknote className="size-3.5" aria-hidden />
              <HomeMoney amount={impact} />
              <span className="sr-only"> revenue impact</span>
            </li>
          )}
          <li className="inline-flex items-center gap-1" title="Priority score (0–100)">
            <Gauge className="size-3.5" aria-hidden />
            <span>
              Score <span className="tabular-nums">{Math.round(task.priorityScore)}</span>
            </span>
          </li>
        </ul>

        {task.description && <p className="text-sm break-words text-muted-foreground">{task.description}</p>}
        {task.urgencyReason && (
          <p className="text-sm break-words">
            <span className="font-medium">Why it matters:</span>{" "}
            <span className="text-muted-foreground">{task.urgencyReason}</span>
          </p>
        )}
      </div>

      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
        <MoveAction task={task} describedBy={titleId} />
        <Button
          size="sm"
          aria-describedby={titleId}
          disabled={complete.isPending}
          onClick={() => complete.mutate(task)}
        >
          {complete.isPending ? <Spinner /> : <Check aria-hidden />}
          Done
        </Button>
        {extraActions?.(titleId)}
      </div>
    </li>
  );
}

const ICONS: Record<string, typeof Mail> = {
  overdue_invoice: Mail,
  idle_client: UserRoundCheck,
  send_invoice: Send,
  remind_invoices: MailPlus,
  invoice_unbilled: FileText,
  follow_up_quote: Send,
};

/** The move's own next step: a reminder (or several), a follow-up, sending the invoice, or a link. */
function MoveAction({ task, describedBy }: { task: PrioritizedTask; describedBy: string }) {
  const nudge = useNudge();
  const { action } = task;
  if (!action) return null;

  if (action.type === "open") {
    return (
      <Button asChild size="sm" variant="outline" aria-describedby={describedBy}>
        <AppLink href={action.href}>
          <ExternalLink aria-hidden />
          Open
        </AppLink>
      </Button>
    );
  }

  const target = nudgeTargetOf(action);
  if (!target) return null;
  const Icon = ICONS[target.type] ?? Mail;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-describedby={describedBy}
      disabled={nudge.isPending}
      onClick={() => nudge.mutate(target)}
    >
      {nudge.isPending ? <Spinner /> : <Icon aria-hidden />}
      {nudge.isPending ? "Creating..." : nudgeLabel(target.type)}
    </Button>
  );
}

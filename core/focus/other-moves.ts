// The owner's own tasks, active workflows and the content plan as moves. Pure (value.ts).
import { daysBetween } from "../time";
import type { ContentFacts, FocusAt, TaskFacts, WorkflowFacts } from "./facts";
import { once, type ScoredMove } from "./move";
import { impactDollars, plural } from "./text";
import type { PrioritizedTask } from "./types";
import {
  CONTENT_FACTOR,
  priorityOf,
  scoreOf,
  TASK_CERTAINTY,
  TASK_HOURS,
  TASK_WEIGHT,
  taskDue,
  WORKFLOW_FACTOR,
} from "./value";

/** Posts per week the owner means to publish, from the onboarding answer. */
export const POSTS_PER_WEEK: Record<string, number> = {
  "multiple-daily": 14,
  daily: 7,
  "few-times-week": 3,
  weekly: 1,
  occasional: 0,
};

function scored(
  base: Omit<ScoredMove, "score" | "task" | "fold" | "alert">,
  text: Omit<PrioritizedTask, "id" | "kind" | "category" | "priorityScore" | "automatedPriority" | "completed">,
): ScoredMove {
  const score = scoreOf(base.value);
  return {
    ...base,
    score,
    fold: null,
    alert: null,
    task: once(() => ({
      id: base.id,
      kind: base.kind,
      category: base.category,
      priorityScore: score,
      automatedPriority: priorityOf(score),
      completed: false,
      ...text,
    })),
  };
}

export function taskMove(task: TaskFacts, at: FocusAt): ScoredMove {
  const days = task.dueDate ? daysBetween(at.today, task.dueDate) : null;
  const impact = impactDollars(task.businessImpact);
  const worth = impact ?? TASK_HOURS * at.hourlyRate;
  const value = worth * TASK_CERTAINTY * (TASK_WEIGHT[task.priority] ?? TASK_WEIGHT.low) * taskDue(days);
  const reasons: string[] = [];
  if (days !== null) {
    reasons.push(
      days < 0
        ? `${plural(-days, "day")} overdue`
        : days === 0
          ? "Due today"
          : days === 1
            ? "Due tomorrow"
            : `Due in ${days} days`,
    );
  }
  if (task.priority === "high" || task.priority === "urgent") reasons.push(`${task.priority} priority`);
  if (task.businessImpact) reasons.push(task.businessImpact);
  const reason = reasons.join("; ");
  const category = task.category ?? "General";
  return scored(
    {
      id: task.id,
      kind: "task",
      category,
      value,
      ...(task.workflowId ? { workflowId: task.workflowId } : {}),
      search: `${task.title} ${task.description ?? ""} ${task.businessImpact ?? ""} ${task.id}`.toLowerCase(),
    },
    {
      title: task.title,
      description: task.description ?? "",
      estimatedTime: task.estimatedTime || 15,
      revenueImpact: impact,
      urgencyReason: reason ? reason[0].toUpperCase() + reason.slice(1) : "",
      dueDate: task.dueDate,
      action: null,
    },
  );
}

/** "Move this workflow forward": an active workflow with no open step (its open steps are moves of their own). */
export function workflowMove(wf: WorkflowFacts, at: FocusAt): ScoredMove | null {
  if (wf.status !== "active" || wf.progress >= 100 || wf.openSteps > 0) return null;
  const id = `workflow:${wf.id}`;
  return scored(
    {
      id,
      kind: "workflow",
      category: "Workflows",
      value: at.hourlyRate * WORKFLOW_FACTOR,
      search: `${wf.title} ${id}`.toLowerCase(),
    },
    {
      title: `Move "${wf.title}" forward`,
      description: `This workflow is ${wf.progress}% done. Pick its next step.`,
      estimatedTime: 20,
      revenueImpact: null,
      urgencyReason: `Active workflow at ${wf.progress}%`,
      dueDate: null,
      action: { type: "open", href: "/workflows" },
    },
  );
}

export function contentMove(content: ContentFacts, at: FocusAt): ScoredMove | null {
  if (!content.postsToSocial) return null;
  const target = POSTS_PER_WEEK[content.contentFrequency] ?? 0;
  const missing = target - content.postsNextWeek;
  if (target === 0 || missing <= 0) return null;
  const id = "content:week";
  const title = `Schedule ${plural(missing, "more post")} for this week`;
  return scored(
    {
      id,
      kind: "content",
      category: "Content",
      value: missing * 0.5 * at.hourlyRate * CONTENT_FACTOR,
      search: `${title} ${id}`.toLowerCase(),
    },
    {
      title,
      description: "Batch them in one sitting: answer five questions and The Creator drafts the captions.",
      estimatedTime: 30,
      revenueImpact: null,
      urgencyReason: `${content.postsNextWeek} of ${target} posts scheduled for the next 7 days (your plan: ${content.contentFrequency.replaceAll("-", " ")})`,
      dueDate: null,
      action: { type: "open", href: "/content" },
    },
  );
}

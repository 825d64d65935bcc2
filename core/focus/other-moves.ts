// The owner's own tasks, active workflows and the content plan as moves. Pure (value.ts).
import type { ContentFacts, FocusAt, TaskFacts, WorkflowFacts } from "./facts";
import { dayNumber } from "./facts";
import { Move, type MoveWriter, type ScoredMove } from "./move";
import { impactDollars, plural } from "./text";
import type { PrioritizedTask } from "./types";
import { CONTENT_FACTOR, priorityOf, TASK_CERTAINTY, TASK_HOURS, TASK_WEIGHT, taskDue, WORKFLOW_FACTOR } from "./value";

/** Posts per week the owner means to publish, from the onboarding answer. */
export const POSTS_PER_WEEK: Record<string, number> = {
  "multiple-daily": 14,
  daily: 7,
  "few-times-week": 3,
  weekly: 1,
  occasional: 0,
};

/** The fields every move of these kinds shares, around its own text. */
function written(
  m: ScoredMove,
  text: Omit<PrioritizedTask, "id" | "kind" | "category" | "priorityScore" | "automatedPriority" | "completed">,
): PrioritizedTask {
  return {
    id: m.id,
    kind: m.kind,
    category: m.category,
    priorityScore: m.score,
    automatedPriority: priorityOf(m.score),
    completed: false,
    ...text,
  };
}

interface OpenTask {
  task: TaskFacts;
  /** Days until the due date (negative: overdue), null without one. */
  days: number | null;
  impact: number | null;
}

export function taskMove(task: TaskFacts, at: FocusAt): ScoredMove {
  const days = task.dueDate ? dayNumber(task.dueDate) - dayNumber(at.today) : null;
  const impact = impactDollars(task.businessImpact);
  const worth = impact ?? TASK_HOURS * at.hourlyRate;
  const value = worth * TASK_CERTAINTY * (TASK_WEIGHT[task.priority] ?? TASK_WEIGHT.low) * taskDue(days);
  return new Move(
    {
      id: task.id,
      kind: "task",
      category: task.category ?? "General",
      value,
      workflowId: task.workflowId ?? undefined,
    },
    { task, days, impact },
    TASK,
  );
}

const TASK: MoveWriter<OpenTask> = {
  search: ({ task }) => `${task.title} ${task.description ?? ""} ${task.businessImpact ?? ""} ${task.id}`.toLowerCase(),
  task: ({ task, days, impact }, m) => {
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
    // Nothing to cite: say why it is on the list at all (issue 24 §3).
    if (days === null && !task.businessImpact) {
      reasons.splice(0, reasons.length, `your own ${task.priority} priority task, with no due date or stated impact`);
    }
    const reason = reasons.join("; ");
    return written(m, {
      title: task.title,
      description: task.description ?? "",
      estimatedTime: task.estimatedTime || 15,
      revenueImpact: impact,
      urgencyReason: reason ? reason[0].toUpperCase() + reason.slice(1) : "",
      dueDate: task.dueDate,
      action: null,
    });
  },
};

/** "Move this workflow forward": an active workflow with no open step (its open steps are moves of their own). */
export function workflowMove(wf: WorkflowFacts, at: FocusAt): ScoredMove | null {
  if (wf.status !== "active" || wf.progress >= 100 || wf.openSteps > 0) return null;
  return new Move(
    { id: `workflow:${wf.id}`, kind: "workflow", category: "Workflows", value: at.hourlyRate * WORKFLOW_FACTOR },
    wf,
    WORKFLOW,
  );
}

const WORKFLOW: MoveWriter<WorkflowFacts> = {
  search: (wf, m) => `${wf.title} ${m.id}`.toLowerCase(),
  task: (wf, m) =>
    written(m, {
      title: `Move "${wf.title}" forward`,
      description: `This workflow is ${wf.progress}% done. Pick its next step.`,
      estimatedTime: 20,
      revenueImpact: null,
      urgencyReason: `Active workflow at ${wf.progress}%`,
      dueDate: null,
      action: { type: "open", href: "/workflows" },
    }),
};

interface ContentGap {
  content: ContentFacts;
  target: number;
  missing: number;
}

export function contentMove(content: ContentFacts, at: FocusAt): ScoredMove | null {
  if (!content.postsToSocial) return null;
  const target = POSTS_PER_WEEK[content.contentFrequency] ?? 0;
  const missing = target - content.postsNextWeek;
  if (target === 0 || missing <= 0) return null;
  return new Move(
    {
      id: "content:week",
      kind: "content",
      category: "Content",
      value: missing * 0.5 * at.hourlyRate * CONTENT_FACTOR,
    },
    { content, target, missing },
    CONTENT,
  );
}

const contentTitle = (missing: number) => `Schedule ${plural(missing, "more post")} for this week`;

const CONTENT: MoveWriter<ContentGap> = {
  search: ({ missing }, m) => `${contentTitle(missing)} ${m.id}`.toLowerCase(),
  task: ({ content, target, missing }, m) =>
    written(m, {
      title: contentTitle(missing),
      description: "Batch them in one sitting: answer five questions and The Creator drafts the captions.",
      estimatedTime: 30,
      revenueImpact: null,
      urgencyReason: `${content.postsNextWeek} of ${target} posts scheduled for the next 7 days (your plan: ${content.contentFrequency.replaceAll("-", " ")})`,
      dueDate: null,
      // "Posts behind plan" opens the content calendar (issue 11 §5).
      action: { type: "open", href: "/content?view=calendar" },
    }),
};

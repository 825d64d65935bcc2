import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { notFound } from "../errors";
import type { WorkflowView } from "./schemas";

/** The columns of a workflow view, over `workflows w` (the list and single reads share them). */
export const WORKFLOW_COLUMNS = `w.id, w.title, w.description, w.category, w.status, w.target_outcome as targetOutcome,
  w.estimated_duration as estimatedDuration, w.progress, w.ai_recommendation as aiRecommendation,
  w.created_at as createdAt, w.updated_at as updatedAt,
  (select count(*) from tasks s where s.workflow_id = w.id) as stepsTotal,
  (select count(*) from tasks s where s.workflow_id = w.id and s.completed = 1) as stepsDone,
  (select count(*) from tasks s join task_delegations d on d.task_id = s.id
     where s.workflow_id = w.id and s.completed = 0 and d.completed_at is null) as stepsDelegated,
  (select json_object('id', s.id, 'title', s.title, 'dueDate', s.due_date) from tasks s
     where s.workflow_id = w.id and s.completed = 0
     order by coalesce(s.due_date, '9999-12-31'), s.created_at, s.id limit 1) as nextStep`;

export interface WorkflowRow {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  status: string;
  targetOutcome: string | null;
  estimatedDuration: number | null;
  progress: number;
  aiRecommendation: string | null;
  createdAt: number;
  updatedAt: number;
  stepsTotal: number;
  stepsDone: number;
  stepsDelegated: number;
  nextStep: string | null;
}

export function toWorkflowView(r: WorkflowRow): WorkflowView {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    status: r.status,
    targetOutcome: r.targetOutcome,
    estimatedDuration: r.estimatedDuration,
    progress: r.progress,
    aiRecommendation: r.aiRecommendation,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    steps: { total: r.stepsTotal, completed: r.stepsDone, delegated: r.stepsDelegated },
    nextStep: r.nextStep ? (JSON.parse(r.nextStep) as WorkflowView["nextStep"]) : null,
  };
}

/** One of the owner's workflows as the API shows it; another owner's id is a plain 404. */
export function getWorkflowView(ctx: OwnerContext, id: string): WorkflowView {
  const row = prepared(ctx.db, "workflows:one", (d) =>
    d.$client.prepare<[string, string], WorkflowRow>(
      `select ${WORKFLOW_COLUMNS} from workflows w where w.id = ? and w.user_id = ?`,
    ),
  ).get(id, ctx.userId);
  if (!row) throw notFound("Workflow");
  return toWorkflowView(row);
}

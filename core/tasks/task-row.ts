import type { TaskView } from "./schemas";

/** A task's columns for hand-written SQL over `tasks t`, named as `TaskRow` reads them. */
export const TASK_COLUMNS = `t.id, t.title, t.description, t.priority, t.category, t.estimated_time as estimatedTime, t.completed,
    t.due_date as dueDate, t.completed_at as completedAt, t.workflow_id as workflowId, t.ai_generated as aiGenerated,
    t.business_impact as businessImpact, t.created_at as createdAt`;

/** A row read with `TASK_COLUMNS`: SQLite's 0/1 flags and epoch milliseconds. */
export interface TaskRow {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
  estimatedTime: number;
  completed: number;
  dueDate: string | null;
  completedAt: number | null;
  workflowId: string | null;
  aiGenerated: number;
  businessImpact: string | null;
  createdAt: number;
}

/** The task as the API serves it, from a `TaskRow`. */
export function taskRowView(t: TaskRow): TaskView {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    category: t.category,
    estimatedTime: t.estimatedTime,
    completed: t.completed === 1,
    dueDate: t.dueDate,
    completedAt: t.completedAt === null ? null : new Date(t.completedAt).toISOString(),
    workflowId: t.workflowId,
    aiGenerated: t.aiGenerated === 1,
    businessImpact: t.businessImpact,
    createdAt: new Date(t.createdAt).toISOString(),
  };
}

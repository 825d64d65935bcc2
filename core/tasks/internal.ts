import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks, workflows } from "../db";
import { AppError, notFound } from "../errors";
import type { TaskView } from "./schemas";

type Task = typeof tasks.$inferSelect;

export function getTaskOfOwner(ctx: OwnerContext, id: string): Task {
  const task = ctx.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.userId, ctx.userId)))
    .get();
  if (!task) throw notFound("Task");
  return task;
}

/** A task may only point at one of the owner's own workflows. */
export function assertOwnWorkflow(ctx: OwnerContext, workflowId: string | null | undefined): void {
  if (!workflowId) return;
  const wf = ctx.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.userId, ctx.userId)))
    .get();
  if (!wf)
    throw new AppError("VALIDATION", "Invalid input: workflowId", { workflowId: "Choose one of your workflows" });
}

export function toTaskView(t: Task): TaskView {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    category: t.category,
    estimatedTime: t.estimatedTime,
    completed: t.completed,
    dueDate: t.dueDate,
    completedAt: t.completedAt?.toISOString() ?? null,
    workflowId: t.workflowId,
    aiGenerated: t.aiGenerated,
    businessImpact: t.businessImpact,
    createdAt: t.createdAt.toISOString(),
  };
}

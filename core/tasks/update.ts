import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks } from "../db";
import { AppError, notFound } from "../errors";
import { findOpenMove } from "../focus/find";
import { ownerToday } from "../users";
import { parseInput } from "../validation";
import { assertOwnWorkflow, getTaskOfOwner, toTaskView } from "./internal";
import { UpdateTaskInput } from "./schemas";

const DERIVED = /^(invoice|client|content|workflow|fold|post|unbilled):/;

/**
 * PUT /api/tasks/{id}. A stored task is updated (Done sets completedAt). A move the engine derived
 * (`invoice:…`, `client:…`) can only be marked done: it is recorded as a completed task and stays
 * dismissed for the rest of the day.
 */
export function updateTask({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(UpdateTaskInput, input);
  if (DERIVED.test(id)) return completeDerivedMove(ctx, id, data.completed);
  const task = getTaskOfOwner(ctx, id);
  assertOwnWorkflow(ctx, data.workflowId);
  const { completed, ...fields } = data;
  const now = ctx.clock.now();
  const changes = {
    ...Object.fromEntries(Object.entries(fields).filter(([k]) => k in (input as object))),
    ...(completed === undefined ? {} : { completed, completedAt: completed ? (task.completedAt ?? now) : null }),
  };
  if (Object.keys(changes).length === 0) {
    throw new AppError("VALIDATION", "Nothing to change: send at least one field", {
      root: "Nothing to change: send at least one field",
    });
  }
  const row = ctx.db.update(tasks).set(changes).where(eq(tasks.id, task.id)).returning().get();
  return toTaskView(row);
}

function completeDerivedMove(ctx: OwnerContext, id: string, completed: boolean | undefined) {
  if (completed !== true) {
    throw new AppError("VALIDATION", "A suggested move can only be marked done", {
      completed: "A suggested move can only be marked done",
    });
  }
  const move = findOpenMove(ctx, id);
  if (!move) throw notFound("Task");
  const now = ctx.clock.now();
  const row = ctx.db
    .insert(tasks)
    .values({
      userId: ctx.userId,
      title: move.title,
      description: move.description,
      priority: move.automatedPriority === "critical" ? "high" : move.automatedPriority,
      category: move.category,
      estimatedTime: move.estimatedTime,
      completed: true,
      completedAt: now,
      aiGenerated: true,
      businessImpact: move.urgencyReason,
      generatedDate: now,
      sourceKey: `${id}@${ownerToday(ctx)}`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  return row ? toTaskView(row) : { ...move, completed: true };
}

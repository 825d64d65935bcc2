import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks } from "../db";
import { AppError } from "../errors";
import { ownerToday } from "../users";
import { parseInput } from "../validation";
import { assertOwnWorkflow, getTaskOfOwner, toTaskView } from "./internal";
import type { PrioritizedTask } from "./moves";
import { UpdateTaskInput } from "./schemas";

/**
 * A stored task is updated (Done sets completedAt). PUT /api/tasks/{id} comes through the focus
 * engine's updateTaskOrMove (core/focus/update-task.ts), which also takes the moves it derived.
 */
export function updateTask({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(UpdateTaskInput, input);
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

/**
 * A move the focus engine derived (`invoice:…`, `client:…`), marked done: recorded as a completed task
 * whose key keeps it dismissed for the rest of the owner's day (core/focus/update-task.ts).
 */
export function recordCompletedMove(ctx: OwnerContext, id: string, move: PrioritizedTask) {
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

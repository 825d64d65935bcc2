import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks, taskSuggestions, workflows } from "../db";
import { conflict } from "../errors";
import { toTaskView } from "../tasks";
import { getSuggestionOfOwner, toSuggestionView } from "./internal";
import { TASK_CATEGORY_OF } from "./schemas";

/**
 * POST /api/task-suggestions/{id}/accept: a pending suggestion becomes one of the owner's tasks (AI
 * generated, in its workflow when that still exists) and is marked accepted, in one transaction.
 * Accepting twice is a 409: the task exists once.
 */
export function acceptSuggestion({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const s = getSuggestionOfOwner(ctx, id);
    if (s.status !== "pending") throw conflict(`This suggestion was already ${s.status}.`);
    const workflowStillThere =
      s.workflowId && tx.select({ id: workflows.id }).from(workflows).where(eq(workflows.id, s.workflowId)).get();
    const task = tx
      .insert(tasks)
      .values({
        userId: ctx.userId,
        title: s.title,
        description: [s.description, s.reasoning ? `Why: ${s.reasoning}` : null].filter(Boolean).join("\n\n") || null,
        priority: s.priority,
        category: s.taskCategory ?? TASK_CATEGORY_OF[s.category ?? ""] ?? "Operations",
        estimatedTime: s.estimatedTime,
        businessImpact: s.potentialImpact,
        workflowId: workflowStillThere ? s.workflowId : null,
        aiGenerated: true,
        generatedDate: new Date(s.createdAt),
        createdAt: now,
      })
      .returning()
      .get();
    tx.update(taskSuggestions)
      .set({ status: "accepted", taskId: task.id, decidedAt: now })
      .where(eq(taskSuggestions.id, s.id))
      .run();
    return {
      success: true,
      message: "AI suggestion has been added to your tasks!",
      task: toTaskView(task),
      suggestion: toSuggestionView({ ...s, status: "accepted", taskId: task.id }),
    };
  });
}

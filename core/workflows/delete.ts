import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks, workflows } from "../db";
import { getWorkflowView } from "./internal";

/**
 * DELETE /api/workflows/{id}: the workflow and its open steps (a helper's link to one of them stops
 * working). Completed steps stay in the owner's task history, no longer attached to a workflow.
 */
export function deleteWorkflow({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const workflow = getWorkflowView(ctx, id);
  const removedSteps = ctx.db.transaction((tx) => {
    const removed = tx
      .delete(tasks)
      .where(and(eq(tasks.workflowId, workflow.id), eq(tasks.userId, ctx.userId), eq(tasks.completed, false)))
      .run().changes;
    tx.delete(workflows)
      .where(and(eq(workflows.id, workflow.id), eq(workflows.userId, ctx.userId)))
      .run();
    return removed;
  });
  return { success: true, removedSteps };
}

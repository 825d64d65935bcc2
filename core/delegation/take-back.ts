import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { taskDelegations } from "../db";
import { conflict, notFound } from "../errors";
import { getTaskOfOwner } from "../tasks";
import { delegationOfTask } from "./internal";

/**
 * DELETE /api/tasks/{id}/delegation: the owner takes an open task back; the helper's link stops
 * working and the task is the owner's move again. A task the helper finished keeps its record.
 */
export function takeBackTask({ ctx, taskId }: { ctx: OwnerContext; taskId: string }) {
  const task = getTaskOfOwner(ctx, taskId);
  const delegation = delegationOfTask(ctx, task.id);
  if (!delegation) throw notFound("Delegation");
  if (delegation.completedAt) {
    throw conflict(
      delegation.completedBy === "helper"
        ? `${delegation.helperName} already marked "${task.title}" done; there is nothing to take back.`
        : `"${task.title}" is already done; there is nothing to take back.`,
    );
  }
  ctx.db.delete(taskDelegations).where(eq(taskDelegations.id, delegation.id)).run();
  return { success: true, message: `"${task.title}" is yours again; ${delegation.helperName}'s link no longer works.` };
}

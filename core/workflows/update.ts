import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { workflows } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getWorkflowView } from "./internal";
import { UpdateWorkflowInput } from "./schemas";

/**
 * PUT /api/workflows/{id}: the fields sent (Pause sends `{status: "paused"}`, Activate `{status:
 * "active"}`). Progress and completion follow the steps and cannot be typed. Activating a workflow
 * whose steps are all done leaves it completed.
 */
export function updateWorkflow({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(UpdateWorkflowInput, input);
  const current = getWorkflowView(ctx, id);
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(data).filter(([k, v]) => k !== "progress" && v !== undefined && k in (input as object)),
  );
  if (Object.keys(changes).length === 0) {
    throw new AppError("VALIDATION", "Nothing to change: send at least one field", {
      root: "Nothing to change: send at least one field",
    });
  }
  if (changes.status === "active" && current.steps.total > 0 && current.steps.completed === current.steps.total) {
    changes.status = "completed";
  }
  ctx.db
    .update(workflows)
    .set({ ...changes, updatedAt: ctx.clock.now() })
    .where(and(eq(workflows.id, current.id), eq(workflows.userId, ctx.userId)))
    .run();
  return getWorkflowView(ctx, current.id);
}

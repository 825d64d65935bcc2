import type { OwnerContext } from "../context";
import { workflows } from "../db";
import { parseInput } from "../validation";
import { getWorkflowView } from "./internal";
import { CreateWorkflowInput } from "./schemas";

/** POST /api/workflows: a workflow with no steps yet (progress 0); steps are tasks with its id. */
export function createWorkflow({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(CreateWorkflowInput, input);
  const now = ctx.clock.now();
  const row = ctx.db
    .insert(workflows)
    .values({ ...data, userId: ctx.userId, createdAt: now, updatedAt: now })
    .returning({ id: workflows.id })
    .get();
  return getWorkflowView(ctx, row.id);
}

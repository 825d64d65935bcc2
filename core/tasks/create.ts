import type { OwnerContext } from "../context";
import { tasks } from "../db";
import { parseInput } from "../validation";
import { assertOwnWorkflow, toTaskView } from "./internal";
import { CreateTaskInput } from "./schemas";

export function createTask({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(CreateTaskInput, input);
  assertOwnWorkflow(ctx, data.workflowId);
  const row = ctx.db
    .insert(tasks)
    .values({ ...data, userId: ctx.userId, createdAt: ctx.clock.now() })
    .returning()
    .get();
  return toTaskView(row);
}

import type { OwnerContext } from "../context";
import { AppError, notFound } from "../errors";
import { recordCompletedMove, updateTask, UpdateTaskInput } from "../tasks";
import { parseInput } from "../validation";
import { findOpenMove } from "./find";

const DERIVED = /^(invoice|client|content|workflow|fold|post|unbilled|quote):/;

/**
 * PUT /api/tasks/{id}. A stored task is updated (core/tasks, Done sets completedAt). A move the engine
 * derived (`invoice:…`, `client:…`) can only be marked done: it is recorded as a completed task and
 * stays dismissed for the rest of the day.
 */
export function updateTaskOrMove({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  if (!DERIVED.test(id)) return updateTask({ ctx, id, input });
  const data = parseInput(UpdateTaskInput, input);
  if (data.completed !== true) {
    throw new AppError("VALIDATION", "A suggested move can only be marked done", {
      completed: "A suggested move can only be marked done",
    });
  }
  const move = findOpenMove(ctx, id);
  if (!move) throw notFound("Task");
  return recordCompletedMove(ctx, id, move);
}

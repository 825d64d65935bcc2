import { desc, eq, and, isNull } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks } from "../db/schema";
import { toTaskView } from "./internal";

/** The owner's stored tasks (their own and the completed money moves), newest first. */
export function listTasks({ ctx }: { ctx: OwnerContext }) {
  return ctx.db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, ctx.userId))
    .orderBy(desc(tasks.createdAt))
    .all()
    .map(toTaskView);
}

/** Open tasks the owner created (not the records of completed derived moves). */
export function openOwnTasks(ctx: OwnerContext) {
  return ctx.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, ctx.userId), eq(tasks.completed, false), isNull(tasks.sourceKey)))
    .all();
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { tasks } from "../db";
import { getTaskOfOwner } from "./internal";

export function deleteTask({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const task = getTaskOfOwner(ctx, id);
  ctx.db.delete(tasks).where(eq(tasks.id, task.id)).run();
  return { success: true };
}

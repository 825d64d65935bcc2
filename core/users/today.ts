import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { users } from "../db/schema";
import { todayIn } from "../time";

/** Today ('YYYY-MM-DD') in the owner's time zone. */
export function ownerToday(ctx: OwnerContext): string {
  const owner = ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ctx.userId)).get();
  return todayIn(owner?.timeZone ?? "UTC", ctx.clock.now());
}

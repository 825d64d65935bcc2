import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { todayIn } from "../time";

const statements = new WeakMap<Database.Database, Database.Statement>();

/** Today ('YYYY-MM-DD') in the owner's time zone. */
export function ownerToday(ctx: OwnerContext): string {
  let stmt = statements.get(ctx.db.$client);
  if (!stmt) {
    stmt = ctx.db.$client.prepare("select time_zone from users where id = ?").pluck();
    statements.set(ctx.db.$client, stmt);
  }
  return todayIn((stmt.get(ctx.userId) as string | undefined) ?? "UTC", ctx.clock.now());
}

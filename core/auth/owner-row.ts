import { eq, sql } from "drizzle-orm";
import { type Db, prepared, users, type User } from "../db";

const MAX_OWNERS = 1000;
const rows = new WeakMap<object, Map<string, { revision: number; user: User }>>();

/**
 * The owner's row as of `revision` (their data revision, which a trigger bumps on every update of
 * the users row): the session and token lookups read two narrow columns and take the full row from
 * here, reading it again only after it may have changed. The row is shared: callers never mutate it.
 */
export function ownerRow(db: Db, userId: string, revision: number): User | null {
  let cache = rows.get(db.$client);
  if (!cache) {
    cache = new Map();
    rows.set(db.$client, cache);
  }
  const hit = cache.get(userId);
  if (hit && hit.revision === revision) return hit.user;
  const user = prepared(db, "auth.ownerRow", (d) =>
    d
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id: userId });
  cache.delete(userId);
  if (!user) return null;
  cache.set(userId, { revision, user: Object.freeze(user) as User });
  if (cache.size > MAX_OWNERS) cache.delete(cache.keys().next().value!);
  return user;
}

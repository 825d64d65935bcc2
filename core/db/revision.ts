import type Database from "better-sqlite3";
import type { Db } from "./client";

// Read on every cached request: a prepared statement per connection keeps it to a few microseconds.
const statements = new WeakMap<Database.Database, Database.Statement>();

/** The owner's data revision: it changes whenever any process writes the owner's business data. */
export function ownerRevision(db: Db, userId: string): number {
  let stmt = statements.get(db.$client);
  if (!stmt) {
    stmt = db.$client.prepare("select revision from owner_revisions where user_id = ?").pluck();
    statements.set(db.$client, stmt);
  }
  return (stmt.get(userId) as number | undefined) ?? 0;
}

import type { Db } from "./client";
import { prepared } from "./prepared";

/** The owner's data revision: it changes whenever any process writes the owner's business data. */
export function ownerRevision(db: Db, userId: string): number {
  // Read on every cached request: a prepared statement keeps it to a few microseconds.
  const query = prepared(db, "revision.owner", (d) =>
    d.$client.prepare<[string], number>("select revision from owner_revisions where user_id = ?").pluck(),
  );
  return query.get(userId) ?? 0;
}

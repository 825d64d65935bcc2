import type { Db } from "./client";

/**
 * Runs `fn` in a transaction, or as part of the one already open on this connection: a verb that is
 * both called on its own and from inside a bigger change (the reminder job queues thousands of emails
 * in one) does not pay a savepoint per call.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.$client.inTransaction ? fn() : db.transaction(fn);
}

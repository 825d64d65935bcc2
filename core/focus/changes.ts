// The change log SQLite triggers fill (drizzle/0012_focus_change_log.sql): which invoices, clients and
// tasks of an owner changed since a sequence number, from any process. The engine reads it on each
// focus read; the server's jobs prune it.
import type { Db } from "../db";
import { prepared } from "../db/prepared";

export interface Change {
  seq: number;
  /** `posts`: a post's delivery changed (row: the post); the engine reads the owner's posts whole. */
  kind: "invoice" | "client" | "task" | "posts";
  rowId: string;
}

/**
 * The owner's changes after `since`, oldest first, at most `limit` (a longer log is a bulk change:
 * rebuilding costs less than replaying it). `prunedThrough` is read after them, so a prune that ran
 * meanwhile is seen: a reader that saw less than it has to rebuild.
 */
export function changesSince(db: Db, userId: string, since: number, limit: number) {
  const changes = prepared(db, "focus:changes", (d) =>
    d.$client.prepare<[string, number, number], Change>(
      "select seq, kind, row_id as rowId from focus_changes where user_id = ? and seq > ? order by seq limit ?",
    ),
  ).all(userId, since, limit);
  return { changes, prunedThrough: prunedThrough(db) };
}

/** Where a rebuild starts reading the log from: the owner's last change, or the pruned mark if later. */
export function logPosition(db: Db, userId: string): number {
  const pruned = prunedThrough(db);
  const last = prepared(db, "focus:changes:last", (d) =>
    d.$client.prepare<[string], number>("select coalesce(max(seq), 0) from focus_changes where user_id = ?").pluck(),
  ).get(userId)!;
  return Math.max(pruned, last);
}

function prunedThrough(db: Db): number {
  return (
    prepared(db, "focus:changes:pruned", (d) =>
      d.$client.prepare<[], number>("select pruned_through from focus_change_log where id = 1").pluck(),
    ).get() ?? 0
  );
}

/** Rows of the log kept by a prune: enough for any reader a few minutes behind. */
export const CHANGES_KEPT = 20_000;

/**
 * Deletes all but the last `keep` changes and records how far, in one transaction (the server's hourly
 * job). A cache that read less than that rebuilds on its next read.
 */
export function pruneChanges(db: Db, keep = CHANGES_KEPT): { pruned: number } {
  const sqlite = db.$client;
  return db.transaction(() => {
    const max = sqlite.prepare("select coalesce(max(seq), 0) from focus_changes").pluck().get() as number;
    const through = max - keep;
    if (through <= 0) return { pruned: 0 };
    const pruned = sqlite.prepare("delete from focus_changes where seq <= ?").run(through).changes;
    if (pruned === 0) return { pruned };
    sqlite.prepare("update focus_change_log set pruned_through = max(pruned_through, ?) where id = 1").run(through);
    return { pruned };
  });
}

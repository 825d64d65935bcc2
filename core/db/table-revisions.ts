import type { Db } from "./client";
import { prepared } from "./prepared";

export type RevisedTable =
  "clients" | "invoices" | "tasks" | "workflows" | "events" | "users" | "task_delegations" | "quotes";

/**
 * The owner's revision of each table (bumped by triggers on every write, from any process; 0 before
 * the first write). One prepared read of a handful of rows.
 */
export function tableRevisions(db: Db, userId: string): Record<RevisedTable, number> {
  const rows = prepared(db, "revision.tables", (d) =>
    d.$client.prepare<[string], { tbl: RevisedTable; revision: number }>(
      "select tbl, revision from owner_table_revisions where user_id = ?",
    ),
  ).all(userId);
  const out: Record<RevisedTable, number> = {
    clients: 0,
    invoices: 0,
    tasks: 0,
    workflows: 0,
    events: 0,
    users: 0,
    task_delegations: 0,
    quotes: 0,
  };
  for (const r of rows) out[r.tbl] = r.revision;
  return out;
}

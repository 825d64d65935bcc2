// The revision triggers are written by hand in drizzle/*.sql, one migration at a time: every table that
// holds an owner's data must bump owner_revisions on insert, update and delete (read caches key on it:
// core/db/revision.ts), and the tables core/db/table-revisions.ts reads must also bump their own
// revision in owner_table_revisions. This reads the migrated database and names any table that lacks one.
import type Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/db";
import { tableRevisions } from "./table-revisions";

type Write = "insert" | "update" | "delete";
const WRITES: readonly Write[] = ["insert", "update", "delete"];

/**
 * Tables that hold an owner's data but deliberately bump no revision, with the writes exempted and why.
 * A write here must not invalidate the owner's kept answers, or is already covered by a table that bumps.
 */
const EXEMPT: Record<string, { writes: readonly Write[]; why: string }> = {
  // The counters themselves.
  owner_revisions: { writes: WRITES, why: "the owner's revision itself" },
  owner_table_revisions: { writes: WRITES, why: "the per-table revisions themselves" },
  // Sign-in bookkeeping: written on sign-in and on every request (last used); none of it is in a kept
  // answer, and bumping on it would make every request throw the owner's kept answers away
  // (core/db/revision.test.ts "does not change on sign-in bookkeeping").
  sessions: { writes: WRITES, why: "sign-in bookkeeping, touched by requests" },
  api_tokens: { writes: WRITES, why: "sign-in bookkeeping: last used on every request" },
  // Credentials and sign-ins in progress with an outside service, read only to call it.
  canva_connections: { writes: WRITES, why: "Canva access and refresh tokens, refreshed by the sync" },
  canva_oauth_states: { writes: WRITES, why: "a Canva sign-in in progress (10 minutes)" },
  social_connections: {
    writes: WRITES,
    why: "refresh tokens and expiry of one-click connections; the access token in users bumps",
  },
  social_oauth_states: { writes: WRITES, why: "a social sign-in in progress (10 minutes)" },
  // Kept by triggers from tables that bump already: a write here is always part of one there.
  invoice_totals: { writes: WRITES, why: "sums of invoices, kept by the invoices' triggers" },
  invoice_paid_totals: { writes: WRITES, why: "sums of invoice payments, kept by triggers on tables that bump" },
  focus_changes: { writes: WRITES, why: "the focus engine's change log, filled by triggers on tables that bump" },
  // Queues and once-only claims of jobs: no screen reads them; what they lead to (an email in
  // email_outbox, a webhook delivery, a plan in subscriptions and users) bumps where it is written.
  domain_events: { writes: WRITES, why: "the after-commit event queue (core/events)" },
  daily_digests: { writes: WRITES, why: "the morning digest's once-a-day claim; its email is in email_outbox" },
  growth_pulses: { writes: WRITES, why: "the weekly pulse's once-a-week claim; its email is in email_outbox" },
  support_requests: { writes: WRITES, why: "a Help & Support message, never shown back; its email is in email_outbox" },
  checkout_payments: {
    writes: WRITES,
    why: "a plan payment in progress; the plan it buys is in subscriptions and users",
  },
  // The owner's own row: no answer is kept for an owner before the row exists or after it is gone.
  users: { writes: ["insert", "delete"], why: "the owner's row: only its updates change kept answers" },
};

/** Tables that hold no owner's data (nothing reaches an owner from them). */
const NOT_OWNER_DATA: Record<string, string> = {
  signin_throttles: "security counters keyed by hashes of addresses, for every sign-in attempt",
  focus_change_log: "how far the focus engine's change log was pruned (one row for all owners)",
  instance_settings: "the server's public address, one row for every owner (core/instance)",
};

interface Column {
  name: string;
}
interface ForeignKey {
  table: string;
  from: string;
}
interface Trigger {
  name: string;
  sql: string;
}

/**
 * Every table holding owner data with the columns that name its owner: `user_id`, the owner's own row's
 * `id`, or a foreign key to a table holding owner data (followed as far as it goes).
 */
function ownerTables(sqlite: Database.Database): Map<string, string[]> {
  const names = sqlite
    .prepare<[], string>(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .pluck()
    .all();
  const columns = (t: string) => (sqlite.prepare(`pragma table_info("${t}")`).all() as Column[]).map((c) => c.name);
  const keys = (t: string) => sqlite.prepare(`pragma foreign_key_list("${t}")`).all() as ForeignKey[];
  const owned = new Map<string, string[]>([["users", ["id"]]]);
  for (const t of names) if (t !== "users" && columns(t).includes("user_id")) owned.set(t, ["user_id"]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of names) {
      if (owned.has(t)) continue;
      const via = keys(t).filter((k) => owned.has(k.table));
      if (via.length) {
        owned.set(
          t,
          via.map((k) => k.from),
        );
        grew = true;
      }
    }
  }
  for (const t of names) {
    if (!owned.has(t) && !NOT_OWNER_DATA[t]) throw new Error(`${t}: reaches no owner; say why in NOT_OWNER_DATA`);
  }
  return owned;
}

const WRITE_SQL: Record<Write, RegExp> = {
  insert: /\bAFTER\s+INSERT\s+ON\b/i,
  update: /\bAFTER\s+UPDATE(\s+OF\s+[^]*?)?\s+ON\b/i,
  delete: /\bAFTER\s+DELETE\s+ON\b/i,
};

/**
 * What is missing, one line per table and revision: a trigger AFTER each write that bumps the owner's
 * revision (`INSERT INTO owner_revisions`), for the row's owner (NEW.<owner column> on insert and update,
 * OLD.<owner column> on delete); and for the tables core/db/table-revisions.ts reads, one that bumps the
 * table's own revision in owner_table_revisions. Exemptions that no longer apply are reported too.
 */
function revisionGaps(sqlite: Database.Database, perTable: readonly string[]): string[] {
  const owned = ownerTables(sqlite);
  const triggers = (t: string) =>
    sqlite.prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = ?").all(t) as Trigger[];
  const gaps: string[] = [];
  const bumps = (t: string, write: Write, target: RegExp, extra: (sql: string) => boolean) => {
    const row = write === "delete" ? "OLD" : "NEW";
    const forOwner = (sql: string) => owned.get(t)!.some((c) => new RegExp(`\\b${row}\\.${c}\\b`, "i").test(sql));
    return triggers(t).some(
      (tr) => WRITE_SQL[write].test(tr.sql) && target.test(tr.sql) && forOwner(tr.sql) && extra(tr.sql),
    );
  };
  for (const t of [...owned.keys()].sort()) {
    const exempt = EXEMPT[t]?.writes ?? [];
    const missing = WRITES.filter(
      (w) => !exempt.includes(w) && !bumps(t, w, /\bINSERT\s+INTO\s+owner_revisions\b/i, () => true),
    );
    if (missing.length) gaps.push(`${t}: no owner_revisions trigger after ${missing.join(", ")}`);
    const needless = exempt.filter((w) => bumps(t, w, /\bINSERT\s+INTO\s+owner_revisions\b/i, () => true));
    if (needless.length) gaps.push(`${t}: exempt from ${needless.join(", ")} but has the trigger; drop the exemption`);
  }
  for (const t of perTable) {
    if (!owned.has(t)) {
      gaps.push(`${t}: core/db/table-revisions.ts reads its revision, but it holds no owner data`);
      continue;
    }
    const exempt = EXEMPT[t]?.writes ?? [];
    const own = new RegExp(`'${t}'`);
    const missing = WRITES.filter(
      (w) => !exempt.includes(w) && !bumps(t, w, /\bINSERT\s+INTO\s+owner_table_revisions\b/i, (sql) => own.test(sql)),
    );
    if (missing.length) gaps.push(`${t}: no owner_table_revisions trigger for '${t}' after ${missing.join(", ")}`);
  }
  for (const t of Object.keys(EXEMPT)) if (!owned.has(t)) gaps.push(`${t}: exempt, but holds no owner data (gone?)`);
  for (const t of Object.keys(NOT_OWNER_DATA)) {
    if (owned.has(t)) gaps.push(`${t}: listed as not owner data, but reaches an owner`);
  }
  return gaps;
}

/** The tables core/db/table-revisions.ts reads, as it lists them. */
const perTable = (db: ReturnType<typeof freshDatabase>["db"]) => Object.keys(tableRevisions(db, "nobody"));

describe("the revision triggers", () => {
  it("bump the owner's revision on every write to every table holding owner data, and the per-table revisions", () => {
    const { db } = freshDatabase();
    expect(revisionGaps(db.$client, perTable(db))).toEqual([]);
  });

  it("name the table and the write when a trigger is missing or a new owner table has none", () => {
    const { db } = freshDatabase();
    const sqlite = db.$client;
    sqlite.exec("drop trigger rev_quotes_del; drop trigger trev_tasks_upd; drop trigger rev_content_assets_ins");
    sqlite.exec(
      "create table owner_notes (id text primary key, user_id text not null references users(id)); " +
        "create table owner_note_tags (id text primary key, note_id text not null references owner_notes(id))",
    );
    expect(revisionGaps(sqlite, perTable(db))).toEqual([
      "content_assets: no owner_revisions trigger after insert",
      "owner_note_tags: no owner_revisions trigger after insert, update, delete",
      "owner_notes: no owner_revisions trigger after insert, update, delete",
      "quotes: no owner_revisions trigger after delete",
      "tasks: no owner_table_revisions trigger for 'tasks' after update",
    ]);
  });
});

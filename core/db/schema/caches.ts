// Kept by triggers for fast reads: the owner's data revisions, the focus engine's change log and the
// invoice totals per owner, currency and day.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * A counter per owner, bumped by triggers (drizzle/0001_owner_revision_triggers.sql) on every write
 * to the owner's business data, whichever process makes it. Caches of computed reads (the invoice
 * list, the dashboard) are keyed by it, so they stay correct when several processes share the file.
 */
export const ownerRevisions = sqliteTable("owner_revisions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  revision: integer("revision").notNull().default(0),
});

/**
 * A counter per owner and table, bumped by triggers (drizzle/0004_table_revisions.sql) beside the
 * owner's revision: the focus engine keeps each part of its figures (invoices, tasks, clients, …) until
 * the tables that part reads change, so a write to one recomputes only what depends on it.
 */
export const ownerTableRevisions = sqliteTable(
  "owner_table_revisions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    table: text("tbl").notNull(),
    revision: integer("revision").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.table] })],
);

/**
 * The focus engine's change log: which invoices, clients and tasks of an owner changed, in order,
 * written by triggers (drizzle/0012_focus_change_log.sql) whichever process writes. The engine reads
 * the rows after the last one it saw and re-scores only those (core/focus/engine.ts); the server's jobs
 * prune old rows and record how far in `focus_change_log`.
 */
export const focusChanges = sqliteTable(
  "focus_changes",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    // Deleting an owner deletes their log with them (the triggers write nothing for a deleted owner).
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** invoice | client | task | posts */
    kind: text("kind").notNull(),
    rowId: text("row_id").notNull(),
  },
  (t) => [index("focus_changes_user_seq_idx").on(t.userId, t.seq)],
);

/** One row: the highest change sequence pruned so far (a cache that saw less rebuilds). */
export const focusChangeLog = sqliteTable("focus_change_log", {
  id: integer("id").primaryKey(),
  prunedThrough: integer("pruned_through").notNull().default(0),
});

/**
 * Invoice counts and sums per owner, currency, stored status, due date and whether it was sent,
 * kept by triggers on every insert, update and delete of an invoice, from any process
 * (drizzle/0007_invoice_totals.sql). The invoice summary and the dashboard read their figures from
 * here: a few hundred rows per owner instead of every invoice.
 */
export const invoiceTotals = sqliteTable(
  "invoice_totals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    dueDate: text("due_date").notNull(),
    sent: integer("sent").notNull(),
    count: integer("n").notNull(),
    cents: integer("cents").notNull(),
    /** The same sums in the home currency at each invoice's recorded rate; `unrated` counts those without one. */
    homeCents: integer("home_cents").notNull().default(0),
    unrated: integer("unrated").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.status, t.dueDate, t.sent] })],
);

/** Paid invoices' counts and sums per owner, currency and day paid, kept by the same triggers. */
export const invoicePaidTotals = sqliteTable(
  "invoice_paid_totals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    paidDate: text("paid_date").notNull(),
    count: integer("n").notNull(),
    cents: integer("cents").notNull(),
    homeCents: integer("home_cents").notNull().default(0),
    unrated: integer("unrated").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.paidDate] })],
);

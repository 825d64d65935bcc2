// Time tracked for clients, and which invoice billed it (docs/decisions/316-time-tracking.md).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId } from "./accounts";
import { clients } from "./clients";
import { invoices } from "./invoices";

/**
 * One stretch of work for a client: a running timer (no end yet) or a finished entry with its minutes
 * and its amount (minutes × rate, rounded once in core/time-entries/duration.ts), billed once.
 */
export const timeEntries = sqliteTable(
  "time_entries",
  {
    id: id(),
    userId: ownerId(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    description: text("description"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    /** Null while the timer runs. */
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    /** The owner's local day the work started on ('YYYY-MM-DD'): lists and the invoice's lines say it. */
    workDate: text("work_date").notNull(),
    /** Whole minutes; null while the timer runs. */
    minutes: integer("minutes"),
    /** The hourly rate in cents, in `currency`. */
    rateCents: integer("rate_cents").notNull(),
    /** What the entry bills, in cents; null while the timer runs. */
    amountCents: integer("amount_cents"),
    /** The owner's home currency when the entry was made. */
    currency: text("currency").notNull(),
    /** The invoice that billed it: set once (a trigger refuses a second invoice); an invoice deleted frees it. */
    billedInvoiceId: text("billed_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    billedAt: integer("billed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One running timer per owner, held by the database; one index per sort and filter of the paged
  // list (core/time-entries/list.ts), and the client's unbilled work read by index.
  (t) => [
    uniqueIndex("time_entries_one_running_uq")
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index("time_entries_user_started_idx").on(t.userId, t.startedAt, t.id),
    index("time_entries_user_client_started_idx").on(t.userId, t.clientId, t.startedAt, t.id),
    index("time_entries_user_billed_started_idx").on(
      t.userId,
      sql`(${t.billedInvoiceId} is not null)`,
      t.startedAt,
      t.id,
    ),
    index("time_entries_client_unbilled_idx").on(t.clientId, t.billedInvoiceId, t.startedAt),
    index("time_entries_invoice_idx").on(t.billedInvoiceId),
  ],
);

export type TimeEntry = typeof timeEntries.$inferSelect;

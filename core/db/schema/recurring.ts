// Recurring series and the invoice each period made.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId } from "./accounts";
import { clients } from "./clients";
import { invoices } from "./invoices";

/**
 * A recurring invoice series (issue 14 §4, docs/decisions/200-recurring-invoices.md): the lines, the
 * rule (every N days/weeks/months or on a day of the month, from a start date, until an end date or a
 * number of invoices) and where it stands. `next_period` is the index of the next period to invoice;
 * `next_date` its date (null once ended), kept for the job's indexed read.
 */
export const recurringSeries = sqliteTable(
  "recurring_series",
  {
    id: id(),
    userId: ownerId(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    description: text("description"),
    /** The lines each invoice gets (core/invoices/line-totals.ts LineInput). */
    lines: text("lines", { mode: "json" })
      .$type<
        {
          description: string;
          quantityMilli: number;
          unitPriceCents: number;
          taxes: { name: string; rateMilli: number }[];
        }[]
      >()
      .notNull(),
    discountKind: text("discount_kind"),
    discountValue: integer("discount_value"),
    /** Each invoice's total, by the lines rule. */
    amountCents: integer("amount_cents").notNull(),
    /** The currency of each invoice: the owner's home currency when the series was made, kept after it changes. */
    currency: text("currency").notNull().default("USD"),
    /** day, week, month or month_day (on `day_of_month`, every `every` months). */
    unit: text("unit").notNull(),
    every: integer("every").notNull(),
    dayOfMonth: integer("day_of_month"),
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    /** At most this many invoices (periods skipped while paused do not count). */
    maxCount: integer("max_count"),
    /** Each invoice is due this many days after its period's date. */
    dueDays: integer("due_days").notNull(),
    /** Each invoice is emailed to the client through the outbox when made. */
    sendEmail: integer("send_email", { mode: "boolean" }).notNull().default(false),
    /** active, paused or ended. */
    status: text("status").notNull().default("active"),
    /** Why the job paused or ended it (the owner's own pause leaves it null). */
    statusReason: text("status_reason"),
    nextPeriod: integer("next_period").notNull().default(0),
    nextDate: text("next_date"),
    createdCount: integer("created_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_series_due_idx").on(t.status, t.nextDate),
    index("recurring_series_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("recurring_series_client_idx").on(t.clientId),
  ],
);

/** One row per series and period invoiced: the unique key makes each period's invoice happen once. */
export const recurringInvoices = sqliteTable(
  "recurring_invoices",
  {
    id: id(),
    userId: ownerId(),
    seriesId: text("series_id")
      .notNull()
      .references(() => recurringSeries.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    periodDate: text("period_date").notNull(),
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** queued, or why not: no_email (the client has no address), allowance (the hourly allowance was spent); null when not asked. */
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recurring_invoices_period_uq").on(t.seriesId, t.period),
    index("recurring_invoices_invoice_idx").on(t.invoiceId),
  ],
);

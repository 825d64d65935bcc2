// Invoices and what hangs on them: lines, payments, reminders, instalments, late fees and history.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ReminderScheduleJson } from "./reminder-json";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId } from "./accounts";
import { clients } from "./clients";

export const invoices = sqliteTable(
  "invoices",
  {
    id: id(),
    userId: ownerId(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /**
     * Home units (users.default_currency) per unit of `currency`: 1 for an invoice in the home currency,
     * typed by the owner or fetched from the rates source; null when none is known (core/currency/home.ts).
     */
    exchangeRate: real("exchange_rate"),
    /** Where the rate came from: 'home' (same currency), 'owner' (typed), 'frankfurter' (the rates source). */
    rateSource: text("rate_source"),
    /** The day a fetched rate was published for. */
    rateDate: text("rate_date"),
    /** One stored vocabulary (DESIGN.md): draft, pending, paid, overdue. */
    status: text("status").notNull().default("pending"),
    dueDate: text("due_date").notNull(),
    paidDate: text("paid_date"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    description: text("description"),
    /** The invoice discount (core/invoices/line-totals.ts): 'percent' (thousandths of a percent) or 'amount' (cents). */
    discountKind: text("discount_kind"),
    discountValue: integer("discount_value"),
    /** Both tax ids as they were when the invoice was made (a later change of either leaves it as issued). */
    ownerTaxId: text("owner_tax_id"),
    clientTaxId: text("client_tax_id"),
    /** The sum of the invoice's recorded payments (invoice_payments), kept in the same transaction. */
    paidCents: integer("paid_cents").notNull().default(0),
    /** This invoice's reminder schedule instead of its client's or the owner's; null: theirs. */
    reminderSchedule: text("reminder_schedule", { mode: "json" }).$type<ReminderScheduleJson>(),
    /** No automatic reminders (nor late fees) for this invoice. */
    remindersPaused: integer("reminders_paused", { mode: "boolean" }).notNull().default(false),
    /** Unguessable token of the public invoice page (the client's view). */
    publicToken: text("public_token")
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invoices_user_idx").on(t.userId, t.status, t.dueDate),
    index("invoices_client_idx").on(t.clientId),
    // Open invoices by status and due date from the index alone (the invoice summary, the focus
    // engine's reads in core/focus/read-facts.ts); per client, whether one is still open.
    index("invoices_open_cover_idx").on(t.userId, t.status, t.dueDate, t.amountCents, t.id),
    index("invoices_client_status_idx").on(t.clientId, t.status),
    // The ledger's sorts (core/invoices/list.ts), each a keyset over (owner, value, id).
    index("invoices_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("invoices_user_due_idx").on(t.userId, t.dueDate, t.id),
    index("invoices_user_amount_idx").on(t.userId, t.amountCents, t.id),
    index("invoices_user_number_idx").on(t.userId, t.invoiceNumber, t.id),
    // Paid invoices by paid date (money received in a period, core/invoices/received.ts).
    index("invoices_user_paid_idx").on(t.userId, t.status, t.paidDate),
  ],
);

/** Payments recorded against an invoice: by the owner (partial or whole) or by a card payment. */
export const invoicePayments = sqliteTable(
  "invoice_payments",
  {
    id: id(),
    userId: ownerId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived, in the owner's calendar. */
    paidOn: text("paid_on").notNull(),
    /** bank_transfer, card, cash, check or other. */
    method: text("method").notNull(),
    note: text("note"),
    /** The card payment's intent (Stripe or demo): unique, so a repeated webhook records it once. */
    intentId: text("intent_id"),
    /** The payment plan's instalment (position) the client paid on the pay page; null otherwise. */
    instalment: integer("instalment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidOn),
    // Money received in a period (core/invoices/received.ts): an owner's payments by date.
    index("invoice_payments_user_day_idx").on(t.userId, t.paidOn),
    uniqueIndex("invoice_payments_intent_uq").on(t.intentId),
  ],
);

/**
 * An invoice's lines; `amount_cents` is quantity × unit price rounded (core/invoices/line-totals.ts),
 * and the invoice's `amount_cents` is the total of its lines after discount and taxes. An invoice with
 * no lines (made before lines existed) reads as one line of its amount.
 */
export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    id: id(),
    userId: ownerId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantityMilli: integer("quantity_milli").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** [{name, rateMilli}]: each tax's rate in thousandths of a percent. */
    taxes: text("taxes", { mode: "json" }).$type<{ name: string; rateMilli: number }[]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The late fee this line charges (invoice_late_fees); null: an ordinary line. */
    lateFeeId: text("late_fee_id"),
  },
  (t) => [uniqueIndex("invoice_lines_position_uq").on(t.invoiceId, t.position)],
);

/**
 * One row per invoice and reminder step (days from the due date: −3, 0, 1, 3, 7…; spec 001's 1, 3, 7 by
 * default): the unique key makes each send happen once.
 */
export const invoiceReminders = sqliteTable(
  "invoice_reminders",
  {
    id: id(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    stage: integer("stage").notNull(),
    /** The payment plan's instalment the step is about (1, 2…); 0: the invoice as a whole. */
    instalment: integer("instalment").notNull().default(0),
    outboxId: text("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_reminders_step_uq").on(t.invoiceId, t.instalment, t.stage)],
);

/** A payment plan's instalments (docs/decisions/213-payment-plans.md); their amounts sum to the invoice's total when set. */
export const invoiceInstalments = sqliteTable(
  "invoice_instalments",
  {
    id: id(),
    userId: ownerId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    dueDate: text("due_date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_instalments_position_uq").on(t.invoiceId, t.position)],
);

/**
 * A late fee the reminder job charged: one row per invoice and period (the unique key makes each
 * period's fee happen once, even with two servers), its line on the invoice, and the reminder that told
 * the client. Waiving removes the line and keeps the row (waived_at) so the period is never charged again.
 */
export const invoiceLateFees = sqliteTable(
  "invoice_late_fees",
  {
    id: id(),
    userId: ownerId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The owner's day the fee was charged. */
    chargedOn: text("charged_on").notNull(),
    /** The reminder email that carried the notice; null: not told yet. */
    noticeOutboxId: text("notice_outbox_id"),
    waivedAt: integer("waived_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_late_fees_period_uq").on(t.invoiceId, t.period)],
);

/** An invoice's history beyond its emails: payments claimed by the client, payments that did not match. */
export const invoiceEvents = sqliteTable(
  "invoice_events",
  {
    id: id(),
    userId: ownerId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_events_invoice_idx").on(t.invoiceId, t.createdAt)],
);

// What leaves the product or tells the owner: the email outbox, webhooks, notifications, and the
// once-a-day / once-a-week keys of the digest and the Growth Pulse.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, deliveryColumns } from "./columns";
import { ownerId, users } from "./accounts";

/**
 * Every email the product sends, written before delivery is attempted (DESIGN.md "Jobs and delivery").
 * A row is the logical email: its Message-ID is fixed when it is queued, and the delivery worker
 * (core/delivery) claims it with a lease: 'queued' → 'sending' → 'sent' (SMTP) or 'stored' (offline
 * outbox), back to 'queued' with a later `nextAttemptAt` after a passing failure, or 'failed' with
 * the reason once retries are spent or the server refused the message for good.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // support | invoice | reminder | nudge | digest | payment_claim | ...
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    /** The message as written (placeholders filled); the HTML and text parts are rendered around it. */
    body: text("body").notNull(),
    /** Which email template renders the row, and what it needs beside the body (links, the invoice). */
    template: text("template").notNull().default("message"),
    templateData: text("template_data", { mode: "json" }).$type<Record<string, unknown>>(),
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    /** Emails queued by one request (a bulk send, a reminder run) share a batch, for progress. */
    batchId: text("batch_id"),
    ...deliveryColumns(),
    transport: text("transport"),
    messageId: text("message_id"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_user_idx").on(t.userId, t.createdAt),
    index("email_outbox_related_idx").on(t.relatedType, t.relatedId, t.createdAt),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_lease_idx").on(t.status, t.leaseUntil),
    index("email_outbox_batch_idx").on(t.batchId),
  ],
);

/**
 * Where an owner's webhooks go (docs/decisions/160-webhooks-out.md). The signing secret is sealed
 * (core/secrets) and shown to the owner once; an endpoint whose deliveries keep failing is disabled.
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: id(),
    userId: ownerId(),
    url: text("url").notNull(),
    description: text("description"),
    /** The event types it receives (core/webhooks/events.ts). */
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** Deliveries in a row that failed for good; a success resets it. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One event for one endpoint, on the delivery mechanism (core/delivery): the payload is fixed when the
 * event happens, so every retry sends the same bytes under the same webhook-id.
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: id(),
    userId: ownerId(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    ...deliveryColumns(),
    /** The HTTP status of the last attempt (null: no answer, e.g. a timeout). */
    responseStatus: integer("response_status"),
    responseMs: integer("response_ms"),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_user_idx").on(t.userId, t.createdAt, t.id),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_lease_idx").on(t.status, t.leaseUntil),
  ],
);

/**
 * What the product tells the owner that is not derived from live data: a delivery that failed, a
 * client saying they paid, a payment that did not match. The bell lists these beside the derived ones.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: ownerId(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    href: text("href").notNull(),
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    /** One notification per key: a retried job does not notify twice. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_dedupe_uq").on(t.userId, t.dedupeKey),
  ],
);

/** One morning digest per owner and local date: the unique key keeps it to once a day. */
export const dailyDigests = sqliteTable(
  "daily_digests",
  {
    id: id(),
    userId: ownerId(),
    date: text("date").notNull(),
    outboxId: text("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("daily_digests_user_date_uq").on(t.userId, t.date)],
);

/** One weekly 'Growth Pulse' per owner and week (its Monday): the unique key keeps it to once a week. */
export const growthPulses = sqliteTable(
  "growth_pulses",
  {
    id: id(),
    userId: ownerId(),
    week: text("week").notNull(),
    outboxId: text("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("growth_pulses_user_week_uq").on(t.userId, t.week)],
);

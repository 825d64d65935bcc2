// The whole data model: every entity of spec 000 §3 and 001 §3, plus what the product needs beside
// them (support requests, the email outbox, API tokens, checkout payments, reminder stages).
// Money is integer cents; calendar dates are 'YYYY-MM-DD' text; instants are millisecond timestamps.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { LateFeeJson, ReminderScheduleJson } from "../reminders/types";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  businessName: text("business_name"),
  businessNiche: text("business_niche"),
  businessDescription: text("business_description"),
  website: text("website"),
  socialMediaPlatforms: text("social_media_platforms", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .$defaultFn(() => []),
  twitterHandle: text("twitter_handle"),
  // Token and secret columns hold AES-256-GCM ciphertext (core/secrets), never the plain value.
  twitterAccessToken: text("twitter_access_token"),
  twitterAccessSecret: text("twitter_access_secret"),
  linkedinProfile: text("linkedin_profile"),
  linkedinAccessToken: text("linkedin_access_token"),
  facebookPage: text("facebook_page"),
  facebookAccessToken: text("facebook_access_token"),
  facebookPageId: text("facebook_page_id"),
  instagramHandle: text("instagram_handle"),
  instagramAccessToken: text("instagram_access_token"),
  instagramBusinessId: text("instagram_business_id"),
  defaultHourlyRate: text("default_hourly_rate"),
  defaultCurrency: text("default_currency").notNull().default("USD"),
  paymentTerms: text("payment_terms").notNull().default("30"),
  primaryGoals: text("primary_goals", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .$defaultFn(() => []),
  contentFrequency: text("content_frequency").notNull().default("daily"),
  automationLevel: text("automation_level").notNull().default("moderate"),
  timeZone: text("time_zone").notNull().default("UTC"),
  subscriptionTier: text("subscription_tier").notNull().default("starter"),
  subscriptionStatus: text("subscription_status").notNull().default("trial"),
  trialStartDate: integer("trial_start_date", { mode: "timestamp_ms" }),
  trialEndDate: integer("trial_end_date", { mode: "timestamp_ms" }),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  onboardingCompleted: integer("onboarding_completed", { mode: "boolean" }).notNull().default(false),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(false),
  invoiceReminders: integer("invoice_reminders", { mode: "boolean" }).notNull().default(true),
  contentPublishing: integer("content_publishing", { mode: "boolean" }).notNull().default(true),
  dailyTaskUpdates: integer("daily_task_updates", { mode: "boolean" }).notNull().default(true),
  /** The Analyst's weekly goal of completed tasks; null: the default drawn from the owner's history. */
  weeklyTaskGoal: integer("weekly_task_goal"),
  /** Notifications created before this instant are read. */
  notificationsSeenAt: integer("notifications_seen_at", { mode: "timestamp_ms" }),
  // How the owner is paid when card payments are off: shown on the public invoice page.
  bankTransferDetails: text("bank_transfer_details"),
  /** Printed on the owner's invoices (VAT number, EIN, ABN…). */
  taxId: text("tax_id"),
  /** 'timestamp' (spec 001: 'INV-' + a timestamp) or 'sequential' (prefix + 0001, 0002…; core/invoices/numbering.ts). */
  invoiceNumbering: text("invoice_numbering").notNull().default("timestamp"),
  invoicePrefix: text("invoice_prefix").notNull().default("INV-"),
  /** The next sequential number, taken and bumped inside the transaction that creates the invoice. */
  invoiceNextNumber: integer("invoice_next_number").notNull().default(1),
  /** The owner's reminder schedule ({steps, repeatEvery}, core/reminders/schedule.ts); null: spec 001's 1, 3, 7. */
  reminderSchedule: text("reminder_schedule", { mode: "json" }).$type<ReminderScheduleJson>(),
  /** The schedule adapts to each client's payment history (core/reminders/adaptive.ts). */
  adaptiveReminders: integer("adaptive_reminders", { mode: "boolean" }).notNull().default(true),
  /** The late fee the reminder job charges (core/reminders/late-fee-rule.ts); null: none. */
  lateFee: text("late_fee", { mode: "json" }).$type<LateFeeJson>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Spec 000 §3.2 (sid, sess, expire). `sid` is the SHA-256 of the cookie value, never the value itself. */
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).$type<{ userId: string; createdAt: number }>().notNull(),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
    userId: ownerId(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expire_idx").on(t.expire)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The last characters of the token, so the owner can tell tokens apart. */
    hint: text("hint").notNull(),
    /** 'read' answers GET and HEAD only; 'write' may change data too (docs/decisions/161-scoped-tokens.md). */
    scope: text("scope").notNull().default("write"),
    /** Past this instant the token no longer works; null: until revoked. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

export const workflows = sqliteTable(
  "workflows",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category"),
    status: text("status").notNull().default("active"),
    targetOutcome: text("target_outcome"),
    estimatedDuration: integer("estimated_duration"),
    progress: integer("progress").notNull().default(0),
    aiRecommendation: text("ai_recommendation"),
    /** Which of the example workflows this is (core/workflows/examples.ts): added at most once. */
    templateKey: text("template_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // `progress` and the automatic 'completed' are kept by triggers on tasks (drizzle/0006): a workflow's
  // steps are its tasks. One index per sort and filter of the paged list (core/workflows/list.ts).
  (t) => [
    index("workflows_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("workflows_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("workflows_user_title_idx").on(t.userId, sql`${t.title} collate nocase`, t.id),
    uniqueIndex("workflows_template_uq").on(t.userId, t.templateKey),
  ],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull().default("medium"),
    category: text("category"),
    estimatedTime: integer("estimated_time").notNull().default(15),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    dueDate: text("due_date"),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    workflowId: text("workflow_id").references(() => workflows.id, { onDelete: "set null" }),
    aiGenerated: integer("ai_generated", { mode: "boolean" }).notNull().default(false),
    businessImpact: text("business_impact"),
    generatedDate: integer("generated_date", { mode: "timestamp_ms" }),
    /**
     * For a money move the engine derived (e.g. `invoice:<id>@2026-11-21`) that the owner marked
     * done: the move stays dismissed for that day.
     */
    sourceKey: text("source_key"),
    createdAt: createdAt(),
  },
  // One index per sort and filter of the paged list (core/tasks/list.ts), each ending with the id
  // that breaks ties in the keyset.
  (t) => [
    index("tasks_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("tasks_user_open_created_idx").on(t.userId, t.completed, t.createdAt, t.id),
    index("tasks_user_open_due_idx").on(t.userId, t.completed, sql`coalesce(${t.dueDate}, '9999-12-31')`, t.id),
    index("tasks_user_done_at_idx").on(t.userId, t.completed, sql`coalesce(${t.completedAt}, 0)`, t.id),
    index("tasks_user_category_idx").on(t.userId, t.category, t.createdAt, t.id),
    uniqueIndex("tasks_source_key_uq").on(t.userId, t.sourceKey),
    index("tasks_workflow_idx").on(t.workflowId, t.completed),
  ],
);

export const taskSuggestions = sqliteTable(
  "task_suggestions",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    reasoning: text("reasoning"),
    priority: text("priority").notNull().default("medium"),
    category: text("category"),
    estimatedTime: integer("estimated_time").notNull().default(15),
    potentialImpact: text("potential_impact"),
    status: text("status").notNull().default("pending"), // pending | accepted | dismissed
    workflowId: text("workflow_id").references(() => workflows.id, { onDelete: "set null" }),
    /** What the suggestion is about (a rule and its subject, or the model's normalised title): one pending per key. */
    dedupeKey: text("dedupe_key"),
    /** The task category it becomes when accepted (Invoicing, Clients, Marketing, ...). */
    taskCategory: text("task_category"),
    /** 'model' or 'offline': where it came from. */
    source: text("source").notNull().default("offline"),
    /** The task it became. */
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("task_suggestions_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("task_suggestions_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    uniqueIndex("task_suggestions_pending_uq")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A task the owner handed to a helper (a virtual assistant, a teammate): the helper gets an email with a
 * private link (`/delegated/<token>`) where they see the task and mark it done with a note. One per task:
 * delegating again replaces the helper and the link; taking it back deletes the row.
 */
export const taskDelegations = sqliteTable(
  "task_delegations",
  {
    id: id(),
    userId: ownerId(),
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    helperName: text("helper_name").notNull(),
    helperEmail: text("helper_email").notNull(),
    /** The owner's words to the helper, shown on the link's page. */
    message: text("message"),
    /** 64 hex characters: the private link's only key (core/delegation/token.ts). */
    token: text("token").notNull().unique(),
    emailId: text("email_id"),
    /** First time the helper opened the link. */
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    completionNote: text("completion_note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("task_delegations_task_uq").on(t.taskId),
    index("task_delegations_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("task_delegations_user_done_idx").on(t.userId, sql`${t.completedAt} is not null`, t.createdAt, t.id),
  ],
);

/**
 * The Strategist's latest personalised insights, as the AI engine wrote them when the owner last pressed
 * Generate Insights (one row per owner, replaced each time). The figures behind them are recomputed live.
 */
export const insightReports = sqliteTable("insight_reports", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  source: text("source").notNull(), // model | offline
  model: text("model"),
  insights: text("insights", { mode: "json" }).$type<unknown[]>().notNull(),
  generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
});

export const contentSources = sqliteTable(
  "content_sources",
  {
    id: id(),
    userId: ownerId(),
    type: text("type").notNull().default("audio"),
    title: text("title"),
    sourceText: text("source_text"),
    generatedContent: text("generated_content", { mode: "json" }),
    audioUrl: text("audio_url"),
    designUrl: text("design_url"),
    transcript: text("transcript"),
    status: text("status").notNull().default("processing"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_sources_user_idx").on(t.userId),
    // The paged list of sources, newest first (core/content/list-sources.ts).
    index("content_sources_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);

export const contentAssets = sqliteTable(
  "content_assets",
  {
    id: id(),
    contentSourceId: text("content_source_id")
      .notNull()
      .references(() => contentSources.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    content: text("content").notNull(),
    platform: text("platform").notNull().default("linkedin"),
    createdAt: createdAt(),
  },
  (t) => [index("content_assets_source_idx").on(t.contentSourceId)],
);

export const publishQueue = sqliteTable(
  "publish_queue",
  {
    id: id(),
    contentAssetId: text("content_asset_id")
      .notNull()
      .references(() => contentAssets.id, { onDelete: "cascade" }),
    scheduledDate: integer("scheduled_date", { mode: "timestamp_ms" }).notNull(),
    status: text("status").notNull().default("scheduled"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("publish_queue_asset_idx").on(t.contentAssetId)],
);

/**
 * The design studio's library (spec 001 "Design"): files the owner uploaded, images made in the
 * product's own editor, and designs from the owner's Canva account. Files live in the storage
 * (core/storage) under `storageKey`; the thumbnail is made with sharp.
 */
export const designs = sqliteTable(
  "designs",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    caption: text("caption"),
    /** A template type (core/designs/templates.ts), or `custom`. */
    type: text("type").notNull().default("custom"),
    isUploaded: integer("is_uploaded", { mode: "boolean" }).notNull().default(false),
    /** Where it came from: `upload`, `editor` (the built-in editor) or `canva`. */
    origin: text("origin").notNull().default("upload"),
    storageKey: text("storage_key"),
    thumbnailKey: text("thumbnail_key"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    width: integer("width"),
    height: integer("height"),
    canvaDesignId: text("canva_design_id"),
    /** Canva's temporary edit link (valid 30 days), refreshed on every sync. */
    editUrl: text("edit_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("designs_user_created_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("designs_canva_uq").on(t.userId, t.canvaDesignId),
  ],
);

/**
 * An owner's Canva Connect authorisation: tokens sealed with the app secret like the social ones
 * (core/secrets), refreshed before they expire. `problem` says why Canva stopped answering.
 */
export const canvaConnections = sqliteTable("canva_connections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  scope: text("scope"),
  problem: text("problem"),
  connectedAt: integer("connected_at", { mode: "timestamp_ms" }).notNull(),
  lastSyncedAt: integer("last_synced_at", { mode: "timestamp_ms" }),
  updatedAt: updatedAt(),
});

/** A Canva authorisation in progress: the PKCE verifier (sealed) waits here for the callback, 10 minutes. */
export const canvaOauthStates = sqliteTable(
  "canva_oauth_states",
  {
    /** SHA-256 of the `state` sent to Canva. */
    stateHash: text("state_hash").primaryKey(),
    userId: ownerId(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("canva_oauth_states_user_idx").on(t.userId)],
);

export const clients = sqliteTable(
  "clients",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    businessNiche: text("business_niche"),
    /** Printed on the client's invoices. */
    taxId: text("tax_id"),
    /** This client's reminder schedule instead of the owner's; null: the owner's. */
    reminderSchedule: text("reminder_schedule", { mode: "json" }).$type<ReminderScheduleJson>(),
    /** No automatic reminders (nor late fees) for any of this client's invoices. */
    remindersPaused: integer("reminders_paused", { mode: "boolean" }).notNull().default(false),
    status: text("status").notNull().default("active"),
    lastContactDate: integer("last_contact_date", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One index per sort and filter of the clients ledger (core/clients/list.ts).
  (t) => [
    index("clients_user_name_idx").on(t.userId, sql`${t.name} collate nocase`, t.id),
    index("clients_user_status_name_idx").on(t.userId, t.status, sql`${t.name} collate nocase`, t.id),
    index("clients_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("clients_user_contact_idx").on(t.userId, sql`coalesce(${t.lastContactDate}, 0)`, t.id),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidOn)],
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

export const events = sqliteTable(
  "events",
  {
    id: id(),
    userId: ownerId(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull().default("medium"),
    resolved: integer("resolved", { mode: "boolean" }).notNull().default(false),
    relatedId: text("related_id"),
    relatedType: text("related_type"),
    startDate: integer("start_date", { mode: "timestamp_ms" }),
    endDate: integer("end_date", { mode: "timestamp_ms" }),
    status: text("status").notNull().default("pending"),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    /**
     * A scheduled post the owner sent for approval (core/approvals): 'pending' or 'changes_requested'
     * holds it back from publishing; 'approved' lets it go; null when no approval is asked.
     */
    approvalStatus: text("approval_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_user_idx").on(t.userId, t.type, t.startDate),
    // The publishing job's read: scheduled posts whose time has come, across owners.
    index("events_due_idx").on(t.status, t.startDate),
    // Drafts the Creator wrote (after an invoice was paid), newest first.
    index("events_user_status_idx").on(t.userId, t.status, t.createdAt),
  ],
);

/**
 * One row per scheduled post and platform: the post's delivery on the durable mechanism
 * (core/delivery). 'queued' → 'sending' → 'published' (the platform's post id recorded), back to
 * 'queued' after a passing failure, 'failed' with the reason in the owner's words; 'manual' when the
 * platform has no token ("ready to post"), 'posted_manually' once the owner says it went out.
 * `posting_since` is set, and committed, just before the request that creates the post: a row claimed
 * again with it set first asks the platform whether the post already exists, so a crash between the
 * platform's answer and our commit never posts a second copy.
 */
export const postDeliveries = sqliteTable(
  "post_deliveries",
  {
    id: id(),
    userId: ownerId(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    leaseUntil: integer("lease_until"),
    claimedBy: text("claimed_by"),
    error: text("error"),
    /** What kind of refusal the last failure was (auth, rate_limited, media, rejected, server, garbage, network). */
    errorKind: text("error_kind"),
    postingSince: integer("posting_since"),
    /** Instagram: the media container made for this post, reused by a retry. */
    containerId: text("container_id"),
    remoteId: text("remote_id"),
    remoteUrl: text("remote_url"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("post_deliveries_event_platform_uq").on(t.eventId, t.platform),
    index("post_deliveries_user_idx").on(t.userId, t.createdAt),
    index("post_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("post_deliveries_lease_idx").on(t.status, t.leaseUntil),
  ],
);

/**
 * An image attached to a scheduled post, stored through core/storage. Instagram fetches images by
 * URL, so each has an unguessable public token (`/api/public/media/<token>`), like the pay link.
 */
export const postMedia = sqliteTable(
  "post_media",
  {
    id: id(),
    userId: ownerId(),
    eventId: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    position: integer("position").notNull().default(0),
    /** The file was uploaded for this post alone (not a design of the library): it goes with the post. */
    ownsFile: integer("owns_file", { mode: "boolean" }).notNull().default(false),
    publicToken: text("public_token")
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "")),
    createdAt: createdAt(),
  },
  (t) => [index("post_media_event_idx").on(t.eventId, t.position)],
);

/**
 * A public approval link (core/approvals): whoever holds it sees the owner's upcoming posts and
 * approves them or asks for changes. 64-hex token; revoking it answers 404 from then on.
 */
export const approvalLinks = sqliteTable(
  "approval_links",
  {
    id: id(),
    userId: ownerId(),
    /** Who the link is for ("Acme marketing"), shown to the owner beside each decision. */
    label: text("label").notNull(),
    token: text("token").notNull().unique(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("approval_links_user_idx").on(t.userId, t.createdAt)],
);

/** Each decision taken through an approval link, with its comment: the post's review history. */
export const postReviews = sqliteTable(
  "post_reviews",
  {
    id: id(),
    userId: ownerId(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    linkId: text("link_id").references(() => approvalLinks.id, { onDelete: "set null" }),
    reviewer: text("reviewer").notNull(),
    decision: text("decision").notNull(), // approved | changes_requested
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [index("post_reviews_event_idx").on(t.eventId, t.createdAt)],
);

/**
 * Whether a platform accepted the owner's token the last time it was used. Bound to the stored
 * ciphertext's fingerprint: saving a new token in Settings makes an old verdict stale by itself.
 */
export const platformTokenHealth = sqliteTable(
  "platform_token_health",
  {
    userId: ownerId(),
    platform: text("platform").notNull(),
    tokenFingerprint: text("token_fingerprint").notNull(),
    status: text("status").notNull(), // ok | refused
    reason: text("reason"),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);

/**
 * The account figures last read from each connected platform (core/social-analytics): followers,
 * posts, engagement on recent posts and reach, as the platform counts them. `error` keeps the last
 * refusal in the owner's words while the earlier figures stay.
 */
export const socialStats = sqliteTable(
  "social_stats",
  {
    userId: ownerId(),
    platform: text("platform").notNull(),
    followers: integer("followers"),
    posts: integer("posts"),
    engagement: integer("engagement"),
    reach: integer("reach"),
    /** When the figures above were read (null before the first success). */
    fetchedAt: integer("fetched_at", { mode: "timestamp_ms" }),
    /** When a read was last tried, successful or not: the job's schedule. */
    triedAt: integer("tried_at", { mode: "timestamp_ms" }).notNull(),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] }), index("social_stats_tried_idx").on(t.triedAt)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    userId: ownerId(),
    plan: text("plan").notNull(),
    status: text("status").notNull().default("active"),
    billingCycle: text("billing_cycle").notNull().default("monthly"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    trialEndsAt: integer("trial_ends_at", { mode: "timestamp_ms" }),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/**
 * A plan payment started at checkout. A visitor may pay before having an account: the row then
 * carries only the email, and the plan is applied when an account with that email signs up.
 */
export const checkoutPayments = sqliteTable(
  "checkout_payments",
  {
    id: id(),
    provider: text("provider").notNull(), // 'stripe' | 'demo'
    intentId: text("intent_id").notNull().unique(),
    clientSecret: text("client_secret").notNull().unique(),
    tier: text("tier").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    email: text("email"),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"), // pending | succeeded | failed
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    appliedAt: integer("applied_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("checkout_payments_email_idx").on(t.email, t.status)],
);

export const supportRequests = sqliteTable("support_requests", {
  id: id(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  question: text("question").notNull(),
  outboxId: text("outbox_id"),
  createdAt: createdAt(),
});

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
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    leaseUntil: integer("lease_until"),
    claimedBy: text("claimed_by"),
    transport: text("transport"),
    messageId: text("message_id"),
    error: text("error"),
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

/**
 * Failed sign-ins, per account (`account:<sha256 of the email>`, for clients the account has never
 * signed in from) or per trusted device (`device:<nonce>`): core/auth/throttle.ts.
 */
export const signinThrottles = sqliteTable(
  "signin_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    /** Locks so far in this run of failures: each one lasts twice as long as the last, up to a cap. */
    lockouts: integer("lockouts").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("signin_throttles_updated_idx").on(t.updatedAt)],
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
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    leaseUntil: integer("lease_until"),
    claimedBy: text("claimed_by"),
    error: text("error"),
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
 * A post's tracked link, one per post and platform (core/links): `/l/{code}` in the text that went to
 * that platform, so a click and a lead are known by the post and platform that brought them.
 */
export const trackedLinks = sqliteTable(
  "tracked_links",
  {
    id: id(),
    userId: ownerId(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    /** 12 base64url characters (72 random bits): unique, and not worth guessing. */
    code: text("code").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tracked_links_event_platform_uq").on(t.eventId, t.platform),
    index("tracked_links_user_idx").on(t.userId, t.eventId),
  ],
);

/** A counted click through a tracked link (bots, prefetches and repeats within 30 minutes are not rows). */
export const linkClicks = sqliteTable(
  "link_clicks",
  {
    id: id(),
    userId: ownerId(),
    linkId: text("link_id")
      .notNull()
      .references(() => trackedLinks.id, { onDelete: "cascade" }),
    /** A keyed hash of the visitor's address and browser, never the address itself. */
    visitorKey: text("visitor_key").notNull(),
    clickedAt: integer("clicked_at").notNull(),
  },
  (t) => [index("link_clicks_link_visitor_idx").on(t.linkId, t.visitorKey, t.clickedAt)],
);

/**
 * Someone who wrote through the owner's contact page, reached by a tracked link. `won` marks the lead
 * that created its client (the client the post brought); a lead linked to a client who already
 * existed is not a client won.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: id(),
    userId: ownerId(),
    linkId: text("link_id").references(() => trackedLinks.id, { onDelete: "set null" }),
    /** Kept beside the link so the lead still says where it came from after its post is deleted. */
    platform: text("platform").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message"),
    /** new | client */
    status: text("status").notNull().default("new"),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    won: integer("won", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("leads_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("leads_link_idx").on(t.linkId),
    index("leads_client_idx").on(t.clientId),
  ],
);

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

/**
 * A quote (issue 14 §5, docs/decisions/201-quotes.md): lines by the invoice's rule, sent with a public
 * link where the client accepts (name and time recorded) or declines; an accepted quote becomes an
 * invoice, or a deposit invoice and a draft for the rest.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    userId: ownerId(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    quoteNumber: text("quote_number").notNull(),
    description: text("description"),
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
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** The last day the client can accept ('YYYY-MM-DD'), or none. */
    validUntil: text("valid_until"),
    /** draft, sent, accepted or declined. */
    status: text("status").notNull().default("draft"),
    publicToken: text("public_token")
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "")),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    acceptedName: text("accepted_name"),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    declinedAt: integer("declined_at", { mode: "timestamp_ms" }),
    declineReason: text("decline_reason"),
    /** The invoice it became (the whole, or the rest after a deposit) and the deposit invoice. */
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    depositInvoiceId: text("deposit_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    convertedAt: integer("converted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_user_number_uq").on(t.userId, t.quoteNumber),
    index("quotes_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("quotes_client_idx").on(t.clientId),
  ],
);

/**
 * A client's private page (issue 14 §10, docs/decisions/202-client-page.md): one link per client,
 * regenerated by the owner (the old token stops working at once).
 */
export const clientPortals = sqliteTable("client_portals", {
  id: id(),
  userId: ownerId(),
  clientId: text("client_id")
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

export const schema = {
  signinThrottles,
  ownerRevisions,
  ownerTableRevisions,
  invoiceTotals,
  invoicePaidTotals,
  dailyDigests,
  users,
  sessions,
  apiTokens,
  workflows,
  tasks,
  taskSuggestions,
  taskDelegations,
  insightReports,
  contentSources,
  contentAssets,
  publishQueue,
  designs,
  canvaConnections,
  canvaOauthStates,
  clients,
  invoices,
  invoiceReminders,
  invoiceLines,
  invoicePayments,
  events,
  postDeliveries,
  postMedia,
  approvalLinks,
  postReviews,
  platformTokenHealth,
  subscriptions,
  checkoutPayments,
  supportRequests,
  emailOutbox,
  notifications,
  invoiceEvents,
  invoiceLateFees,
  invoiceInstalments,
  webhookEndpoints,
  webhookDeliveries,
  trackedLinks,
  linkClicks,
  leads,
};

export type User = typeof users.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type Event = typeof events.$inferSelect;
export type PostDelivery = typeof postDeliveries.$inferSelect;
export type StoredNotification = typeof notifications.$inferSelect;
export type CheckoutPayment = typeof checkoutPayments.$inferSelect;
export type Design = typeof designs.$inferSelect;
export type ContentSource = typeof contentSources.$inferSelect;
export type ContentAsset = typeof contentAssets.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type RecurringSeries = typeof recurringSeries.$inferSelect;
export type Quote = typeof quotes.$inferSelect;

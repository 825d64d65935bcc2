// The owner and how they sign in: the account, sessions, API tokens, the subscription and its
// card payments, sign-in throttles and support requests.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LateFeeJson, ReminderScheduleJson } from "./reminder-json";
import { id, createdAt, updatedAt } from "./columns";

/** The owner of a row: deleting the account deletes everything they own. */
export const ownerId = () =>
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

// The Creator: content sources and assets, designs and Canva, scheduled posts (events) and their
// deliveries, media, approvals, token health and the platforms' figures.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, deliveryColumns } from "./columns";
import { ownerId, users } from "./accounts";

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
    // The paged list of sources, newest first (core/creator/content/list-sources.ts).
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
    /** A template type (core/creator/designs/templates.ts), or `custom`. */
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
     * A scheduled post the owner sent for approval (core/creator/approvals): 'pending' or 'changes_requested'
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
    ...deliveryColumns(),
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
 * A public approval link (core/creator/approvals): whoever holds it sees the owner's upcoming posts and
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
 * A social platform connected with one click (OAuth, decision 323): what the platform said about the
 * connection. The access token itself stays in the users row (as a pasted one does); this row is
 * bound to it by `token_fingerprint`, so pasting a token by hand makes the row stale by itself.
 * Sealed refresh token (X, LinkedIn when the app has refresh), expiry, granted scopes, who it is.
 */
export const socialConnections = sqliteTable(
  "social_connections",
  {
    userId: ownerId(),
    platform: text("platform").notNull(),
    tokenFingerprint: text("token_fingerprint").notNull(),
    refreshToken: text("refresh_token"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    refreshExpiresAt: integer("refresh_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    accountName: text("account_name"),
    accountId: text("account_id"),
    /** Why the connection stopped working (refresh refused, revoked): reconnect. */
    problem: text("problem"),
    connectedAt: integer("connected_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);

/**
 * A social sign-in in progress (10 minutes): the PKCE verifier (sealed) waits for the callback. After
 * Facebook's callback, `pending` holds the sealed list of Pages the owner picks from.
 */
export const socialOauthStates = sqliteTable(
  "social_oauth_states",
  {
    /** SHA-256 of the `state` sent to the platform. */
    stateHash: text("state_hash").primaryKey(),
    userId: ownerId(),
    platform: text("platform").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    pending: text("pending"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("social_oauth_states_user_idx").on(t.userId)],
);

/**
 * The account figures last read from each connected platform (core/creator/social-analytics): followers,
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

// Tracked links in posts, their clicks, and the leads they bring.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId } from "./accounts";
import { clients } from "./clients";
import { events } from "./content";

/**
 * A post's tracked link, one per post and platform (core/leads): `/l/{code}` in the text that went to
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

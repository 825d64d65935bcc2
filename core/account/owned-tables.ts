import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  apiTokens,
  designs,
  checkoutPayments,
  clients,
  clientPortals,
  contentAssets,
  contentSources,
  dailyDigests,
  growthPulses,
  emailOutbox,
  events,
  invoiceEvents,
  invoiceReminders,
  invoiceLines,
  invoicePayments,
  invoiceLateFees,
  invoiceInstalments,
  insightReports,
  invoices,
  leads,
  linkClicks,
  notifications,
  approvalLinks,
  postDeliveries,
  postMedia,
  postReviews,
  socialStats,
  publishQueue,
  quotes,
  recurringInvoices,
  recurringSeries,
  subscriptions,
  supportRequests,
  taskDelegations,
  taskSuggestions,
  tasks,
  timeEntries,
  trackedLinks,
  users,
  webhookDeliveries,
  webhookEndpoints,
  workflows,
} from "../db";
import { SECRET_FIELDS } from "../users";

/**
 * An owned table in the data export: rows whose `owner` column is the owner's id, or whose `via`
 * column points at a row of an earlier entry (`parent`). `omit` names columns that never leave the
 * server: credentials, hashes, encrypted tokens.
 */
export interface OwnedTable {
  name: string;
  /** A table with an `id` when another entry reaches its rows through it (`via`). */
  table: SQLiteTable & { id?: SQLiteColumn };
  owner?: SQLiteColumn;
  via?: { column: SQLiteColumn; parent: string };
  omit?: readonly string[];
}

/** Every table an owner's data lives in: adding a table is one line here (core/account/export.test.ts checks). */
export const OWNED_TABLES: OwnedTable[] = [
  { name: "profile", table: users, owner: users.id, omit: ["passwordHash", ...SECRET_FIELDS] },
  { name: "subscriptions", table: subscriptions, owner: subscriptions.userId },
  { name: "clients", table: clients, owner: clients.userId },
  { name: "invoices", table: invoices, owner: invoices.userId },
  {
    name: "invoiceReminders",
    table: invoiceReminders,
    via: { column: invoiceReminders.invoiceId, parent: "invoices" },
  },
  { name: "invoiceLines", table: invoiceLines, owner: invoiceLines.userId },
  { name: "invoicePayments", table: invoicePayments, owner: invoicePayments.userId },
  { name: "invoiceLateFees", table: invoiceLateFees, owner: invoiceLateFees.userId },
  { name: "invoiceInstalments", table: invoiceInstalments, owner: invoiceInstalments.userId },
  { name: "recurringSeries", table: recurringSeries, owner: recurringSeries.userId },
  { name: "recurringInvoices", table: recurringInvoices, owner: recurringInvoices.userId },
  // The client's link token is a credential: it stays on the server.
  { name: "quotes", table: quotes, owner: quotes.userId, omit: ["publicToken"] },
  { name: "clientPortals", table: clientPortals, owner: clientPortals.userId, omit: ["token"] },
  { name: "timeEntries", table: timeEntries, owner: timeEntries.userId },
  { name: "workflows", table: workflows, owner: workflows.userId },
  { name: "tasks", table: tasks, owner: tasks.userId },
  { name: "taskSuggestions", table: taskSuggestions, owner: taskSuggestions.userId },
  // The helper's link token is a credential: it stays on the server.
  { name: "taskDelegations", table: taskDelegations, owner: taskDelegations.userId, omit: ["token"] },
  { name: "insightReports", table: insightReports, owner: insightReports.userId },
  { name: "events", table: events, owner: events.userId },
  { name: "postDeliveries", table: postDeliveries, owner: postDeliveries.userId, omit: ["claimedBy", "leaseUntil"] },
  { name: "postMedia", table: postMedia, owner: postMedia.userId, omit: ["publicToken"] },
  { name: "approvalLinks", table: approvalLinks, owner: approvalLinks.userId, omit: ["token"] },
  { name: "postReviews", table: postReviews, owner: postReviews.userId },
  { name: "socialStats", table: socialStats, owner: socialStats.userId },
  { name: "contentSources", table: contentSources, owner: contentSources.userId },
  {
    name: "contentAssets",
    table: contentAssets,
    via: { column: contentAssets.contentSourceId, parent: "contentSources" },
  },
  { name: "publishQueue", table: publishQueue, via: { column: publishQueue.contentAssetId, parent: "contentAssets" } },
  { name: "designs", table: designs, owner: designs.userId, omit: ["storageKey", "thumbnailKey"] },
  { name: "invoiceEvents", table: invoiceEvents, owner: invoiceEvents.userId },
  { name: "emails", table: emailOutbox, owner: emailOutbox.userId, omit: ["claimedBy", "leaseUntil"] },
  { name: "notifications", table: notifications, owner: notifications.userId },
  { name: "supportRequests", table: supportRequests, owner: supportRequests.userId },
  { name: "checkoutPayments", table: checkoutPayments, owner: checkoutPayments.userId, omit: ["clientSecret"] },
  { name: "dailyDigests", table: dailyDigests, owner: dailyDigests.userId },
  { name: "growthPulses", table: growthPulses, owner: growthPulses.userId },
  { name: "apiTokens", table: apiTokens, owner: apiTokens.userId, omit: ["tokenHash"] },
  // The signing secret is a credential: it stays on the server.
  { name: "webhookEndpoints", table: webhookEndpoints, owner: webhookEndpoints.userId, omit: ["secret"] },
  {
    name: "webhookDeliveries",
    table: webhookDeliveries,
    owner: webhookDeliveries.userId,
    omit: ["claimedBy", "leaseUntil"],
  },
  { name: "trackedLinks", table: trackedLinks, owner: trackedLinks.userId },
  // The visitor key is a keyed hash of someone else's address: it stays on the server.
  { name: "linkClicks", table: linkClicks, owner: linkClicks.userId, omit: ["visitorKey"] },
  { name: "leads", table: leads, owner: leads.userId },
];

/** Tables deliberately left out of the export, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  sessions: "session ids are credentials",
  owner_revisions: "an internal cache counter",
  owner_table_revisions: "internal cache counters, per table",
  invoice_totals: "sums of the invoices exported above, kept for speed",
  invoice_paid_totals: "sums of the invoices exported above, kept for speed",
  signin_throttles: "security counters keyed by hashes, not the owner's data",
  focus_changes: "the focus engine's internal change log: which row ids changed, nothing else",
  focus_change_log: "how far the focus engine's change log was pruned (one row for all owners)",
  canva_connections: "Canva access and refresh tokens are credentials (Settings shows whether Canva is connected)",
  canva_oauth_states: "a Canva sign-in in progress: a PKCE verifier, valid 10 minutes",
  domain_events: "the after-commit event queue (core/events): which change happened, handled within a second",
  platform_token_health: "whether a platform last accepted a token: derived, and keyed by the token's fingerprint",
  instance_settings: "the whole server's public address (one row for all owners, core/instance), not an owner's data",
  social_connections: "one-click connections: sealed refresh tokens are credentials (Settings → Social Media shows each connection)",
  social_oauth_states: "a platform sign-in in progress: a PKCE verifier, valid 10 minutes",
};

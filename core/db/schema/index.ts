// The whole data model: every entity of spec 000 §3 and 001 §3, plus what the product needs beside
// them, one file per module. Money is integer cents; calendar dates are 'YYYY-MM-DD' text; instants are
// millisecond timestamps. Migrations are generated from these files (`npm run db:generate`).
export * from "./accounts";
export * from "./work";
export * from "./content";
export * from "./clients";
export * from "./invoices";
export * from "./recurring";
export * from "./quotes";
export * from "./time-entries";
export * from "./leads";
export * from "./delivery";
export * from "./caches";
export * from "./events";
export * from "./instance";
import {
  apiTokens,
  checkoutPayments,
  sessions,
  signinThrottles,
  subscriptions,
  supportRequests,
  users,
} from "./accounts";
import { insightReports, taskDelegations, taskSuggestions, tasks, workflows } from "./work";
import {
  approvalLinks,
  canvaConnections,
  canvaOauthStates,
  socialConnections,
  socialOauthStates,
  contentAssets,
  contentSources,
  designs,
  events,
  platformTokenHealth,
  postDeliveries,
  postMedia,
  postReviews,
  publishQueue,
} from "./content";
import { clients } from "./clients";
import {
  invoiceEvents,
  invoiceInstalments,
  invoiceLateFees,
  invoiceLines,
  invoicePayments,
  invoiceReminders,
  invoices,
} from "./invoices";
import { recurringSeries } from "./recurring";
import { quotes } from "./quotes";
import { leads, linkClicks, trackedLinks } from "./leads";
import { dailyDigests, emailOutbox, notifications, webhookDeliveries, webhookEndpoints } from "./delivery";
import { invoicePaidTotals, invoiceTotals, ownerRevisions, ownerTableRevisions } from "./caches";
import { domainEvents } from "./events";
import { instanceSettings } from "./instance";

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
  socialConnections,
  socialOauthStates,
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
  domainEvents,
  instanceSettings,
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

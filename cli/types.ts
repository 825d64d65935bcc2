// The API's answers as the terminal reads them (the server's own types, imported as types only).
export type { InvoiceView } from "@core/invoices";
export type { InvoiceSummary } from "@core/invoices/summary";
export type { InvoiceDefaults } from "@core/invoices";
export type { ClientView } from "@core/clients";
export type { Alert, PrioritizedTask, DashboardSummary, NotificationItem } from "@core/focus";
export type { PrioritizedTasksView } from "@core/focus";
export type { PublicUser } from "@core/users";
export type { ReminderOutcome } from "@core/reminders";

export interface ServerInfo {
  payments: { mode: "stripe" | "demo" };
  mail: { mode: "smtp" | "outbox" };
  ai: { backend: "model" | "offline"; model: string | null };
  /** The platform API versions the server calls (an older server may not say). */
  social?: { versions: VersionStatus[] };
}
import type { VersionStatus } from "@core/social";
export type { WorkflowView } from "@core/workflows";
export type { NextStep } from "@core/workflows";
export type { AiInsightsView } from "@core/strategist";
export type { AnalyticsView } from "@core/analyst";
export type { SuggestionView } from "@core/strategist";

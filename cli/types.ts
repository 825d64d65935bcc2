// The API's answers as the terminal reads them (the server's own types, imported as types only).
export type { InvoiceView } from "@core/invoices/schemas";
export type { InvoiceSummary } from "@core/invoices/summary";
export type { InvoiceDefaults } from "@core/invoices/payment-terms";
export type { ClientView } from "@core/clients/schemas";
export type { Alert, PrioritizedTask, DashboardSummary, NotificationItem } from "@core/focus/types";
export type { PrioritizedTasksView } from "@core/focus/prioritized";
export type { PublicUser } from "@core/users/public";
export type { ReminderOutcome } from "@core/reminders/run";

export interface ServerInfo {
  payments: { mode: "stripe" | "demo" };
  mail: { mode: "smtp" | "outbox" };
  ai: { backend: "model" | "offline"; model: string | null };
}
export type { WorkflowView } from "@core/workflows/schemas";
export type { NextStep } from "@core/workflows";
export type { AiInsightsView } from "@core/strategist/get";
export type { AnalyticsView } from "@core/analyst/view";
export type { SuggestionView } from "@core/strategist/schemas";

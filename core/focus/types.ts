// The focus engine's vocabulary: a money move, the dashboard's alerts and summary, notifications.
// The answers are zod schemas (the OpenAPI document describes them; the types are inferred from them).
import { z } from "zod";

export const MOVE_KINDS = ["task", "invoice", "client", "content", "workflow", "unbilled"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
export const AUTOMATED_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type AutomatedPriority = (typeof AUTOMATED_PRIORITIES)[number];

/** The invoice ledger's tabs a move can point at (core/invoices/list.ts INVOICE_LIST_STATUSES). */
export const LEDGER_TABS = ["draft", "pending", "overdue", "unpaid"] as const;
export type LedgerTab = (typeof LEDGER_TABS)[number];

export const MoveAction = z.discriminatedUnion("type", [
  z
    .object({ type: z.literal("nudge_invoice"), invoiceId: z.string(), invoiceNumber: z.string() })
    .describe("A payment reminder for one sent invoice"),
  z
    .object({ type: z.literal("send_invoice"), invoiceId: z.string(), invoiceNumber: z.string() })
    .describe("The invoice email itself, for an invoice the client has never received"),
  z
    .object({
      type: z.literal("remind_invoices"),
      invoiceIds: z.array(z.string()),
      invoiceNumbers: z.array(z.string()),
    })
    .describe("One reminder each for a fold of small late invoices (POST /api/invoices/send-overdue-email)"),
  z.object({ type: z.literal("nudge_client"), clientId: z.string() }),
  z
    .object({ type: z.literal("invoice_unbilled"), clientId: z.string(), clientName: z.string() })
    .describe("One invoice of the client's unbilled time (POST /api/clients/{id}/unbilled/invoice)"),
  z.object({
    type: z.literal("open"),
    href: z.string(),
    status: z
      .enum(LEDGER_TABS)
      .optional()
      .describe("For `/invoices`: the ledger's status tab that lists every invoice the move holds (absent: all)"),
  }),
]);
export type MoveAction = z.infer<typeof MoveAction>;

/** One scored money move (spec 000 §3.4 task fields, plus where it came from and what to do). */
export const PrioritizedTask = z
  .object({
    id: z.string(),
    kind: z.enum(MOVE_KINDS),
    title: z.string(),
    description: z.string(),
    automatedPriority: z.enum(AUTOMATED_PRIORITIES),
    category: z.string(),
    estimatedTime: z.number().describe("Minutes"),
    revenueImpact: z
      .number()
      .nullable()
      .describe("Money at stake, when known (in the invoice's currency for an invoice)"),
    priorityScore: z.number().describe("0–100, from the move's value today in money"),
    urgencyReason: z.string(),
    completed: z.literal(false),
    dueDate: z.string().nullable(),
    action: MoveAction.nullable(),
  })
  .meta({ id: "PrioritizedTask" });
export type PrioritizedTask = z.infer<typeof PrioritizedTask>;

export const Alert = z.object({
  id: z.string(),
  type: z.enum(["overdue_invoice", "idle_client"]),
  title: z.string(),
  description: z.string(),
  invoiceId: z.string().optional(),
  clientId: z.string().optional(),
  amount: z.number().optional(),
});
export type Alert = z.infer<typeof Alert>;

export const DashboardSummary = z
  .object({
    lastUpdated: z.string(),
    content: z.object({ queueCount: z.number().int() }),
    clients: z.object({ totalCount: z.number().int(), activeCount: z.number().int() }),
    invoices: z.object({
      totalCount: z.number().int(),
      overdueCount: z.number().int(),
      outstandingTotal: z.number(),
    }),
    revenue: z.object({ monthlyTotal: z.number(), previousMonthTotal: z.number(), currency: z.string() }),
    alerts: z
      .object({ urgent: z.array(Alert), total: z.number().int() })
      .describe("The most valuable alerts first (at most 10); `total` counts them all"),
    smartAdmin: z.object({
      automationQueue: z.number().int().describe("Overdue invoices + idle clients + open steps"),
    }),
    suggestions: z.object({ overdueInvoices: z.number().int(), idleClients: z.number().int() }),
    workflows: z.object({
      active: z.array(z.object({ id: z.string(), title: z.string(), progress: z.number() })),
      activeCount: z.number().int(),
      openSteps: z
        .number()
        .int()
        .describe("Open steps of active workflows that are the owner's to do (not with a helper)"),
    }),
  })
  .meta({ id: "DashboardSummary" });
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const NOTIFICATION_TYPES = [
  "overdue_invoice",
  "post_scheduled",
  "new_client",
  "weekly_report",
  "delivery_failed",
  "payment_claimed",
  "payment_mismatch",
  "delegation_done",
  "post_ready",
  "post_failed",
  "post_published",
  "post_approved",
  "post_changes_requested",
  "drafts_ready",
  "webhook_disabled",
  "lead_received",
] as const;

export const NotificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  href: z.string(),
  createdAt: z.string(),
  unread: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** GET /api/notifications: the bell's feed of the 50 most recent, newest first. */
export const NotificationFeed = z.object({ unreadCount: z.number().int(), items: z.array(NotificationItem) });
export type NotificationFeed = z.infer<typeof NotificationFeed>;

export const CategoryCount = z.object({ category: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;

/** GET /api/tasks/prioritized: a page of the open moves, with the insight and counts over all of them. */
export const PrioritizedTasksView = z
  .object({
    insight: z.string(),
    insightSource: z.enum(["model", "offline"]).describe("Whether a model wrote the insight, or the offline engine"),
    summary: z
      .object({
        critical: z.number().int(),
        high: z.number().int(),
        total: z.number().int(),
        categories: z.array(CategoryCount),
      })
      .describe("Over every open move, whatever the page or filter: `categories` feeds the filter chips"),
    prioritizedTasks: z.array(PrioritizedTask),
  })
  .meta({ id: "PrioritizedTasksView" });
export type PrioritizedTasksView = z.infer<typeof PrioritizedTasksView>;

/** POST /api/briefing/email: the briefing queued for the owner. */
export const BriefingQueued = z.object({ success: z.boolean(), message: z.string(), batchId: z.string() });

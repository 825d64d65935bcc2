// The focus engine's vocabulary: a money move, the dashboard's alerts and summary, notifications.

export type MoveKind = "task" | "invoice" | "client" | "content" | "workflow";
export type AutomatedPriority = "critical" | "high" | "medium" | "low";

export type MoveAction =
  /** A payment reminder for one sent invoice. */
  | { type: "nudge_invoice"; invoiceId: string; invoiceNumber: string }
  /** The invoice email itself, for an invoice the client has never received. */
  | { type: "send_invoice"; invoiceId: string; invoiceNumber: string }
  /** One reminder each for a fold of small late invoices (POST /api/invoices/send-overdue-email). */
  | { type: "remind_invoices"; invoiceIds: string[]; invoiceNumbers: string[] }
  | { type: "nudge_client"; clientId: string }
  | { type: "open"; href: string };

/** One scored money move (spec 000 §3.4 task fields, plus where it came from and what to do). */
export interface PrioritizedTask {
  id: string;
  kind: MoveKind;
  title: string;
  description: string;
  automatedPriority: AutomatedPriority;
  category: string;
  estimatedTime: number;
  /** Money at stake, when known (in the invoice's currency for an invoice). */
  revenueImpact: number | null;
  priorityScore: number;
  urgencyReason: string;
  completed: false;
  dueDate: string | null;
  action: MoveAction | null;
}

export interface Alert {
  id: string;
  type: "overdue_invoice" | "idle_client";
  title: string;
  description: string;
  invoiceId?: string;
  clientId?: string;
  amount?: number;
}

export interface DashboardSummary {
  lastUpdated: string;
  content: { queueCount: number };
  clients: { totalCount: number; activeCount: number };
  invoices: { totalCount: number; overdueCount: number; outstandingTotal: number };
  revenue: { monthlyTotal: number; previousMonthTotal: number; currency: string };
  /** The most valuable alerts first (at most 10); `total` counts them all. */
  alerts: { urgent: Alert[]; total: number };
  smartAdmin: { automationQueue: number };
  suggestions: { overdueInvoices: number; idleClients: number };
  workflows: {
    active: { id: string; title: string; progress: number }[];
    activeCount: number;
    /** Open steps of active workflows that are the owner's to do (not with a helper): the admin queue's line. */
    openSteps: number;
  };
}

export interface NotificationItem {
  id: string;
  type:
    | "overdue_invoice"
    | "post_scheduled"
    | "new_client"
    | "weekly_report"
    | "delivery_failed"
    | "payment_claimed"
    | "payment_mismatch"
    | "delegation_done"
    | "post_ready"
    | "post_failed"
    | "post_published"
    | "post_approved"
    | "post_changes_requested"
    | "drafts_ready"
    | "webhook_disabled"
    | "lead_received";
  title: string;
  description: string;
  href: string;
  createdAt: string;
  unread: boolean;
}

// Answers of the focus engine, dashboard, tasks and notifications routes (docs/api.md, "Focus engine,
// dashboard, tasks, notifications"). The items come from core; the envelopes around them live here.
import type { NotificationItem, PrioritizedTask } from "@core/focus/types";

export type {
  Alert,
  AutomatedPriority,
  DashboardSummary,
  MoveAction,
  MoveKind,
  NotificationItem,
  PrioritizedTask,
} from "@core/focus/types";
export type { TaskView } from "@core/tasks/schemas";

/** GET /api/tasks/prioritized: every open move, best first. */
export interface PrioritizedResponse {
  insight: string | null;
  insightSource: "model" | "offline";
  /** Every open move, whatever the page: `categories` feeds the /tasks filter chips. */
  summary: { critical: number; high: number; total: number; categories?: { category: string; count: number }[] };
  prioritizedTasks: PrioritizedTask[];
}

/** GET /api/notifications: newest first. */
export interface NotificationsResponse {
  unreadCount: number;
  items: NotificationItem[];
}

// The Project Manager and the Strategist (docs/api.md "Workflows, delegation, the Strategist").
export type { WorkflowView } from "@core/workflows/schemas";
export type { WorkflowStep, StepDelegation } from "@core/workflows/steps";
export type { NextStep } from "@core/workflows/schemas";
export type { DelegationView, DelegatedTaskView } from "@core/delegation/schemas";
export type { SuggestionView } from "@core/strategist/schemas";
export type { AiInsightsView } from "@core/strategist/get";
export type { AnalyticsView } from "@core/analyst/view";
export type { SocialAnalyticsView, PlatformFigures } from "@core/creator/social-analytics/get";
export type { Insight } from "@core/strategist/findings";
export type { CategoryScore } from "@core/strategist/health";

// Tracked links and leads (docs/api.md "Tracked links and leads").
export type {
  ContactPageView,
  LeadView,
  LinkFigures,
  LinkSummaryView,
  PostAttributionView,
} from "@core/leads/schemas";

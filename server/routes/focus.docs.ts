import {
  PrioritizedQuery,
  BriefingQueued,
  DashboardSummary,
  NotificationFeed,
  PrioritizedTasksView,
} from "@core/focus";
import { ClientNudged, InvoiceNudged, NudgeInput } from "@core/smart-admin";
import { taskList, CreateTaskInput, TaskView, UpdatedTask, UpdateTaskInput } from "@core/tasks";
import { Done } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const dashboardDocs = describeRoutes("Focus", {
  get: {
    summary: "The dashboard",
    returns: DashboardSummary,
    description: `\`{lastUpdated, content: {queueCount}, clients: {totalCount, activeCount}, invoices: {totalCount, overdueCount, outstandingTotal}, revenue: {monthlyTotal, previousMonthTotal, currency}, alerts: {urgent: Alert[], total}, smartAdmin: {automationQueue}, suggestions: {overdueInvoices, idleClients}, workflows: {active: [{id, title, progress}], activeCount, openSteps}}\`. \`alerts.urgent\` is the 10 most valuable alerts; \`automationQueue\` = overdue invoices + idle clients + open steps.`,
  },
});

export const taskDocs = describeRoutes("Focus", {
  getPrioritized: {
    summary: "The money moves, best first",
    returns: PrioritizedTasksView,
    query: PrioritizedQuery,
    pageHeaders: true,
    description: `\`{insight, insightSource: "model"|"offline", summary: {critical, high, total, categories: [{category, count}]}, prioritizedTasks: PrioritizedTask[]}\`: a page of the open moves (paging headers as for lists). Each move is ranked by its value today in money (README "The focus engine").`,
  },
  get: {
    summary: "List tasks",
    query: taskList.schema,
    returns: { page: TaskView },
    description: `A page of the owner's stored tasks, newest first: \`[{id, title, description, priority, category, estimatedTime, completed, dueDate, completedAt, workflowId, aiGenerated, businessImpact, createdAt}]\`.`,
  },
  post: {
    summary: "Add a task",
    returns: TaskView,
    body: CreateTaskInput,
    status: 201,
    errors: [404],
    description: `The task; with \`workflowId\` it is a step of that workflow (404 another owner's). 400 \`Title is required\` / \`Category is required\` / \`Estimated time must be at least 1 minute\`.`,
  },
  putById: {
    summary: "Update or complete a task",
    returns: UpdatedTask,
    body: UpdateTaskInput,
    description: `The task. \`{completed: true}\` works for derived moves and folds too (dismissed for today).`,
  },
  deleteById: {
    summary: "Delete a task",
    returns: Done,
    description: `\`{success}\`.`,
  },
});

export const smartAdminDocs = describeRoutes("Focus", {
  postNudgeInvoiceByInvoiceId: {
    summary: "Send an invoice's reminder",
    returns: InvoiceNudged,
    body: NudgeInput,
    bodyOptional: true,
    status: 202,
    errors: [409, 429],
    description: `Nothing, or \`{confirm: true}\`. Answers \`{message, batchId, queued}\`: the reminder queued; 409 paid or no client email; 409 \`CONFIRMATION_REQUIRED\` inside the quiet period; 429 past the hourly allowance.`,
  },
  postNudgeClientByClientId: {
    summary: "Send a client a follow-up",
    returns: ClientNudged,
    status: 202,
    errors: [409, 429],
    description: `\`{message, batchId, queued}\`: a follow-up queued, last contact recorded; 409 no email; 429 past the hourly allowance.`,
  },
});

export const notificationDocs = describeRoutes("Focus", {
  get: {
    summary: "The bell's notifications",
    returns: NotificationFeed,
    description: `\`{unreadCount, items: [{id, type, title, description, href, createdAt, unread}]}\` newest first: a feed of the 50 most recent, not a list to page.`,
  },
  postRead: {
    summary: "Mark all notifications read",
    returns: Done,
    description: `\`{success}\`.`,
  },
});

export const briefingDocs = describeRoutes("Focus", {
  postEmail: {
    summary: "Email the morning briefing now",
    returns: BriefingQueued,
    status: 202,
    description: `\`{success, message, batchId}\`: the briefing queued for the owner (\`microteam focus --email\`).`,
  },
});

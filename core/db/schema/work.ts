// The Project Manager and the Strategist: workflows and their steps (tasks), suggestions, delegations,
// and the insight reports.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId, users } from "./accounts";

export const workflows = sqliteTable(
  "workflows",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category"),
    status: text("status").notNull().default("active"),
    targetOutcome: text("target_outcome"),
    estimatedDuration: integer("estimated_duration"),
    progress: integer("progress").notNull().default(0),
    aiRecommendation: text("ai_recommendation"),
    /** Which of the example workflows this is (core/workflows/examples.ts): added at most once. */
    templateKey: text("template_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // `progress` and the automatic 'completed' are kept by triggers on tasks (drizzle/0006): a workflow's
  // steps are its tasks. One index per sort and filter of the paged list (core/workflows/list.ts).
  (t) => [
    index("workflows_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("workflows_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("workflows_user_title_idx").on(t.userId, sql`${t.title} collate nocase`, t.id),
    uniqueIndex("workflows_template_uq").on(t.userId, t.templateKey),
  ],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull().default("medium"),
    category: text("category"),
    estimatedTime: integer("estimated_time").notNull().default(15),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    dueDate: text("due_date"),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    workflowId: text("workflow_id").references(() => workflows.id, { onDelete: "set null" }),
    aiGenerated: integer("ai_generated", { mode: "boolean" }).notNull().default(false),
    businessImpact: text("business_impact"),
    generatedDate: integer("generated_date", { mode: "timestamp_ms" }),
    /**
     * For a money move the engine derived (e.g. `invoice:<id>@2026-11-21`) that the owner marked
     * done: the move stays dismissed for that day.
     */
    sourceKey: text("source_key"),
    createdAt: createdAt(),
  },
  // One index per sort and filter of the paged list (core/tasks/list.ts), each ending with the id
  // that breaks ties in the keyset.
  (t) => [
    index("tasks_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("tasks_user_open_created_idx").on(t.userId, t.completed, t.createdAt, t.id),
    index("tasks_user_open_due_idx").on(t.userId, t.completed, sql`coalesce(${t.dueDate}, '9999-12-31')`, t.id),
    index("tasks_user_done_at_idx").on(t.userId, t.completed, sql`coalesce(${t.completedAt}, 0)`, t.id),
    index("tasks_user_category_idx").on(t.userId, t.category, t.createdAt, t.id),
    uniqueIndex("tasks_source_key_uq").on(t.userId, t.sourceKey),
    index("tasks_workflow_idx").on(t.workflowId, t.completed),
  ],
);

export const taskSuggestions = sqliteTable(
  "task_suggestions",
  {
    id: id(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description"),
    reasoning: text("reasoning"),
    priority: text("priority").notNull().default("medium"),
    category: text("category"),
    estimatedTime: integer("estimated_time").notNull().default(15),
    potentialImpact: text("potential_impact"),
    status: text("status").notNull().default("pending"), // pending | accepted | dismissed
    workflowId: text("workflow_id").references(() => workflows.id, { onDelete: "set null" }),
    /** What the suggestion is about (a rule and its subject, or the model's normalised title): one pending per key. */
    dedupeKey: text("dedupe_key"),
    /** The task category it becomes when accepted (Invoicing, Clients, Marketing, ...). */
    taskCategory: text("task_category"),
    /** 'model' or 'offline': where it came from. */
    source: text("source").notNull().default("offline"),
    /** The task it became. */
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("task_suggestions_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("task_suggestions_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    uniqueIndex("task_suggestions_pending_uq")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A task the owner handed to a helper (a virtual assistant, a teammate): the helper gets an email with a
 * private link (`/delegated/<token>`) where they see the task and mark it done with a note. One per task:
 * delegating again replaces the helper and the link; taking it back deletes the row.
 */
export const taskDelegations = sqliteTable(
  "task_delegations",
  {
    id: id(),
    userId: ownerId(),
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    helperName: text("helper_name").notNull(),
    helperEmail: text("helper_email").notNull(),
    /** The owner's words to the helper, shown on the link's page. */
    message: text("message"),
    /** 64 hex characters: the private link's only key (core/delegation/token.ts). */
    token: text("token").notNull().unique(),
    emailId: text("email_id"),
    /** First time the helper opened the link. */
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    completionNote: text("completion_note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("task_delegations_task_uq").on(t.taskId),
    index("task_delegations_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("task_delegations_user_done_idx").on(t.userId, sql`${t.completedAt} is not null`, t.createdAt, t.id),
  ],
);

/**
 * The Strategist's latest personalised insights, as the AI engine wrote them when the owner last pressed
 * Generate Insights (one row per owner, replaced each time). The figures behind them are recomputed live.
 */
export const insightReports = sqliteTable("insight_reports", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  source: text("source").notNull(), // model | offline
  model: text("model"),
  insights: text("insights", { mode: "json" }).$type<unknown[]>().notNull(),
  generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
});

import type { OwnerContext } from "../context";
import { booleanFilter, dateFilter, pagedList, textFilter } from "../paging";
import type { TaskView } from "./schemas";

interface Row {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
  estimatedTime: number;
  completed: number;
  dueDate: string | null;
  completedAt: number | null;
  workflowId: string | null;
  aiGenerated: number;
  businessImpact: string | null;
  createdAt: number;
}

/**
 * GET /api/tasks: the owner's stored tasks (their own and the records of completed money moves) a
 * page at a time, newest first unless asked otherwise. `?completed`, `?category`, `?dueFrom`/`?dueTo`
 * filter; `?q` searches title and description.
 */
export const taskList = pagedList({
  name: "tasks",
  from: "tasks t",
  owner: "t.user_id = @owner",
  id: "t.id",
  columns: `t.id, t.title, t.description, t.priority, t.category, t.estimated_time as estimatedTime, t.completed,
    t.due_date as dueDate, t.completed_at as completedAt, t.workflow_id as workflowId, t.ai_generated as aiGenerated,
    t.business_impact as businessImpact, t.created_at as createdAt`,
  sorts: {
    createdAt: { sql: "t.created_at" },
    // Tasks without a date come after every dated one.
    dueDate: { sql: "coalesce(t.due_date, '9999-12-31')" },
    completedAt: { sql: "coalesce(t.completed_at, 0)" },
  },
  defaultSort: "-createdAt",
  filters: {
    completed: { schema: booleanFilter("Completed"), sql: "t.completed = @completed" },
    // Categories are free text up to 60 characters (CreateTaskInput).
    category: { schema: textFilter("Category", 60), sql: "t.category = @category" },
    dueFrom: { schema: dateFilter("dueFrom"), sql: "coalesce(t.due_date, '9999-12-31') >= @dueFrom" },
    dueTo: { schema: dateFilter("dueTo"), sql: "coalesce(t.due_date, '9999-12-31') <= @dueTo" },
  },
  search: `t.title like @q escape '\\' or t.description like @q escape '\\'`,
  map: (t: Row): TaskView => ({
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    category: t.category,
    estimatedTime: t.estimatedTime,
    completed: t.completed === 1,
    dueDate: t.dueDate,
    completedAt: t.completedAt === null ? null : new Date(t.completedAt).toISOString(),
    workflowId: t.workflowId,
    aiGenerated: t.aiGenerated === 1,
    businessImpact: t.businessImpact,
    createdAt: new Date(t.createdAt).toISOString(),
  }),
});

export function listTasks({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return taskList.page(ctx, query);
}

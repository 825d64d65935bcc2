import type { OwnerContext } from "../context";
import { booleanFilter, dateFilter, pagedList, textFilter } from "../paging";
import { TASK_COLUMNS, taskRowView } from "./task-row";

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
  columns: TASK_COLUMNS,
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
  map: taskRowView,
});

export function listTasks({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return taskList.page(ctx, query);
}

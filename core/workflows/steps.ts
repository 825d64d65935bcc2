import type { OwnerContext } from "../context";
import { booleanFilter, pagedList } from "../paging";
import { TASK_COLUMNS, taskRowView, type TaskRow } from "../tasks";
import { getWorkflowView } from "./internal";

export type { StepDelegation, WorkflowStep } from "./schemas";
import type { WorkflowStep } from "./schemas";

interface Row extends TaskRow {
  delegation: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * GET /api/workflows/{id}/steps: a workflow's steps (its tasks) in the order they are meant to be
 * done: by due date (undated last), then as they were added. `?completed` filters.
 */
export const stepList = pagedList({
  name: "workflow-steps",
  from: "tasks t",
  owner: "t.user_id = @owner and t.workflow_id = @workflow",
  id: "t.id",
  columns: `${TASK_COLUMNS},
    (select json_object('helperName', d.helper_name, 'helperEmail', d.helper_email, 'delegatedAt', d.created_at,
       'viewedAt', d.viewed_at, 'completedAt', d.completed_at, 'completionNote', d.completion_note)
     from task_delegations d where d.task_id = t.id) as delegation`,
  // A workflow has tens of steps at most, all under the (workflow_id, completed) index.
  sorts: { order: { sql: "coalesce(t.due_date, '9999-12-31') || printf('%015d', t.created_at)" } },
  defaultSort: "order",
  filters: { completed: { schema: booleanFilter("Completed"), sql: "t.completed = @completed" } },
  map: (t: Row): WorkflowStep => {
    const d = t.delegation
      ? (JSON.parse(t.delegation) as Record<string, string | number | null> & { delegatedAt: number })
      : null;
    return {
      ...taskRowView(t),
      delegation: d
        ? {
            helperName: String(d.helperName),
            helperEmail: String(d.helperEmail),
            delegatedAt: iso(d.delegatedAt)!,
            viewedAt: iso(d.viewedAt as number | null),
            completedAt: iso(d.completedAt as number | null),
            completionNote: (d.completionNote as string | null) ?? null,
          }
        : null,
    };
  },
});

export function listWorkflowSteps({ ctx, id, query }: { ctx: OwnerContext; id: string; query?: unknown }) {
  const workflow = getWorkflowView(ctx, id);
  return stepList.page(ctx, query, { workflow: workflow.id });
}

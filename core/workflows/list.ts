import type { OwnerContext } from "../context";
import { enumFilter, pagedList } from "../paging";
import { toWorkflowView, WORKFLOW_COLUMNS, type WorkflowRow } from "./internal";
import { WORKFLOW_STATUSES } from "./schemas";

/**
 * GET /api/workflows: the owner's workflows a page at a time (the paging contract), oldest first so
 * the examples keep their order and the Strategist's "first 4" stay put; each with its step counts and
 * next open step. `?status` filters; `?q` searches title and description.
 */
export const workflowList = pagedList({
  name: "workflows",
  from: "workflows w",
  owner: "w.user_id = @owner",
  id: "w.id",
  columns: WORKFLOW_COLUMNS,
  sorts: {
    createdAt: { sql: "w.created_at" },
    title: { sql: "w.title collate nocase" },
  },
  defaultSort: "createdAt",
  filters: {
    status: { schema: enumFilter("Status", WORKFLOW_STATUSES), sql: "w.status = @status" },
  },
  search: `w.title like @q escape '\\' or w.description like @q escape '\\'`,
  map: toWorkflowView as (r: WorkflowRow) => ReturnType<typeof toWorkflowView>,
});

export function listWorkflows({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return workflowList.page(ctx, query);
}

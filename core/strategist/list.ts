import type { OwnerContext } from "../context";
import { enumFilter, pagedList } from "../paging";
import { SUGGESTION_COLUMNS, toSuggestionView, type SuggestionRow } from "./internal";

/**
 * GET /api/task-suggestions: the AI business suggestion feed, newest first, a page at a time;
 * `?status=pending` for those still to decide.
 */
export const suggestionList = pagedList({
  name: "task-suggestions",
  from: "task_suggestions s",
  owner: "s.user_id = @owner",
  id: "s.id",
  columns: SUGGESTION_COLUMNS,
  sorts: { createdAt: { sql: "s.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    status: { schema: enumFilter("Status", ["pending", "accepted", "dismissed"]), sql: "s.status = @status" },
  },
  search: `s.title like @q escape '\\' or s.description like @q escape '\\'`,
  map: toSuggestionView as (r: SuggestionRow) => ReturnType<typeof toSuggestionView>,
});

export function listSuggestions({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return suggestionList.page(ctx, query);
}

import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { notFound } from "../errors";
import type { SuggestionView } from "./schemas";

export const SUGGESTION_COLUMNS = `s.id, s.title, s.description, s.reasoning, s.priority, s.category,
  s.estimated_time as estimatedTime, s.potential_impact as potentialImpact, s.status, s.workflow_id as workflowId,
  s.source, s.task_id as taskId, s.task_category as taskCategory, s.created_at as createdAt`;

export type SuggestionRow = Omit<SuggestionView, "createdAt"> & { createdAt: number; taskCategory: string | null };

export function toSuggestionView({ taskCategory: _taskCategory, ...r }: SuggestionRow): SuggestionView {
  return { ...r, createdAt: new Date(r.createdAt).toISOString() };
}

export function getSuggestionOfOwner(ctx: OwnerContext, id: string): SuggestionRow {
  const row = prepared(ctx.db, "suggestions:one", (d) =>
    d.$client.prepare<[string, string], SuggestionRow>(
      `select ${SUGGESTION_COLUMNS} from task_suggestions s where s.id = ? and s.user_id = ?`,
    ),
  ).get(id, ctx.userId);
  if (!row) throw notFound("Suggestion");
  return row;
}

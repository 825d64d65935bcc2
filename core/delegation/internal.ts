import type { OwnerContext } from "../context";
import { prepared } from "../db";
import type { DelegationView } from "./schemas";

export const DELEGATION_COLUMNS = `d.id, d.task_id as taskId, t.title as taskTitle, t.workflow_id as workflowId,
  w.title as workflowTitle, d.helper_name as helperName, d.helper_email as helperEmail, d.message,
  d.created_at as delegatedAt, d.viewed_at as viewedAt,
  coalesce(d.completed_at, case when t.completed = 1 then t.completed_at end) as completedAt,
  case when d.completed_at is not null then 'helper' when t.completed = 1 then 'owner' end as completedBy,
  d.completion_note as completionNote, o.status as emailStatus, o.error as emailError`;

/** Done by the helper through the link, or by the owner themself. */
export const DELEGATION_DONE =
  "coalesce(d.completed_at, case when t.completed = 1 then t.completed_at end) is not null";

export const DELEGATION_FROM = `task_delegations d join tasks t on t.id = d.task_id
  left join workflows w on w.id = t.workflow_id left join email_outbox o on o.id = d.email_id`;

export interface DelegationRow {
  id: string;
  taskId: string;
  taskTitle: string;
  workflowId: string | null;
  workflowTitle: string | null;
  helperName: string;
  helperEmail: string;
  message: string | null;
  delegatedAt: number;
  viewedAt: number | null;
  completedAt: number | null;
  completedBy: "helper" | "owner" | null;
  completionNote: string | null;
  emailStatus: string | null;
  emailError: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toDelegationView(r: DelegationRow): DelegationView {
  return {
    id: r.id,
    taskId: r.taskId,
    taskTitle: r.taskTitle,
    workflowId: r.workflowId,
    workflowTitle: r.workflowTitle,
    helperName: r.helperName,
    helperEmail: r.helperEmail,
    message: r.message,
    delegatedAt: iso(r.delegatedAt)!,
    viewedAt: iso(r.viewedAt),
    completedAt: iso(r.completedAt),
    completedBy: r.completedBy,
    completionNote: r.completionNote,
    email: r.emailStatus ? { status: r.emailStatus, error: r.emailError } : null,
  };
}

/** The delegation of one of the owner's tasks, or null. */
export function delegationOfTask(ctx: OwnerContext, taskId: string): DelegationView | null {
  const row = prepared(ctx.db, "delegations:of-task", (d) =>
    d.$client.prepare<[string, string], DelegationRow>(
      `select ${DELEGATION_COLUMNS} from ${DELEGATION_FROM} where d.task_id = ? and d.user_id = ?`,
    ),
  ).get(taskId, ctx.userId);
  return row ? toDelegationView(row) : null;
}

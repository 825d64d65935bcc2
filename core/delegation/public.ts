import type { Services } from "../context";
import { prepared } from "../db";
import { conflict, notFound } from "../errors";
import { notifyOwner } from "../notifications";
import { parseInput } from "../validation";
import { CompleteDelegationInput, type DelegatedTaskView } from "./schemas";
import { assertDelegationToken } from "./token";

interface Row {
  id: string;
  userId: string;
  helperName: string;
  message: string | null;
  createdAt: number;
  viewedAt: number | null;
  completedAt: number | null;
  completionNote: string | null;
  taskId: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  estimatedTime: number;
  taskCompleted: number;
  taskCompletedAt: number | null;
  businessName: string | null;
}

const SQL = `select d.id, d.user_id as userId, d.helper_name as helperName, d.message, d.created_at as createdAt,
    d.viewed_at as viewedAt, d.completed_at as completedAt, d.completion_note as completionNote,
    t.id as taskId, t.title, t.description, t.due_date as dueDate, t.estimated_time as estimatedTime,
    t.completed as taskCompleted, t.completed_at as taskCompletedAt, u.business_name as businessName
  from task_delegations d join tasks t on t.id = d.task_id join users u on u.id = d.user_id
  where d.token = ?`;

function find(services: Services, token: string): Row {
  assertDelegationToken(token);
  const row = prepared(services.db, "delegations:by-token", (d) => d.$client.prepare<[string], Row>(SQL)).get(token);
  if (!row) throw notFound("Task");
  return row;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function view(row: Row): DelegatedTaskView {
  const doneByHelper = row.completedAt !== null;
  const done = doneByHelper || row.taskCompleted === 1;
  return {
    businessName: row.businessName?.trim() || null,
    helperName: row.helperName,
    task: { title: row.title, description: row.description, dueDate: row.dueDate, estimatedTime: row.estimatedTime },
    message: row.message,
    delegatedAt: iso(row.createdAt)!,
    status: done ? "done" : "open",
    completedAt: iso(doneByHelper ? row.completedAt : row.taskCompletedAt),
    completionNote: row.completionNote,
    completedBy: doneByHelper ? "helper" : done ? "owner" : null,
  };
}

/**
 * GET /api/public/delegations/{token}: the helper's view of the task (the business's name, the task,
 * the owner's note to them). The first visit is recorded, so the owner sees the link was opened.
 */
export function getDelegatedTask({ services, token }: { services: Services; token: string }): DelegatedTaskView {
  const row = find(services, token);
  if (row.viewedAt === null) {
    services.db.$client
      .prepare("update task_delegations set viewed_at = ? where id = ? and viewed_at is null")
      .run(services.clock.now().getTime(), row.id);
  }
  return view(row);
}

/**
 * POST /api/public/delegations/{token}/complete `{note?}`: the helper marks the task done (the owner's
 * workflow progress moves with it) and the owner is told in the bell. Once only: 409 after.
 */
export function completeDelegatedTask({
  services,
  token,
  input,
}: {
  services: Services;
  token: string;
  input: unknown;
}): DelegatedTaskView {
  const { note } = parseInput(CompleteDelegationInput, input);
  const now = services.clock.now().getTime();
  const sqlite = services.db.$client;
  return services.db.transaction(() => {
    const row = find(services, token);
    if (row.completedAt !== null || row.taskCompleted === 1) throw conflict("This task has already been marked done.");
    sqlite
      .prepare("update tasks set completed = 1, completed_at = ? where id = ? and completed = 0")
      .run(now, row.taskId);
    sqlite
      .prepare(
        "update task_delegations set completed_at = ?, completion_note = ?, viewed_at = coalesce(viewed_at, ?) where id = ?",
      )
      .run(now, note, now, row.id);
    notifyOwner(services, {
      userId: row.userId,
      type: "delegation_done",
      title: `${row.helperName} finished "${row.title}"`,
      description: note ? `Their note: ${note}` : `${row.helperName} marked it done through your private link.`,
      href: "/workflows",
      relatedType: "task",
      relatedId: row.taskId,
      dedupeKey: `delegation-done:${row.id}`,
    });
    return view({ ...row, completedAt: now, completionNote: note });
  });
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { users } from "../db/schema";
import { todayIn } from "../time";
import { loadPostMoves } from "./post-moves";
import type { FocusSnapshot, SnapshotClient, SnapshotInvoice, SnapshotTask, SnapshotWorkflow } from "./snapshot";

const WEEK = 7 * 86_400_000;

// The reference derivation: every open row read into one snapshot for deriveMoves (moves.ts). The
// engine itself ranks and counts in SQL (parts.ts) and reads rows only for the moves it shows;
// core/focus/engine.test.ts checks on random data that both give the same moves, order and counts.
const SQL = {
  invoices: `
    select i.id, i.invoice_number as invoiceNumber, i.client_id as clientId, c.name as clientName,
           c.email as clientEmail, i.amount_cents as amountCents, i.currency, i.status, i.due_date as dueDate,
           i.created_at as createdAt
    from invoices i join clients c on c.id = i.client_id
    where i.user_id = ? and i.status <> 'paid'`,
  clients: `
    select c.id, c.name, c.email, c.status, coalesce(c.last_contact_date, c.created_at) as lastTouch,
           c.created_at as createdAt, agg.average as averageInvoiceCents,
           coalesce(agg.open, 0) as hasOpenInvoice
    from clients c
    left join (
      select client_id, cast(avg(amount_cents) as integer) as average,
             max(status in ('draft', 'pending', 'overdue')) as open
      from invoices where user_id = ? group by client_id
    ) agg on agg.client_id = c.id
    where c.user_id = ?`,
  tasks: `
    select id, title, description, priority, category, estimated_time as estimatedTime, due_date as dueDate,
           business_impact as businessImpact, completed
    from tasks k where user_id = @owner and completed = 0 and source_key is null
      and (workflow_id is null or workflow_id in (select id from workflows where user_id = @owner and status = 'active'))
      and not exists (select 1 from task_delegations g where g.task_id = k.id and g.completed_at is null)`,
  dismissed: `select source_key as sourceKey from tasks where user_id = ? and source_key like ?`,
  workflows: `select id, title, category, progress, status from workflows w where user_id = ? and status = 'active'
    and not exists (select 1 from tasks s where s.workflow_id = w.id and s.completed = 0)`,
  postsBetween: `
    select count(*) as n from events
    where user_id = ? and type = 'content_post' and status = 'scheduled' and start_date >= ? and start_date < ?`,
};

function ownerSettings(ctx: OwnerContext) {
  return ctx.db
    .select({
      timeZone: users.timeZone,
      contentFrequency: users.contentFrequency,
      platforms: users.socialMediaPlatforms,
    })
    .from(users)
    .where(eq(users.id, ctx.userId))
    .get();
}

export function loadFocusSnapshot(ctx: OwnerContext): FocusSnapshot {
  const sqlite = ctx.db.$client;
  const owner = ownerSettings(ctx);
  const now = ctx.clock.now().getTime();
  const today = todayIn(owner?.timeZone ?? "UTC", new Date(now));
  const clients = (sqlite.prepare(SQL.clients).all(ctx.userId, ctx.userId) as SnapshotClient[]).map((c) => ({
    ...c,
    hasOpenInvoice: Boolean(c.hasOpenInvoice),
  }));
  const tasks = (sqlite.prepare(SQL.tasks).all({ owner: ctx.userId }) as SnapshotTask[]).map((t) => ({
    ...t,
    completed: Boolean(t.completed),
  }));
  const dismissed = new Set(
    (sqlite.prepare(SQL.dismissed).all(ctx.userId, `%@${today}`) as { sourceKey: string }[]).map((r) =>
      r.sourceKey.slice(0, r.sourceKey.lastIndexOf("@")),
    ),
  );
  return {
    today,
    now,
    contentFrequency: owner?.contentFrequency ?? "daily",
    postsToSocial: (owner?.platforms.length ?? 0) > 0,
    invoices: sqlite.prepare(SQL.invoices).all(ctx.userId) as SnapshotInvoice[],
    clients,
    tasks,
    workflows: sqlite.prepare(SQL.workflows).all(ctx.userId) as SnapshotWorkflow[],
    postsNextWeek: (sqlite.prepare(SQL.postsBetween).get(ctx.userId, now, now + WEEK) as { n: number }).n,
    dismissed,
    timeZone: owner?.timeZone ?? "UTC",
    posts: loadPostMoves(ctx, now),
  };
}

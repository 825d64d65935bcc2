import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { notFound } from "../errors";

export type { BatchProgress } from "./views";
import type { BatchProgress } from "./views";

const SQL = `
  select count(*) as total,
    sum(status = 'queued') as queued, sum(status = 'sending') as sending,
    sum(status in ('sent', 'stored')) as delivered, sum(status = 'stored') as stored, sum(status = 'failed') as failed,
    sum(status = 'cancelled') as cancelled, sum(status = 'possibly_sent') as possiblySent,
    sum(status = 'queued' and attempts > 0) as retrying,
    min(case when status = 'queued' then next_attempt_at end) as nextAttemptAt
  from email_outbox where batch_id = ? and user_id = ?`;
const FAILURES = `select to_address as "to", error from email_outbox
  where batch_id = ? and user_id = ? and status = 'failed' order by created_at limit 20`;
const UNCONFIRMED = `select to_address from email_outbox
  where batch_id = ? and user_id = ? and status = 'possibly_sent' order by created_at limit 20`;
const prepared = new WeakMap<
  Database.Database,
  { summary: Database.Statement; failures: Database.Statement; unconfirmed: Database.Statement }
>();

/** GET /api/outbox/batches/:id: how far the emails one request queued have gone (queued → sent). */
export function batchProgress({ ctx, batchId }: { ctx: OwnerContext; batchId: string }): BatchProgress {
  const client = ctx.db.$client;
  let s = prepared.get(client);
  if (!s)
    prepared.set(
      client,
      (s = {
        summary: client.prepare(SQL),
        failures: client.prepare(FAILURES),
        unconfirmed: client.prepare(UNCONFIRMED).pluck(),
      }),
    );
  const r = s.summary.get(batchId, ctx.userId) as Record<string, number | null>;
  if (!r.total) throw notFound("Email batch");
  const n = (v: number | null) => v ?? 0;
  return {
    batchId,
    total: n(r.total),
    queued: n(r.queued),
    sending: n(r.sending),
    delivered: n(r.delivered),
    stored: n(r.stored),
    failed: n(r.failed),
    cancelled: n(r.cancelled),
    possiblySent: n(r.possiblySent),
    retrying: n(r.retrying),
    nextAttemptAt: r.nextAttemptAt ? new Date(r.nextAttemptAt).toISOString() : null,
    done: n(r.queued) + n(r.sending) === 0,
    failures: s.failures.all(batchId, ctx.userId) as { to: string; error: string }[],
    possiblySentTo: r.possiblySent ? (s.unconfirmed.all(batchId, ctx.userId) as string[]) : [],
  };
}

import { and, eq, lt } from "drizzle-orm";
import type Database from "better-sqlite3";
import type { Services } from "../context";
import { emailOutbox, type OutboxEmail } from "../db/schema";

// Prepared once per connection: a reminder run queues and records thousands of emails, and building
// and preparing each statement anew would cost more than the writes themselves.
const prepared = new WeakMap<Database.Database, { insert: Database.Statement; record: Database.Statement }>();
function statements(client: Database.Database) {
  let s = prepared.get(client);
  if (!s) {
    s = {
      insert: client.prepare(
        `insert into email_outbox (id, user_id, kind, to_address, from_address, reply_to, subject, body,
           related_type, related_id, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?)`,
      ),
      record: client.prepare(
        `update email_outbox set status = ?, message_id = ?, transport = ?, sent_at = ?, error = ? where id = ?`,
      ),
    };
    prepared.set(client, s);
  }
  return s;
}

export interface EmailToSend {
  userId?: string | null;
  kind: string;
  to: string;
  subject: string;
  body: string;
  replyTo?: string | null;
  relatedType?: string | null;
  relatedId?: string | null;
}

/**
 * Records an email as 'queued'. It is synchronous and uses the services' connection, so called inside
 * a transaction it is part of it. Delivery happens afterwards, outside any transaction (DESIGN.md
 * "Data"): a crash between the two leaves a queued row that `deliverStaleQueuedEmails` sends later,
 * never a lost or doubled email.
 */
export function queueEmail(services: Services, email: EmailToSend): OutboxEmail {
  const row: OutboxEmail = {
    id: crypto.randomUUID(),
    userId: email.userId ?? null,
    kind: email.kind,
    toAddress: email.to,
    fromAddress: services.settings.mailFrom,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    body: email.body,
    relatedType: email.relatedType ?? null,
    relatedId: email.relatedId ?? null,
    status: "queued",
    transport: null,
    messageId: null,
    error: null,
    sentAt: null,
    createdAt: services.clock.now(),
  };
  statements(services.db.$client).insert.run(
    row.id,
    row.userId,
    row.kind,
    row.toAddress,
    row.fromAddress,
    row.replyTo,
    row.subject,
    row.body,
    row.relatedType,
    row.relatedId,
    row.createdAt.getTime(),
  );
  return row;
}

function recordDelivery(services: Services, row: OutboxEmail, outcome: Outcome): OutboxEmail {
  statements(services.db.$client).record.run(
    outcome.status,
    outcome.messageId,
    outcome.transport,
    outcome.sentAt?.getTime() ?? null,
    outcome.error,
    row.id,
  );
  return { ...row, ...outcome };
}

type Outcome = Pick<OutboxEmail, "status" | "messageId" | "transport" | "sentAt" | "error">;

/** Queues and delivers one email. A delivery failure is recorded on the row and returned, not thrown. */
export async function sendEmail(services: Services, email: EmailToSend): Promise<OutboxEmail> {
  return deliverQueuedEmail(services, queueEmail(services, email));
}

/** Delivers one recorded email and stores the outcome. */
export async function deliverQueuedEmail(services: Services, row: OutboxEmail): Promise<OutboxEmail> {
  return recordDelivery(services, row, await attemptDelivery(services, row));
}

/**
 * Delivers many recorded emails. Over SMTP each outcome is committed as soon as it is known (a crash
 * repeats nothing); the offline outbox, whose delivery can safely be repeated, records them in one
 * transaction, which keeps a run of thousands of reminders fast.
 */
export async function deliverQueuedEmails(services: Services, rows: OutboxEmail[]): Promise<OutboxEmail[]> {
  if (!services.mail.idempotent) {
    const out: OutboxEmail[] = [];
    for (const row of rows) out.push(await deliverQueuedEmail(services, row));
    return out;
  }
  const outcomes: Outcome[] = [];
  for (const row of rows) outcomes.push(await attemptDelivery(services, row));
  return services.db.transaction(() => rows.map((row, i) => recordDelivery(services, row, outcomes[i])));
}

async function attemptDelivery(services: Services, row: OutboxEmail): Promise<Outcome> {
  let update: Outcome;
  try {
    const delivery = await services.mail.deliver(
      { from: row.fromAddress, to: row.toAddress, replyTo: row.replyTo, subject: row.subject, text: row.body },
      row.id,
    );
    update = {
      status: delivery.status,
      messageId: delivery.messageId ?? null,
      transport: services.mail.kind,
      sentAt: services.clock.now(),
      error: null,
    };
  } catch (error) {
    update = {
      status: "failed",
      messageId: null,
      transport: services.mail.kind,
      sentAt: null,
      error: String((error as Error).message ?? error),
    };
  }
  return update;
}

/** Sends the emails a crashed process queued but never delivered (older than a few minutes). */
export async function deliverStaleQueuedEmails(services: Services, olderThanMs = 5 * 60_000): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - olderThanMs);
  const stale = services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.createdAt, cutoff)))
    .all();
  await deliverQueuedEmails(services, stale);
  return stale.length;
}

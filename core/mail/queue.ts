import type Database from "better-sqlite3";
import type { Services } from "../context";
import type { OutboxEmail } from "../db";
import { messageIdFor } from "./addresses";
import type { TemplateData } from "./template-data";

// Prepared once per connection: a reminder run queues thousands of emails.
const prepared = new WeakMap<Database.Database, Database.Statement>();
function insertStatement(client: Database.Database) {
  let s = prepared.get(client);
  if (!s) {
    s = client.prepare(
      `insert into email_outbox (id, user_id, kind, to_address, from_address, reply_to, subject, body, template,
         template_data, related_type, related_id, batch_id, status, attempts, next_attempt_at, message_id, created_at)
       values (@id, @userId, @kind, @toAddress, @fromAddress, @replyTo, @subject, @body, @template,
         @templateData, @relatedType, @relatedId, @batchId, 'queued', 0, @nextAttemptAt, @messageId, @createdAt)`,
    );
    prepared.set(client, s);
  }
  return s;
}

export interface EmailToQueue {
  userId?: string | null;
  kind: string;
  to: string;
  /** The From header; the product's MAIL_FROM when absent. */
  from?: string;
  replyTo?: string | null;
  subject: string;
  body: string;
  template?: TemplateData;
  relatedType?: string | null;
  relatedId?: string | null;
  batchId?: string | null;
  /**
   * The client this email reaches: reaching out counts as contact from the moment the owner acts (the
   * idle-client alert goes at once); delivery moves it again, and a failure reaches the owner.
   */
  contactClientId?: string | null;
}

/**
 * Records an email as 'queued', with its Message-ID fixed now. Synchronous, on the services'
 * connection: called inside a transaction it is part of it, so the business change and the intent to
 * email commit together. The delivery worker sends it (core/delivery); nothing else does.
 */
export function queueEmail(services: Services, email: EmailToQueue): OutboxEmail {
  const id = crypto.randomUUID();
  const now = services.clock.now();
  const row: OutboxEmail = {
    id,
    userId: email.userId ?? null,
    kind: email.kind,
    toAddress: email.to,
    fromAddress: email.from ?? services.settings.mailFrom,
    replyTo: email.replyTo ?? null,
    // One line, no control characters: a subject is a header.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    subject: email.subject.replace(/[\u0000-\u001F\u007F]+/g, " "),
    body: email.body,
    template: email.template?.template ?? "message",
    templateData: (email.template as Record<string, unknown> | undefined) ?? null,
    relatedType: email.relatedType ?? null,
    relatedId: email.relatedId ?? null,
    batchId: email.batchId ?? null,
    status: "queued",
    attempts: 0,
    nextAttemptAt: now.getTime(),
    leaseUntil: null,
    claimedBy: null,
    transport: null,
    messageId: messageIdFor(id, services.settings.mailFrom),
    error: null,
    sentAt: null,
    createdAt: now,
  };
  insertStatement(services.db.$client).run({
    ...row,
    templateData: row.templateData ? JSON.stringify(row.templateData) : null,
    createdAt: now.getTime(),
  });
  if (email.contactClientId) touchClient(services.db.$client).run(now.getTime(), email.contactClientId);
  services.deliveryBell.ring();
  return row;
}

const touches = new WeakMap<Database.Database, Database.Statement>();
function touchClient(client: Database.Database) {
  let s = touches.get(client);
  if (!s) touches.set(client, (s = client.prepare("update clients set last_contact_date = ? where id = ?")));
  return s;
}

/** A new batch id for the emails one request queues together. */
export const newBatchId = () => crypto.randomUUID();

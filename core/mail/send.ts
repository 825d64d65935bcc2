import { and, eq, lt } from "drizzle-orm";
import type { Services } from "../context";
import type { Db } from "../db/client";
import { emailOutbox, type OutboxEmail } from "../db/schema";

type DbOrTx = Pick<Db, "insert" | "update" | "select">;

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
 * Records an email as 'queued' (synchronously, so it can join the caller's transaction). Delivery
 * happens afterwards, outside any transaction (DESIGN.md "Data"): a crash between the two leaves a
 * queued row that `deliverStaleQueuedEmails` sends later, never a lost or doubled email.
 */
export function queueEmail(services: Services, db: DbOrTx, email: EmailToSend): OutboxEmail {
  return db
    .insert(emailOutbox)
    .values({
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
      createdAt: services.clock.now(),
    })
    .returning()
    .get();
}

/** Queues and delivers one email. A delivery failure is recorded on the row and returned, not thrown. */
export async function sendEmail(services: Services, email: EmailToSend): Promise<OutboxEmail> {
  return deliverQueuedEmail(services, queueEmail(services, services.db, email));
}

/** Delivers one recorded email and stores the outcome. */
export async function deliverQueuedEmail(services: Services, row: OutboxEmail): Promise<OutboxEmail> {
  let update: Partial<OutboxEmail>;
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
    update = { status: "failed", transport: services.mail.kind, error: String((error as Error).message ?? error) };
  }
  return services.db.update(emailOutbox).set(update).where(eq(emailOutbox.id, row.id)).returning().get();
}

/** Sends the emails a crashed process queued but never delivered (older than a few minutes). */
export async function deliverStaleQueuedEmails(services: Services, olderThanMs = 5 * 60_000): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - olderThanMs);
  const stale = services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.createdAt, cutoff)))
    .all();
  for (const row of stale) await deliverQueuedEmail(services, row);
  return stale.length;
}

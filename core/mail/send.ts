import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { emailOutbox, type OutboxEmail } from "../db/schema";

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
 * Records the email in the outbox first, then delivers it outside any transaction (DESIGN.md "Data"):
 * a crash between the two leaves a 'queued' row, never a lost or doubled email. A delivery failure
 * is recorded on the row ('failed' with the reason) and returned, not thrown.
 */
export async function sendEmail(services: Services, email: EmailToSend): Promise<OutboxEmail> {
  const row = services.db
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
  return deliverQueuedEmail(services, row);
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

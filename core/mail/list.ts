import { desc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { emailOutbox } from "../db/schema";

export interface OutboxItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  body: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  messageId: string | null;
  transport: string | null;
  error: string | null;
  relatedType: string | null;
  relatedId: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** The owner's emails, newest first. */
export function listOutbox({ ctx, limit = 200 }: { ctx: OwnerContext; limit?: number }): OutboxItem[] {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, ctx.userId))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit)
    .all()
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.toAddress,
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.status === "queued" ? new Date(r.nextAttemptAt).toISOString() : null,
      messageId: r.messageId,
      transport: r.transport,
      error: r.error,
      relatedType: r.relatedType,
      relatedId: r.relatedId,
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
}

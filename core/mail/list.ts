import type { OwnerContext } from "../context";
import { enumFilter, pagedList } from "../paging";

export type { OutboxItem } from "./views";
import type { OutboxItem } from "./views";
import { EMAIL_STATUSES } from "./state";

interface Row extends Omit<OutboxItem, "nextAttemptAt" | "sentAt" | "createdAt"> {
  nextAttemptAt: number;
  sentAt: number | null;
  createdAt: number;
}

/**
 * GET /api/outbox: the owner's emails, newest first, a page at a time (the paging contract), with
 * where each one stands in delivery. `?status=failed` finds what could not be sent, `?status=possibly_sent`
 * what may have been sent (decision 318); `q` searches the
 * recipient and the subject.
 */
export const outboxList = pagedList({
  name: "outbox",
  from: "email_outbox o",
  owner: "o.user_id = @owner",
  id: "o.id",
  columns: `o.id, o.kind, o.to_address as "to", o.subject, o.body, o.status, o.attempts,
    o.next_attempt_at as nextAttemptAt, o.message_id as messageId, o.transport, o.error,
    o.related_type as relatedType, o.related_id as relatedId, o.sent_at as sentAt, o.created_at as createdAt`,
  sorts: { createdAt: { sql: "o.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    status: {
      schema: enumFilter("Status", EMAIL_STATUSES),
      sql: "o.status = @status",
    },
  },
  search: `o.to_address like @q escape '\\' or o.subject like @q escape '\\'`,
  map: (r: Row): OutboxItem => ({
    ...r,
    nextAttemptAt: r.status === "queued" ? new Date(r.nextAttemptAt).toISOString() : null,
    sentAt: r.sentAt === null ? null : new Date(r.sentAt).toISOString(),
    createdAt: new Date(r.createdAt).toISOString(),
  }),
});

export function listOutbox({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return outboxList.page(ctx, query);
}

// The after-commit domain events (core/events, docs/decisions/314-domain-events.md): a row per event,
// written in the transaction of the change it reports, so an event is never lost between the commit
// and its subscribers. Handled at once after the commit; a row left by a crash is taken up by the
// delivery worker, which claims it with a lease like any delivery.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, deliveryColumns } from "./columns";
import { ownerId } from "./accounts";

export const domainEvents = sqliteTable(
  "domain_events",
  {
    id: id(),
    userId: ownerId(),
    /** `invoice.paid`, `client.created`, … (core/events/types.ts). */
    type: text("type").notNull(),
    /** The id of what the event is about: the invoice, the client, the lead, the post. */
    subjectId: text("subject_id").notNull(),
    ...deliveryColumns(),
    /** Set in the transaction that ran the subscribers: they run once, whoever got there first. */
    handledAt: integer("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("domain_events_due_idx").on(t.status, t.nextAttemptAt),
    index("domain_events_lease_idx").on(t.status, t.leaseUntil),
  ],
);

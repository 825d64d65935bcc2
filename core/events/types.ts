// What happened, told after the commit to the modules that react to it (docs/decisions/314-domain-events.md).
// A module publishes its own events; another module subscribes: invoices do not know that posts or
// webhooks exist. An event names its subject by id; a subscriber reads what it needs, as committed.

export const DOMAIN_EVENT_TYPES = [
  "invoice.created",
  "invoice.sent",
  "invoice.paid",
  "invoice.overdue",
  "invoice.voided",
  "client.created",
  "lead.created",
  "post.published",
  "post.failed",
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DomainEvent {
  type: DomainEventType;
  /** The owner whose business it happened in. */
  userId: string;
  /** The invoice, client, lead or post it is about. */
  subjectId: string;
}

/**
 * A module's reaction to events. `handle` runs inside a transaction of its own after the change
 * committed, together with the other subscribers of that event and the mark that it ran: it must
 * only write (anything that leaves the product is queued for the delivery worker), and it runs once.
 * `S` is the services (core/context): left open here so this module sits below the context.
 */
export interface Subscriber<S> {
  /** Shown in logs. */
  name: string;
  on: readonly DomainEventType[];
  handle(services: S, event: DomainEvent): void;
}

/** The subscribers of this process, built at the composition root (core/composition) and carried by the services. */
export interface EventBus<S> {
  subscribers: readonly Subscriber<S>[];
}

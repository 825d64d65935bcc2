// The face of core/events: after-commit domain events (docs/decisions/314-domain-events.md).
export { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType, type EventBus, type Subscriber } from "./types";
export { publish, EVENT_GRACE_MS } from "./publish";
export { handleClaimedEvent, purgeHandledEvents, runSubscribers, type EventServices } from "./handle";

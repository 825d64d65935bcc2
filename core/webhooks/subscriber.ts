// The webhooks' side of the domain events: each event an owner's endpoints listen to is queued for them
// (core/events; docs/decisions/314-domain-events.md). Runs after the change committed, so the data is
// read as committed.
import type { Services } from "../context";
import { DOMAIN_EVENT_TYPES, type Subscriber } from "../events";
import { emitInvoiceEvent, emitClientCreated, emitWebhookEvent } from "./emit";
import { leadEventData } from "./lead-data";
import { emitPostSettled } from "./post-events";

export const webhookSubscriber: Subscriber<Services> = {
  name: "webhooks",
  // Every event: an endpoint chooses which it listens to (emit.ts reads its list).
  on: DOMAIN_EVENT_TYPES,
  handle(services, event) {
    switch (event.type) {
      case "invoice.created":
      case "invoice.sent":
      case "invoice.paid":
      case "invoice.overdue":
        emitInvoiceEvent(services, event.type, event.userId, event.subjectId);
        return;
      case "client.created":
        emitClientCreated(services, event.userId, event.subjectId);
        return;
      case "lead.created":
        emitWebhookEvent(services, {
          userId: event.userId,
          type: "lead.created",
          data: () => leadEventData(services, event.subjectId),
        });
        return;
      case "post.published":
        emitPostSettled(services, event.subjectId, "published");
        return;
      case "post.failed":
        emitPostSettled(services, event.subjectId, "failed");
        return;
      case "invoice.voided":
        // Not one of the webhook events endpoints listen to (core/webhooks/events.ts): internal only.
        return;
    }
  },
};

// The webhooks' side of the domain events: each event an owner's endpoints listen to is queued for them
// (core/events; docs/decisions/314-domain-events.md). Runs after the change committed, so the data is
// read as committed.
import type { Services } from "../context";
import type { Subscriber } from "../events";
import { emitInvoiceEvent, emitClientCreated, emitWebhookEvent } from "./emit";
import { leadEventData } from "./lead-data";
import { emitPostSettled } from "./post-events";

export const webhookSubscriber: Subscriber<Services> = {
  name: "webhooks",
  on: [
    "invoice.created",
    "invoice.sent",
    "invoice.paid",
    "invoice.overdue",
    "client.created",
    "lead.created",
    "post.published",
    "post.failed",
  ],
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
    }
  },
};

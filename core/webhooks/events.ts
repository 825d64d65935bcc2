/**
 * The events an owner's webhook endpoints can receive (Standard Webhooks: `type` is `group.event`).
 * The web's checkboxes, the CLI's --events and the API's validation all read this list.
 */
export const WEBHOOK_EVENTS = [
  { type: "invoice.created", description: "An invoice was created." },
  { type: "invoice.sent", description: "An invoice's first email reached the client's mail server." },
  { type: "invoice.paid", description: "An invoice was paid (by card, or marked paid by you)." },
  { type: "invoice.overdue", description: "An unpaid invoice went past its due date." },
  { type: "client.created", description: "A client was added (one by one or by CSV import)." },
  // Sent by emitPostSettled (post-events.ts), called where publishing settles a post's status.
  { type: "post.published", description: "A scheduled post went out on all its platforms." },
  { type: "post.failed", description: "A scheduled post failed on a platform after every retry." },
  // Sent by submitLead (core/leads/contact.ts) when someone writes through a post's tracked link.
  { type: "lead.created", description: "Someone wrote through your contact page from a post's link." },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]["type"];

/** Sent only by "Send test": never subscribed to, always allowed. */
export const TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((e) => e.type) as [WebhookEventType, ...WebhookEventType[]];

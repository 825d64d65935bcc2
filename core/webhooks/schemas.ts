import { z } from "zod";
import { optionalText } from "../validation";
import { WEBHOOK_EVENT_TYPES } from "./events";

/** At most this many endpoints per owner: enough for a few tools, few enough to list without paging. */
export const MAX_ENDPOINTS = 10;

const url = z
  .string({ error: "Enter the address to send events to" })
  .trim()
  .min(1, { error: "Enter the address to send events to" })
  .max(2000, { error: "Must be at most 2000 characters" });

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Choose events from the list" }), {
    error: "Choose at least one event",
  })
  .min(1, { error: "Choose at least one event" })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

export const WebhookEndpointInput = z.object({ url, description: optionalText(200), events });
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

/** A change to an endpoint: any of its fields; `enabled: true` turns a disabled one back on. */
export const UpdateWebhookEndpointInput = z.object({
  url: url.optional(),
  description: optionalText(200),
  events: events.optional(),
  enabled: z.boolean({ error: "Must be true or false" }).optional(),
});
export type UpdateWebhookEndpointInput = z.infer<typeof UpdateWebhookEndpointInput>;

export const WebhookEndpointView = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe("Why it was turned off (after repeated failures, or by the owner)"),
    consecutiveFailures: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

/** POST /api/webhooks/endpoints: the endpoint with its signing secret, shown this once. */
export const NewWebhookEndpoint = WebhookEndpointView.extend({
  secret: z.string().describe("The Standard Webhooks signing secret (whsec_…): shown this once"),
});

export const WebhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.string().describe("queued | sending | delivered | failed | cancelled"),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseMs: z.number().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

/** GET /api/webhooks/events. */
export const WebhookEventList = z.array(z.object({ type: z.string(), description: z.string() }));

/** POST /api/webhooks/endpoints/{id}/test. */
export const WebhookTestQueued = z.object({ success: z.boolean(), deliveryId: z.string(), message: z.string() });

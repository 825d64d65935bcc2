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

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  eventType: string;
  /** queued | sending | delivered | failed | cancelled */
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

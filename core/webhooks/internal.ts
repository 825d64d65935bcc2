import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { webhookEndpoints, type WebhookEndpoint } from "../db";
import { notFound } from "../errors";
import type { WebhookEndpointView } from "./schemas";

/** The owner's endpoint, or NOT_FOUND (another owner's id is not found either). */
export function getEndpointOfOwner(ctx: OwnerContext, id: string): WebhookEndpoint {
  const endpoint = ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, ctx.userId)))
    .get();
  if (!endpoint) throw notFound("Webhook endpoint");
  return endpoint;
}

/** The endpoint as the API shows it: never its secret. */
export function toEndpointView(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    consecutiveFailures: e.consecutiveFailures,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

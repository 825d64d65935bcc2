import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { webhookEndpoints } from "../db";
import { WEBHOOK_EVENTS } from "./events";
import { getEndpointOfOwner, toEndpointView } from "./internal";

/** The owner's endpoints, oldest first (at most MAX_ENDPOINTS, so one answer). */
export function listWebhookEndpoints({ ctx }: { ctx: OwnerContext }) {
  return ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, ctx.userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
    .all()
    .map(toEndpointView);
}

export function getWebhookEndpoint({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return toEndpointView(getEndpointOfOwner(ctx, id));
}

/** The events an endpoint can listen to, with what each means. */
export const listWebhookEvents = () => WEBHOOK_EVENTS.map((e) => ({ ...e }));

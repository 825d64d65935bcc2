import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { webhookEndpoints } from "../db";
import { audit } from "../log";
import { getEndpointOfOwner } from "./internal";

/** Removes an endpoint with its delivery log (cascade); what was queued for it is not sent. */
export function deleteWebhookEndpoint({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const endpoint = getEndpointOfOwner(ctx, id);
  ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).run();
  audit(ctx, "webhook.deleted", { userId: ctx.userId, endpointId: endpoint.id });
  return { success: true };
}

import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { webhookEndpoints } from "../db";
import { audit } from "../log";
import { parseInput } from "../validation";
import { checkWebhookUrl } from "./address-guard";
import { getEndpointOfOwner, toEndpointView } from "./internal";
import { UpdateWebhookEndpointInput } from "./schemas";

/**
 * Changes an endpoint's address, description or events, or turns it off and on. Turning it back on
 * starts a fresh run (no failures counted); a new address is checked as when adding one.
 */
export async function updateWebhookEndpoint({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(UpdateWebhookEndpointInput, input);
  getEndpointOfOwner(ctx, id);
  const url = data.url === undefined ? undefined : await checkWebhookUrl(data.url, ctx.settings.webhooks);
  const changes: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (url !== undefined) changes.url = url;
  if (data.description !== undefined) changes.description = data.description;
  if (data.events !== undefined) changes.events = data.events;
  if (data.enabled === true) Object.assign(changes, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
  if (data.enabled === false) Object.assign(changes, { enabled: false, disabledReason: "Turned off by you" });
  ctx.db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id)).run();
  if (url !== undefined || data.enabled !== undefined) {
    audit(ctx, "webhook.updated", { userId: ctx.userId, endpointId: id, enabled: data.enabled, urlChanged: !!url });
  }
  return toEndpointView(getEndpointOfOwner(ctx, id));
}

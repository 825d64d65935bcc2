import { count, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { webhookEndpoints } from "../db";
import { AppError } from "../errors";
import { audit } from "../log";
import { parseInput } from "../validation";
import { checkWebhookUrl } from "./address-guard";
import { getEndpointOfOwner, toEndpointView } from "./internal";
import { MAX_ENDPOINTS, WebhookEndpointInput } from "./schemas";
import { newEndpointSecret, sealEndpointSecret } from "./secret";

/**
 * Adds a webhook endpoint. The address is checked first (https in production, never a private or local
 * address unless the operator allows it); the signing secret is returned this once.
 */
export async function createWebhookEndpoint({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(WebhookEndpointInput, input);
  const url = await checkWebhookUrl(data.url, ctx.settings.webhooks);
  const secret = newEndpointSecret();
  const now = ctx.clock.now();
  const id = ctx.db.transaction((tx) => {
    // Counted inside the transaction (BEGIN IMMEDIATE): two requests at once cannot pass the limit.
    const { n } = tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, ctx.userId))
      .get()!;
    if (n >= MAX_ENDPOINTS) {
      throw new AppError("CONFLICT", `You can have up to ${MAX_ENDPOINTS} webhook endpoints; remove one first`);
    }
    return tx
      .insert(webhookEndpoints)
      .values({
        userId: ctx.userId,
        url,
        description: data.description ?? null,
        events: data.events,
        secret: sealEndpointSecret(ctx, ctx.userId, secret),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: webhookEndpoints.id })
      .get().id;
  });
  audit(ctx, "webhook.created", { userId: ctx.userId, endpointId: id });
  return { ...toEndpointView(getEndpointOfOwner(ctx, id)), secret };
}

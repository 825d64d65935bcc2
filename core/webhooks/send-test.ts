import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { emitWebhookEvent } from "./emit";
import { TEST_EVENT } from "./events";
import { getEndpointOfOwner } from "./internal";

/**
 * "Send test": queues a `webhook.test` event for one endpoint, delivered and logged like any other, so
 * the owner sees their receiver's answer in the delivery log.
 */
export function sendTestWebhook({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const endpoint = getEndpointOfOwner(ctx, id);
  if (!endpoint.enabled) throw new AppError("CONFLICT", "This endpoint is turned off; turn it on to send a test");
  const [deliveryId] = ctx.db.transaction(() =>
    emitWebhookEvent(ctx, {
      userId: ctx.userId,
      type: TEST_EVENT,
      endpointId: endpoint.id,
      data: () => ({ message: "A test event from Microteam: your endpoint is reachable.", endpointId: endpoint.id }),
    }),
  );
  return { success: true, deliveryId, message: `A test event is on its way to ${endpoint.url}` };
}

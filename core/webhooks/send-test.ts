import type { OwnerContext } from "../context";
import { prepared } from "../db";
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
  const [deliveryId] = ctx.db.transaction(() => {
    checkTestAllowance(ctx, endpoint.id);
    return emitWebhookEvent(ctx, {
      userId: ctx.userId,
      type: TEST_EVENT,
      endpointId: endpoint.id,
      data: () => ({ message: "A test event from Microteam: your endpoint is reachable.", endpointId: endpoint.id }),
    });
  });
  return { success: true, deliveryId, message: `A test event is on its way to ${endpoint.url}` };
}

/** Tests an endpoint may be sent an hour: enough to debug a receiver, not a way to make the server POST at will. */
export const TESTS_PER_HOUR = 10;
const HOUR = 3_600_000;

/** Counted in the delivery log inside the sending transaction, so parallel requests cannot pass it (QA 255 F9). */
function checkTestAllowance(ctx: OwnerContext, endpointId: string) {
  const now = ctx.clock.now().getTime();
  const recent = prepared(ctx.db, "webhooks.recentTests", (db) =>
    db.$client.prepare<[string, string, number], { sent: number; oldest: number | null }>(
      `select count(*) as sent, min(created_at) as oldest from webhook_deliveries
       where endpoint_id = ? and event_type = ? and created_at > ?`,
    ),
  ).get(endpointId, TEST_EVENT, now - HOUR)!;
  if (recent.sent < TESTS_PER_HOUR) return;
  const retryInMinutes = Math.max(1, Math.ceil(((recent.oldest ?? now) + HOUR - now) / 60_000));
  throw new AppError(
    "RATE_LIMITED",
    `This endpoint was sent ${TESTS_PER_HOUR} tests in the last hour; try again in ${retryInMinutes} minute${retryInMinutes === 1 ? "" : "s"}.`,
    undefined,
    { limit: TESTS_PER_HOUR, retryInMinutes },
  );
}

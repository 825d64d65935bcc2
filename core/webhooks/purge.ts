import type { Services } from "../context";
import { prepared } from "../db";

/** The delivery log keeps this long: enough to look into last month's problem, not every event forever. */
export const DELIVERY_LOG_DAYS = 30;

/** Deletes finished deliveries (delivered, failed, not sent) older than the log keeps; never queued ones. */
export function purgeOldWebhookDeliveries(services: Services): number {
  const before = services.clock.now().getTime() - DELIVERY_LOG_DAYS * 86_400_000;
  return prepared(services.db, "webhooks.purge", (db) =>
    db.$client.prepare(
      `delete from webhook_deliveries where status in ('delivered', 'failed', 'cancelled') and created_at < ?`,
    ),
  ).run(before).changes;
}

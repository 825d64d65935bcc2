import type { Services } from "../context";
import { prepared } from "../db";
import type { Delivered } from "../delivery";
import { notifyOwner } from "../notifications";
import { GONE, type WebhookDeliveryRow } from "./delivery-row";

/** A delivered webhook: its endpoint's run of failures is over (one cancelled because it is off is not). */
export function recordWebhookDelivered(services: Services, row: WebhookDeliveryRow, delivered: Delivered): void {
  if (delivered.status !== "delivered") return;
  prepared(services.db, "webhooks.succeeded", (db) =>
    db.$client.prepare(
      "update webhook_endpoints set consecutive_failures = 0 where id = ? and consecutive_failures <> 0",
    ),
  ).run(row.endpointId);
}

/**
 * A webhook that failed for good (every retry spent): one more failure in a row for its endpoint, and
 * at the limit the endpoint is disabled (what is still queued for it is then not sent) and the owner
 * told, once, with the last reason.
 */
export function reportWebhookFailed(services: Services, row: WebhookDeliveryRow, reason: string): void {
  const limit = services.settings.webhooks.disableAfterFailures;
  const endpoint = prepared(services.db, "webhooks.failed", (db) =>
    db.$client.prepare<[number, string], { url: string; failures: number; enabled: number }>(
      `update webhook_endpoints set consecutive_failures = consecutive_failures + 1, updated_at = ?
       where id = ? returning url, consecutive_failures as failures, enabled`,
    ),
  ).get(services.clock.now().getTime(), row.endpointId);
  // A 410 Gone is the receiver asking for no more (Standard Webhooks): off at once (QA 255 F3).
  const gone = reason.startsWith(`HTTP ${GONE}`);
  if (!endpoint || !endpoint.enabled || (endpoint.failures < limit && !gone)) return;
  const why = gone
    ? `Disabled: the receiver answered ${reason} (it asks for no more webhooks)`
    : `Disabled after ${endpoint.failures} deliveries in a row failed; the last: ${reason}`;
  prepared(services.db, "webhooks.disable", (db) =>
    db.$client.prepare("update webhook_endpoints set enabled = 0, disabled_reason = ? where id = ?"),
  ).run(why, row.endpointId);
  notifyOwner(services, {
    userId: row.userId,
    type: "webhook_disabled",
    title: "A webhook endpoint was turned off",
    description: gone
      ? `${endpoint.url} answered ${reason}: it asks for no more webhooks, so it no longer receives events. Turn it back on in Settings → Webhooks if that was a mistake.`
      : `${endpoint.url} failed ${endpoint.failures} deliveries in a row and no longer receives events. Last error: ${reason}. Fix it, then turn it back on in Settings → Webhooks.`,
    href: "/profile?tab=webhooks",
    relatedType: "webhook_endpoint",
    relatedId: row.endpointId,
    dedupeKey: `webhook-disabled:${row.endpointId}:${row.id}`,
  });
}

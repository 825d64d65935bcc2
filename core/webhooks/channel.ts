import { Webhook } from "standardwebhooks";
import type { Services } from "../context";
import { prepared } from "../db";
import { type Delivered, type DeliveryChannel } from "../delivery";
import { DeliveryError } from "../errors";
import { postWebhook } from "./post";
import { recordWebhookDelivered, reportWebhookFailed } from "./after-delivery";
import { GONE, type WebhookDeliveryRow } from "./delivery-row";
import { openEndpointSecret } from "./secret";

interface EndpointTarget {
  url: string;
  secret: string;
  enabled: number;
}

/** A webhook on the delivery mechanism: sign the stored payload, POST it, keep the answer's status. */
export const webhookChannel: DeliveryChannel<WebhookDeliveryRow> = {
  name: "webhook",
  table: "webhook_deliveries",
  // An owner's receiver may take WEBHOOK_TIMEOUT_MS per attempt: one in flight per owner keeps the
  // other owners' webhooks (and the loops' email and posts) moving (QA 255 F2).
  oneInFlightPer: "user_id",
  fromRow: (raw) => ({
    id: raw.id as string,
    userId: raw.user_id as string,
    endpointId: raw.endpoint_id as string,
    eventType: raw.event_type as string,
    payload: raw.payload as string,
  }),
  async deliver(services, row): Promise<Delivered> {
    const endpoint = prepared(services.db, "webhooks.target", (db) =>
      db.$client.prepare<[string], EndpointTarget>("select url, secret, enabled from webhook_endpoints where id = ?"),
    ).get(row.endpointId);
    if (!endpoint?.enabled) return { status: "cancelled", columns: { error: "not sent: the endpoint is disabled" } };
    const secret = openEndpointSecret(services, row.userId, endpoint.secret);
    // Standard Webhooks: the id stays the same across retries (receivers drop repeats by it); the
    // timestamp is the attempt's, on the real clock the receiver checks it against.
    const messageId = `msg_${row.id}`;
    const sentAt = new Date();
    const signature = new Webhook(secret).sign(messageId, sentAt, row.payload);
    const record = prepared(services.db, "webhooks.attempt", (db) =>
      db.$client.prepare("update webhook_deliveries set response_status = ?, response_ms = ? where id = ?"),
    );
    let answer;
    try {
      answer = await send(services, endpoint.url, row.payload, {
        "webhook-id": messageId,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": signature,
        "user-agent": "Microteam-Webhooks/1",
      });
    } catch (error) {
      record.run(null, null, row.id);
      throw error;
    }
    record.run(answer.status, answer.ms, row.id);
    if (answer.status >= 200 && answer.status < 300) {
      return {
        status: "delivered",
        columns: {
          delivered_at: services.clock.now().getTime(),
          response_status: answer.status,
          response_ms: answer.ms,
        },
      };
    }
    const why = answer.status >= 300 && answer.status < 400 ? " (redirects are not followed)" : "";
    const body = answer.body.trim().replace(/\s+/g, " ").slice(0, 200);
    // Standard Webhooks: 410 Gone means "send no more": not retried, and the endpoint is turned off
    // (after-delivery.ts; QA 255 F3).
    const gone = answer.status === GONE;
    throw new DeliveryError(`HTTP ${answer.status}${why}${body ? `: ${body}` : ""}`, gone, answer.retryAfterMs);
  },
  onDelivered: (services, row, delivered) => recordWebhookDelivered(services, row, delivered),
  onFailed: (services, row, reason) => reportWebhookFailed(services, row, reason),
};

function send(services: Services, url: string, body: string, headers: Record<string, string>) {
  const { timeoutMs, allowPrivateNetworks } = services.settings.webhooks;
  return postWebhook(url, body, headers, { timeoutMs, allowPrivateNetworks });
}

import type { Services } from "../context";
import { prepared } from "../db";
import type { WebhookEventType } from "./events";
import { clientEventData, invoiceEventData } from "./event-data";

/**
 * Records an event for every enabled endpoint of the owner that listens to it, as 'queued' deliveries.
 * Synchronous, on the services' connection: called inside the transaction of the change it reports,
 * so the change and its webhooks commit together (or neither). `data` is built only when some
 * endpoint listens, so an owner without webhooks pays one indexed read.
 */
export function emitWebhookEvent(
  services: Services,
  event: {
    userId: string;
    type: WebhookEventType | "webhook.test";
    data: () => Record<string, unknown>;
    endpointId?: string;
  },
): string[] {
  const listeners = prepared(services.db, "webhooks.listeners", (db) =>
    db.$client
      .prepare<[{ userId: string; type: string; endpointId: string | null }], string>(
        `select id from webhook_endpoints
         where user_id = @userId and enabled = 1
           and (@type = 'webhook.test' or exists (select 1 from json_each(events) where value = @type))
           and (@endpointId is null or id = @endpointId)`,
      )
      .pluck(),
  );
  const endpoints = listeners.all({ userId: event.userId, type: event.type, endpointId: event.endpointId ?? null });
  if (!endpoints.length) return [];
  const now = services.clock.now();
  // Standard Webhooks payload: the type, when it happened, and the object as it is now.
  const payload = JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.data() });
  const insert = prepared(services.db, "webhooks.queue", (db) =>
    db.$client.prepare(
      `insert into webhook_deliveries (id, user_id, endpoint_id, event_type, payload, status, attempts, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, 'queued', 0, ?, ?)`,
    ),
  );
  const ids = endpoints.map((endpointId) => {
    const id = crypto.randomUUID();
    insert.run(id, event.userId, endpointId, event.type, payload, now.getTime(), now.getTime());
    return id;
  });
  services.deliveryBell.ring();
  return ids;
}

/** An invoice event, its data read from the invoice as it stands inside the caller's transaction. */
export function emitInvoiceEvent(
  services: Services,
  type: Extract<WebhookEventType, `invoice.${string}`>,
  userId: string,
  invoiceId: string,
) {
  return emitWebhookEvent(services, { userId, type, data: () => invoiceEventData(services, invoiceId) });
}

export function emitClientCreated(services: Services, userId: string, clientId: string) {
  return emitWebhookEvent(services, {
    userId,
    type: "client.created",
    data: () => clientEventData(services, clientId),
  });
}

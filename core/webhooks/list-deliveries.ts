import type { OwnerContext } from "../context";
import { enumFilter, pagedList, textFilter } from "../paging";
import type { WebhookDeliveryView } from "./schemas";

interface Row {
  id: string;
  endpointId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseMs: number | null;
  error: string | null;
  nextAttemptAt: number;
  deliveredAt: number | null;
  createdAt: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const DELIVERY_STATUSES = ["queued", "sending", "delivered", "failed", "cancelled"] as const;

/**
 * GET /api/webhooks/deliveries: the delivery log, newest first, a page at a time; `?endpointId` and
 * `?status` filter it. Each line has the last answer's HTTP status, or the error when there was none.
 */
export const deliveryLog = pagedList({
  name: "webhookDeliveries",
  from: "webhook_deliveries d",
  owner: "d.user_id = @owner",
  id: "d.id",
  columns: `d.id, d.endpoint_id as endpointId, d.event_type as eventType, d.status, d.attempts,
    d.response_status as responseStatus, d.response_ms as responseMs, d.error, d.next_attempt_at as nextAttemptAt,
    d.delivered_at as deliveredAt, d.created_at as createdAt`,
  sorts: { createdAt: { sql: "d.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    endpointId: { schema: textFilter("Endpoint", 100), sql: "d.endpoint_id = @endpointId" },
    status: { schema: enumFilter("Status", DELIVERY_STATUSES), sql: "d.status = @status" },
  },
  map: (r: Row): WebhookDeliveryView => ({
    id: r.id,
    endpointId: r.endpointId,
    eventType: r.eventType,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    responseMs: r.responseMs,
    error: r.error,
    nextAttemptAt: r.status === "queued" ? iso(r.nextAttemptAt) : null,
    deliveredAt: iso(r.deliveredAt),
    createdAt: iso(r.createdAt)!,
  }),
});

export function listWebhookDeliveries({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return deliveryLog.page(ctx, query);
}

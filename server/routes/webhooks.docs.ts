import {
  deliveryLog,
  NewWebhookEndpoint,
  UpdateWebhookEndpointInput,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEventList,
  WebhookTestQueued,
} from "@core/webhooks";
import { Done } from "@core/answers";
import { z } from "zod";
import { describeRoutes } from "../openapi/describe";

export const webhookEndpointDocs = describeRoutes("Webhooks", {
  getEvents: {
    summary: "The events an endpoint can receive",
    returns: WebhookEventList,
    description: `\`[{type, description}]\`.`,
  },
  getDeliveries: {
    summary: "The delivery log",
    query: deliveryLog.schema,
    returns: { page: WebhookDeliveryView },
    description: `A page of \`{id, endpointId, eventType, status, attempts, responseStatus, responseMs, error, nextAttemptAt, deliveredAt, createdAt}\`, newest first.`,
  },
  getEndpoints: {
    summary: "List webhook endpoints",
    returns: z.array(WebhookEndpointView),
    description: `\`WebhookEndpoint[]\` \`{id, url, description, events, enabled, disabledReason, consecutiveFailures, createdAt, updatedAt}\`, oldest first (at most 10, so not paged); never the secret.`,
  },
  postEndpoints: {
    summary: "Add a webhook endpoint",
    returns: NewWebhookEndpoint,
    body: WebhookEndpointInput,
    status: 201,
    errors: [409],
    description: `\`WebhookEndpoint & {secret}\`: the secret is shown this once. 400 \`fields.url\` with the reason: not https (when required), a private, loopback, link-local or local address or a name resolving to one (unless \`WEBHOOKS_ALLOW_PRIVATE_NETWORKS=1\`), credentials in the URL; \`fields.events\`; 409 past 10 endpoints.`,
  },
  getEndpointsById: {
    summary: "Get a webhook endpoint",
    returns: WebhookEndpointView,
    description: `\`WebhookEndpoint\`.`,
  },
  patchEndpointsById: {
    summary: "Update a webhook endpoint",
    returns: WebhookEndpointView,
    body: UpdateWebhookEndpointInput,
    description: `\`WebhookEndpoint\`; \`enabled: true\` turns a disabled endpoint back on with its failures reset; a new \`url\` is checked as when adding.`,
  },
  deleteEndpointsById: {
    summary: "Delete a webhook endpoint",
    returns: Done,
    description: `\`{success}\`: the endpoint and its delivery log.`,
  },
  postEndpointsByIdTest: {
    summary: "Send a test event",
    returns: WebhookTestQueued,
    status: 202,
    errors: [409, 429],
    description: `\`{success, deliveryId, message}\`: a \`webhook.test\` event queued; 409 while the endpoint is turned off; 429 past 10 tests an hour to the endpoint (\`details.retryInMinutes\`).`,
  },
});

import { deliveryLog } from "@core/webhooks/list-deliveries";
import { UpdateWebhookEndpointInput, WebhookEndpointInput } from "@core/webhooks/schemas";
import { describeRoutes } from "../openapi/describe";

export const webhookEndpointDocs = describeRoutes("Webhooks", {
  getEvents: {
    summary: "The events an endpoint can receive",
    returns: "array",
    description: `\`[{type, description}]\`.`,
  },
  getDeliveries: {
    summary: "The delivery log",
    query: deliveryLog.schema,
    returns: "page",
    description: `A page of \`{id, endpointId, eventType, status, attempts, responseStatus, responseMs, error, nextAttemptAt, deliveredAt, createdAt}\`, newest first.`,
  },
  getEndpoints: {
    summary: "List webhook endpoints",
    returns: "array",
    description: `\`WebhookEndpoint[]\` \`{id, url, description, events, enabled, disabledReason, consecutiveFailures, createdAt, updatedAt}\`, oldest first (at most 10, so not paged); never the secret.`,
  },
  postEndpoints: {
    summary: "Add a webhook endpoint",
    body: WebhookEndpointInput,
    status: 201,
    errors: [409],
    description: `\`WebhookEndpoint & {secret}\`: the secret is shown this once. 400 \`fields.url\` with the reason: not https (when required), a private, loopback, link-local or local address or a name resolving to one (unless \`WEBHOOKS_ALLOW_PRIVATE_NETWORKS=1\`), credentials in the URL; \`fields.events\`; 409 past 10 endpoints.`,
  },
  getEndpointsById: {
    summary: "Get a webhook endpoint",
    description: `\`WebhookEndpoint\`.`,
  },
  patchEndpointsById: {
    summary: "Update a webhook endpoint",
    body: UpdateWebhookEndpointInput,
    description: `\`WebhookEndpoint\`; \`enabled: true\` turns a disabled endpoint back on with its failures reset; a new \`url\` is checked as when adding.`,
  },
  deleteEndpointsById: {
    summary: "Delete a webhook endpoint",
    description: `\`{success}\`: the endpoint and its delivery log.`,
  },
  postEndpointsByIdTest: {
    summary: "Send a test event",
    status: 202,
    errors: [409, 429],
    description: `\`{success, deliveryId, message}\`: a \`webhook.test\` event queued; 409 while the endpoint is turned off; 429 past 10 tests an hour to the endpoint (\`details.retryInMinutes\`).`,
  },
});

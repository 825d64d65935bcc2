// The face of core/webhooks: all that other modules may import from it (eslint/module-boundaries.js).
export { webhookChannel } from "./channel";
export { webhookSubscriber } from "./subscriber";
export type { WebhookSettings } from "./settings";
export { deliveryLog, listWebhookDeliveries } from "./list-deliveries";
export {
  NewWebhookEndpoint,
  UpdateWebhookEndpointInput,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEventList,
  WebhookTestQueued,
} from "./schemas";
export { createWebhookEndpoint } from "./create-endpoint";
export { deleteWebhookEndpoint } from "./delete-endpoint";
export { getWebhookEndpoint, listWebhookEndpoints, listWebhookEvents } from "./list-endpoints";
export { sendTestWebhook } from "./send-test";
export { updateWebhookEndpoint } from "./update-endpoint";
export { purgeOldWebhookDeliveries } from "./purge";
export { emitPostSettled } from "./post-events";

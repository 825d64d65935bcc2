// The face of core/webhooks: all that other modules may import from it (eslint/module-boundaries.js).
export { webhookChannel } from "./channel";
export { webhookSubscriber } from "./subscriber";

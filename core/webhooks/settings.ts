export type { WebhookSettings } from "../context";

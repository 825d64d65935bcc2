import type { WebhookNetworkPolicy } from "./address-guard";

/** The operator's webhook settings (README "Configuration"). */
export interface WebhookSettings extends WebhookNetworkPolicy {
  /** A receiver that has not answered within this long has failed the attempt. */
  timeoutMs: number;
  /** Deliveries in a row that fail for good before an endpoint is turned off. */
  disableAfterFailures: number;
}

// The face of core/context: what every core verb receives (the services and the signed-in owner) and
// the ports of the outside services it carries.
export { asOwner, type OwnerContext, type Services } from "./services";
export { DeliveryBell } from "./bell";
export type {
  CanvaSettings,
  Delivery,
  DeliverySettings,
  ExchangeRatesSettings,
  FileStorage,
  MailMessage,
  MailTransport,
  WebhookNetworkPolicy,
  WebhookSettings,
} from "./ports";

// A webhook delivery as its channel reads it, and the answer that ends an endpoint's subscription:
// shared by the channel and what happens after a delivery, so neither imports the other.

export interface WebhookDeliveryRow {
  id: string;
  userId: string;
  endpointId: string;
  eventType: string;
  payload: string;
}

/** The answer by which a receiver asks for no more webhooks (Standard Webhooks). */
export const GONE = 410;

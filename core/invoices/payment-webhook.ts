import { handlePlanPaymentEvent, readPaymentWebhook } from "../billing";
import type { Services } from "../context";
import { settleInvoicePayment } from "./mark-paid";

/**
 * A Stripe webhook (POST /api/checkout/webhook): the signature is verified by the adapter; an invoice
 * paid by its client through the public link is settled here, a plan payment by core/billing.
 */
export function handlePaymentWebhook({
  services,
  rawBody,
  signature,
}: {
  services: Services;
  rawBody: string;
  signature: string | undefined;
}) {
  const event = readPaymentWebhook(services, rawBody, signature);
  if (event.type === "ignored") return { received: true, handled: false };
  // An invoice paid by its client through the public link.
  if (event.type === "succeeded" && event.metadata.kind === "invoice" && event.metadata.invoiceId) {
    const outcome = settleInvoicePayment(services, event.metadata.invoiceId, {
      intentId: event.intentId,
      amountCents: event.amountCents,
      currency: event.currency,
      instalmentId: event.metadata.instalmentId || null,
    });
    return { received: true, handled: true, ...(outcome.mismatch ? { mismatch: true } : {}) };
  }
  return handlePlanPaymentEvent(services, event);
}

import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { checkoutPayments } from "../db";
import { AppError } from "../errors";
import type { PaymentEvent } from "../payments";
import { settleSucceededPayment } from "./activate";

/**
 * A Stripe webhook, read: the signature is verified by the adapter (a bad one, or none, is a 400).
 * core/invoices/payment-webhook.ts hands each event to the invoices or to the plan below.
 */
export function readPaymentWebhook(services: Services, rawBody: string, signature: string | undefined): PaymentEvent {
  if (!signature) throw new AppError("VALIDATION", "Missing Stripe-Signature header", { signature: "Required" });
  try {
    return services.payments.readWebhook(rawBody, signature, services.clock.now());
  } catch (error) {
    throw new AppError("VALIDATION", `Webhook rejected: ${(error as Error).message}`, { signature: "Invalid" });
  }
}

/**
 * A plan payment's event: a succeeded one activates the plan (once, however often Stripe retries), a
 * failed one is recorded. An intent that is not a plan payment is not handled.
 */
export function handlePlanPaymentEvent(services: Services, event: Exclude<PaymentEvent, { type: "ignored" }>) {
  const payment = services.db
    .select()
    .from(checkoutPayments)
    .where(eq(checkoutPayments.intentId, event.intentId))
    .get();
  if (!payment) return { received: true, handled: false };
  const now = services.clock.now();
  if (event.type === "failed") {
    if (payment.status === "pending") {
      services.db.update(checkoutPayments).set({ status: "failed" }).where(eq(checkoutPayments.id, payment.id)).run();
    }
    return { received: true, handled: true };
  }
  services.db.transaction((tx) => settleSucceededPayment(tx, payment, now, event.email));
  return { received: true, handled: true };
}

import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { checkoutPayments } from "../db";
import { AppError } from "../errors";
import { settleInvoicePayment } from "../invoices/mark-paid";
import { settleSucceededPayment } from "./activate";

/**
 * A Stripe webhook: the signature is verified by the adapter; a succeeded plan payment activates
 * the plan (once, however often Stripe retries), a failed one is recorded.
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
  if (!signature) throw new AppError("VALIDATION", "Missing Stripe-Signature header", { signature: "Required" });
  let event;
  try {
    event = services.payments.readWebhook(rawBody, signature, services.clock.now());
  } catch (error) {
    throw new AppError("VALIDATION", `Webhook rejected: ${(error as Error).message}`, { signature: "Invalid" });
  }
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

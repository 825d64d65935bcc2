import Stripe from "stripe";
import { AppError } from "../errors";
import type { PaymentsAdapter } from "./adapter";
import { centsFromStripe, stripeAmount } from "./stripe-amounts";

// Its own module so that only a process with Stripe keys loads the SDK (server/services.ts).
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Overrides the API address (tests point the SDK at a local server). */
  apiBase?: string;
}

/**
 * Stripe unreachable, or answering with its own trouble: a clear 503 for the person paying, not a
 * generic 500 (the SDK already retried once).
 */
async function unavailableOnFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "StripeConnectionError" || type === "StripeAPIError" || type === "StripeRateLimitError") {
      throw new AppError(
        "UNAVAILABLE",
        "Card payments are unavailable right now. Please try again in a moment, or pay by bank transfer.",
      );
    }
    throw error;
  }
}

/** Stripe's own default: an event more than five minutes off is refused. */
const WEBHOOK_TOLERANCE_S = 300;

export function stripePayments(settings: StripeSettings): PaymentsAdapter {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
  return {
    mode: "stripe",
    publishableKey: settings.publishableKey,
    async createIntent(intent) {
      const amount = stripeAmount(intent.amountCents, intent.currency);
      const pi = await unavailableOnFailure(() =>
        stripe.paymentIntents.create({
          amount,
          currency: intent.currency.toLowerCase(),
          description: intent.description,
          metadata: intent.metadata,
          receipt_email: intent.email ?? undefined,
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!pi.client_secret) throw new Error("Stripe returned no client secret");
      return { intentId: pi.id, clientSecret: pi.client_secret };
    },
    async setReceiptEmail(intentId, email) {
      await unavailableOnFailure(() => stripe.paymentIntents.update(intentId, { receipt_email: email }));
    },
    readWebhook(rawBody, signature, now) {
      // The SDK refuses events older than the tolerance; one dated in the future is refused here.
      const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (Number.isFinite(timestamp) && timestamp * 1000 > now.getTime() + WEBHOOK_TOLERANCE_S * 1000) {
        throw new Error("Timestamp is in the future");
      }
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        now.getTime(),
      );
      if (event.type === "payment_intent.succeeded") {
        const pi = event.data.object as Stripe.PaymentIntent;
        return {
          type: "succeeded",
          intentId: pi.id,
          email: pi.receipt_email ?? pi.metadata?.email ?? null,
          metadata: pi.metadata ?? {},
          amountCents: centsFromStripe(pi.amount_received ?? pi.amount, String(pi.currency ?? "")),
          currency: String(pi.currency ?? "").toUpperCase(),
        };
      }
      if (event.type === "payment_intent.payment_failed") {
        const pi = event.data.object as Stripe.PaymentIntent;
        return { type: "failed", intentId: pi.id, reason: pi.last_payment_error?.message ?? "Payment failed" };
      }
      return { type: "ignored", eventType: event.type };
    },
  };
}

import crypto from "node:crypto";
import Stripe from "stripe";

export interface NewIntent {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  email?: string | null;
}

/** What a verified webhook tells the domain. */
export type PaymentEvent =
  | { type: "succeeded"; intentId: string; email: string | null; metadata: Record<string, string> }
  | { type: "failed"; intentId: string; reason: string }
  | { type: "ignored"; eventType: string };

/** Card payments (DESIGN.md): Stripe when its keys are set, else clearly labelled demo payments. */
export interface PaymentsAdapter {
  readonly mode: "stripe" | "demo";
  readonly publishableKey: string | null;
  createIntent(intent: NewIntent): Promise<{ intentId: string; clientSecret: string }>;
  setReceiptEmail(intentId: string, email: string): Promise<void>;
  /** Verifies the signature and reads the event; throws on a bad signature. */
  readWebhook(rawBody: string, signature: string): PaymentEvent;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Overrides the API address (tests point the SDK at a local server). */
  apiBase?: string;
}

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
      const pi = await stripe.paymentIntents.create({
        amount: intent.amountCents,
        currency: intent.currency.toLowerCase(),
        description: intent.description,
        metadata: intent.metadata,
        receipt_email: intent.email ?? undefined,
        automatic_payment_methods: { enabled: true },
      });
      if (!pi.client_secret) throw new Error("Stripe returned no client secret");
      return { intentId: pi.id, clientSecret: pi.client_secret };
    },
    async setReceiptEmail(intentId, email) {
      await stripe.paymentIntents.update(intentId, { receipt_email: email });
    },
    readWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      if (event.type === "payment_intent.succeeded") {
        const pi = event.data.object as Stripe.PaymentIntent;
        return {
          type: "succeeded",
          intentId: pi.id,
          email: pi.receipt_email ?? pi.metadata?.email ?? null,
          metadata: pi.metadata ?? {},
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

/** Offline default: no card is charged; confirming the demo payment activates the plan. */
export function demoPayments(): PaymentsAdapter {
  return {
    mode: "demo",
    publishableKey: null,
    async createIntent() {
      const intentId = `demo_pi_${crypto.randomUUID().replaceAll("-", "")}`;
      return { intentId, clientSecret: `${intentId}_secret_${crypto.randomBytes(12).toString("hex")}` };
    },
    async setReceiptEmail() {},
    readWebhook() {
      throw new Error("Card payments are not configured, so there are no webhooks to read");
    },
  };
}

import crypto from "node:crypto";

export interface NewIntent {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  email?: string | null;
}

/** What a verified webhook tells the domain. */
export type PaymentEvent =
  | {
      type: "succeeded";
      intentId: string;
      email: string | null;
      metadata: Record<string, string>;
      /** What was actually received, in the currency's minor units, and that currency (upper case). */
      amountCents: number;
      currency: string;
    }
  | { type: "failed"; intentId: string; reason: string }
  | { type: "ignored"; eventType: string };

/** Card payments (DESIGN.md): Stripe when its keys are set, else clearly labelled demo payments. */
export interface PaymentsAdapter {
  readonly mode: "stripe" | "demo";
  readonly publishableKey: string | null;
  createIntent(intent: NewIntent): Promise<{ intentId: string; clientSecret: string }>;
  setReceiptEmail(intentId: string, email: string): Promise<void>;
  /**
   * Verifies the signature and reads the event; throws on a bad signature or a timestamp more than
   * five minutes from `now`, in either direction (a replayed or forged event).
   */
  readWebhook(rawBody: string, signature: string, now: Date): PaymentEvent;
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

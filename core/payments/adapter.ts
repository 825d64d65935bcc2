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

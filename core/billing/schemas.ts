import { z } from "zod";
import { TIERS } from "./plans";

/**
 * POST /api/create-payment-intent. `amount` is what the page shows; it is accepted for the spec's
 * contract but never used: the server charges the price of `tier`.
 */
export const PaymentIntentInput = z.object({
  tier: z.enum(TIERS, { error: "Choose the starter or pro plan" }),
  amount: z.union([z.number(), z.string()]).optional(),
  email: z.email({ error: "Invalid email address" }).max(254).optional(),
});
export type PaymentIntentInput = z.infer<typeof PaymentIntentInput>;

export const DemoPaymentInput = z.object({
  clientSecret: z.string().min(1, { error: "Payment is missing" }).max(300),
  email: z.email({ error: "Invalid email address" }).max(254).optional(),
  cardholderName: z.string().trim().min(1, { error: "Name on card is required" }).max(200),
});
export type DemoPaymentInput = z.infer<typeof DemoPaymentInput>;

export const PaymentEmailInput = z.object({
  clientSecret: z.string().min(1, { error: "Payment is missing" }).max(300),
  email: z.email({ error: "Invalid email address" }).max(254),
});
export type PaymentEmailInput = z.infer<typeof PaymentEmailInput>;

// What the plan checkout routes answer, as zod schemas: the OpenAPI document describes the answers from
// them and the types are inferred from them (docs/decisions/230). A leaf: zod and the plan list.
import { z } from "zod";
import { TIERS } from "./plans";

/** POST /api/create-payment-intent: the price comes from the tier, on the server. */
export const PlanPaymentStarted = z.object({
  clientSecret: z.string(),
  intentId: z.string(),
  mode: z.enum(["stripe", "demo"]),
  tier: z.enum(TIERS),
  amount: z.string().describe('The tier\'s price ("29.00")'),
});

/** POST /api/checkout/demo-confirm. */
export const DemoPlanPaid = z.object({ success: z.boolean(), tier: z.enum(TIERS), message: z.string() });

/** POST /api/stripe/webhook: what the event did. */
export const PaymentWebhookAnswer = z.object({
  received: z.boolean(),
  handled: z.boolean(),
  mismatch: z.boolean().optional().describe("The amount or currency paid did not match: nothing was marked paid"),
});

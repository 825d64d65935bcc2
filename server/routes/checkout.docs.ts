import {
  DemoPaymentInput,
  PaymentEmailInput,
  PaymentIntentInput,
  DemoPlanPaid,
  PaymentWebhookAnswer,
  PlanPaymentStarted,
} from "@core/billing";
import { z } from "zod";
import { Done } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const checkoutDocs = describeRoutes("Billing", {
  postCreatePaymentIntent: {
    summary: "Start paying for a plan",
    returns: PlanPaymentStarted,
    access: "public",
    body: PaymentIntentInput,
    errors: [402, 503],
    description: `\`{clientSecret, intentId, mode, tier, amount: "29.00"}\` (the price comes from the tier). Open to visitors and signed-in owners.`,
  },
  postCheckoutEmail: {
    summary: "Say which email the plan is for",
    returns: Done,
    access: "public",
    body: PaymentEmailInput,
    errors: [404, 503],
    description: `\`{success: true}\`.`,
  },
  postCheckoutDemoConfirm: {
    summary: "Confirm a demo payment",
    returns: DemoPlanPaid,
    access: "public",
    body: DemoPaymentInput,
    errors: [404, 409],
    description: `\`{success: true, tier, message}\`; 409 when card payments are configured.`,
  },
});

export const webhookDocs = describeRoutes("Billing", {
  postStripeWebhook: {
    summary: "Receive a Stripe event",
    returns: PaymentWebhookAnswer,
    access: "public",
    bodyMedia: {
      "application/json": z.looseObject({}).meta({ description: "A Stripe event, signed (`Stripe-Signature`)" }),
    },
    description: `\`{received: true}\`; 400 on a bad signature.`,
  },
});

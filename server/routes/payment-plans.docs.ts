import { PaymentPlanAnswer, PaymentPlanInput } from "@core/payment-plans/schemas";
import { describeRoutes } from "../openapi/describe";

export const paymentPlanDocs = describeRoutes("Invoices", {
  getByIdPaymentPlan: {
    summary: "An invoice's payment plan",
    returns: PaymentPlanAnswer,
    description: `\`{plan}\`: the instalments with their due dates, amounts, what was paid and what is left (null without a plan); payments apply to the instalments in order. docs/decisions/213-payment-plans.md.`,
  },
  putByIdPaymentPlan: {
    summary: "Split an invoice into instalments",
    returns: PaymentPlanAnswer,
    body: PaymentPlanInput,
    errors: [409],
    description: `2–24 instalments with rising due dates that add up to the invoice's total (400 \`fields.instalments\` otherwise); the invoice's due date becomes the last instalment's; 409 for a paid or void invoice.`,
  },
  deleteByIdPaymentPlan: {
    summary: "Remove an invoice's payment plan",
    returns: PaymentPlanAnswer,
    errors: [409],
    description: `The invoice is owed whole again by its due date.`,
  },
});

import { PaymentPlanAnswer, PaymentPlanInput, PaymentPlanProposal, PlanProposalQuery } from "@core/invoices";
import { describeRoutes } from "../openapi/describe";

export const paymentPlanDocs = describeRoutes("Invoices", {
  getByIdPaymentPlan: {
    summary: "An invoice's payment plan",
    returns: PaymentPlanAnswer,
    description: `\`{plan}\`: the instalments with their due dates, amounts, what was paid and what is left (null without a plan); payments apply to the instalments in order. docs/decisions/213-payment-plans.md.`,
  },
  getByIdPaymentPlanProposal: {
    summary: "Propose an even split of an invoice into instalments",
    returns: PaymentPlanProposal,
    query: PlanProposalQuery,
    errors: [409],
    description: `\`{invoiceId, total, instalments: [{position, dueDate, amount}]}\`: \`count\` instalments (2–24, default 3) a month apart from \`from\` (default the invoice's due date; the 31st falls back to a shorter month's last day), the total spread evenly in the currency's smallest unit, the first instalments taking the leftover cents, so they add up to the total exactly and PUT accepts them unchanged. The web's "Split into instalments" shows it; its "Add instalment" asks \`count=2&from=<the last row's date>\` for the date a month later. Nothing is written; 409 for a paid or void invoice.`,
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

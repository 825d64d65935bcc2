import { z } from "zod";
import { parseCents } from "../../money";
import { isCalendarDate } from "../../time";

export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 24;

const AmountField = z.union([z.string(), z.number()], { error: "Amount is required" }).transform((v, ctx) => {
  const cents = parseCents(typeof v === "number" ? String(v) : v);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: "custom", message: "Amount must be more than 0 with at most 2 decimals" });
    return z.NEVER;
  }
  return cents;
});

export const DateField = z
  .string({ error: "Due date is required" })
  .trim()
  .refine(isCalendarDate, { error: "Due date must be a real date (YYYY-MM-DD)" })
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", { error: "Due date must be between 2000 and 2099" });

export const PaymentPlanInput = z.object({
  instalments: z
    .array(
      z.object({ dueDate: DateField, amount: AmountField }, { error: "An instalment is a due date and an amount" }),
      {
        error: "Instalments must be a list",
      },
    )
    .min(MIN_INSTALMENTS, { error: `A plan has at least ${MIN_INSTALMENTS} instalments` })
    .max(MAX_INSTALMENTS, { error: `A plan has at most ${MAX_INSTALMENTS} instalments` })
    .superRefine((list, ctx) => {
      for (let i = 1; i < list.length; i++)
        if (list[i].dueDate <= list[i - 1].dueDate)
          ctx.addIssue({
            code: "custom",
            path: [i, "dueDate"],
            message: "Each instalment is due after the one before",
          });
    }),
});
export type PaymentPlanInput = z.input<typeof PaymentPlanInput>;

export const PaymentPlanView = z.object({
  invoiceId: z.string(),
  instalments: z.array(
    z.object({
      id: z.string().describe("The instalment's id: the pay page pays one instalment by it"),
      position: z.number().int(),
      dueDate: z.string(),
      amount: z.string(),
      paid: z.string(),
      balance: z.string(),
      status: z.enum(["paid", "partly_paid", "overdue", "due"]),
    }),
  ),
  current: z.number().int().nullable().describe("The instalment reminders are about now; null when all are paid"),
});
export type PaymentPlanView = z.infer<typeof PaymentPlanView>;

const COUNT_MESSAGE = `A plan has from ${MIN_INSTALMENTS} to ${MAX_INSTALMENTS} instalments`;

/** GET /api/invoices/{id}/payment-plan/proposal's query: how many instalments, from which date. */
export const PlanProposalQuery = z.object({
  count: z
    // Digits only, as ?limit reads them: Number() would also take "0x3" or "3e0".
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,3}$/.test(v) ? Number(v) : v),
      z
        .number({ error: COUNT_MESSAGE })
        .int({ error: COUNT_MESSAGE })
        .min(MIN_INSTALMENTS, { error: COUNT_MESSAGE })
        .max(MAX_INSTALMENTS, { error: COUNT_MESSAGE }),
    )
    .prefault(3),
  from: DateField.meta({ format: "date" }).optional(),
});
export type PlanProposalQuery = z.input<typeof PlanProposalQuery>;

/** The even split a new plan starts from: PUT it unchanged and it is accepted. */
export const PaymentPlanProposal = z.object({
  invoiceId: z.string(),
  total: z.string().describe("What the instalments add up to: the invoice's total, as the PUT requires"),
  instalments: z.array(
    z.object({
      position: z.number().int(),
      dueDate: z.string().describe("A month after the one before, from `from` (the invoice's due date by default)"),
      amount: z.string(),
    }),
  ),
});
export type PaymentPlanProposal = z.infer<typeof PaymentPlanProposal>;

/** GET/PUT/DELETE /api/invoices/{id}/payment-plan: the plan, or null without one. */
export const PaymentPlanAnswer = z.object({ plan: PaymentPlanView.nullable() });
export type PaymentPlanAnswer = z.infer<typeof PaymentPlanAnswer>;

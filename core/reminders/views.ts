// What the reminder routes answer, as zod schemas: the OpenAPI document describes the answers from them
// and the types are inferred from them (docs/decisions/230). A leaf: zod only.
import { z } from "zod";

/** Reminder steps in days from the due date (−3 = three days before, 0 = on the day, 7 = a week late). */
export const ReminderScheduleView = z.object({
  steps: z.array(z.number().int()),
  repeatEvery: z
    .number()
    .int()
    .nullable()
    .describe("After the last step, a reminder every this many days until paid (capped); null: none"),
});

export const LateFeeView = z.object({
  kind: z.enum(["flat", "percent"]),
  amount: z.string().nullable().describe("A flat fee, as a decimal string"),
  rate: z.string().nullable().describe('A percent of the balance ("1.5")'),
  afterDays: z.number().int(),
  repeatEvery: z.number().int().nullable(),
});

export const ReminderSettingsView = z.object({
  enabled: z.boolean().describe("The owner's switch (Notification Settings → Invoice Reminders)"),
  schedule: ReminderScheduleView,
  isDefault: z.boolean(),
  description: z.string(),
  adaptive: z.boolean(),
  lateFee: LateFeeView.nullable(),
  lateFeeDescription: z.string().nullable(),
  note: z.string().describe("The sentence the overdue panel shows"),
});
export type ReminderSettingsView = z.infer<typeof ReminderSettingsView>;

/** GET/PUT /api/reminders/clients/{id}. */
export const ClientReminders = z.object({
  clientId: z.string(),
  schedule: ReminderScheduleView.nullable().describe("The client's own schedule; null follows the owner's"),
  description: z.string().nullable(),
  paused: z.boolean(),
});

export const STEP_STATES = ["sent", "possibly_sent", "queued", "failed", "passed", "upcoming"] as const;
export type StepState = (typeof STEP_STATES)[number];

export const InvoiceReminderPlan = z.object({
  invoiceId: z.string(),
  source: z
    .enum(["invoice", "client", "owner", "default"])
    .describe("Whose schedule: this invoice's, its client's, the owner's, or spec 001's default"),
  own: ReminderScheduleView.nullable().describe("The schedule set for this invoice, if any"),
  schedule: ReminderScheduleView,
  description: z.string(),
  adaptive: z
    .object({ shift: z.enum(["earlier", "gentler", "none"]), reason: z.string() })
    .nullable()
    .describe("The adaptive cadence's answer for this client; null when off or the schedule was set by hand"),
  open: z.boolean().describe("Reminders can still change (draft, pending or overdue)"),
  paused: z.boolean(),
  pausedBy: z.enum(["invoice", "client"]).nullable(),
  blocked: z.string().nullable().describe("Why no reminder goes out, when none will"),
  steps: z.array(z.object({ step: z.number().int(), date: z.string(), state: z.enum(STEP_STATES) })),
  instalment: z
    .object({ position: z.number().int(), of: z.number().int(), dueDate: z.string() })
    .nullable()
    .describe("With a payment plan, the instalment the steps count from"),
  lateFeeRule: z.string().nullable(),
  lateFees: z.array(
    z.object({
      id: z.string(),
      period: z.number().int(),
      amount: z.string(),
      chargedOn: z.string(),
      waived: z.boolean(),
      told: z.boolean(),
    }),
  ),
});
export type InvoiceReminderPlan = z.infer<typeof InvoiceReminderPlan>;

/** POST /api/reminders/invoices/{id}/late-fees/{feeId}/waive. */
export const LateFeeWaived = z.object({
  waived: z.string().describe("The fee's id"),
  amount: z.string().describe("The invoice's new total"),
  settled: z.boolean().describe("Payments already cover the rest: the invoice is paid"),
});

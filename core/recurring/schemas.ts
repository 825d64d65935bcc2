import { z } from "zod";
import { calendarDateField } from "../validation";
import { ItemizedBodyFields, InvoiceView, InvoiceFiguresView } from "../invoices";
import { RECURRING_UNITS } from "./schedule";

export const MAX_RECURRING_COUNT = 1000;
export const MAX_EVERY = 365;

/** A whole number given as a number or a numeric string (forms send text). */
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (!/^\d{1,7}$/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      const n = Number(text);
      if (n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/**
 * POST /api/recurring-invoices (and /preview): the lines of each invoice (the invoice's own line
 * fields and totals rule) and the rule. `dayOfMonth` only with `unit: "month_day"`.
 */
export const CreateRecurringInput = z
  .object({
    ...ItemizedBodyFields,
    unit: z.enum(RECURRING_UNITS, { error: "Repeat must be day, week, month or month_day" }),
    every: wholeNumber("Every", 1, MAX_EVERY).optional().default(1),
    dayOfMonth: wholeNumber("Day of the month", 1, 31).optional().nullable(),
    startDate: calendarDateField("Start date"),
    endDate: calendarDateField("End date").optional().nullable(),
    count: wholeNumber("Count", 1, MAX_RECURRING_COUNT).optional().nullable(),
    dueDays: wholeNumber("Days to pay", 0, 365).optional().nullable(),
    sendEmail: z.boolean({ error: "sendEmail must be true or false" }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.unit === "month_day" && (v.dayOfMonth === undefined || v.dayOfMonth === null)) {
      ctx.addIssue({ code: "custom", path: ["dayOfMonth"], message: "Choose the day of the month" });
    }
    if (v.unit !== "month_day" && v.dayOfMonth !== undefined && v.dayOfMonth !== null) {
      ctx.addIssue({ code: "custom", path: ["dayOfMonth"], message: "A day of the month goes with unit month_day" });
    }
    if (v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date" });
    }
  });
export type CreateRecurringInput = z.input<typeof CreateRecurringInput>;

/** A recurring series as every screen reads it. */
export const RecurringSeriesView = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    description: z.string().nullable(),
    amount: z.string().describe("Each invoice's total, a decimal string"),
    currency: z.string(),
    unit: z.enum(RECURRING_UNITS),
    every: z.number().int(),
    dayOfMonth: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    count: z.number().int().nullable(),
    dueDays: z.number().int(),
    sendEmail: z.boolean(),
    status: z.enum(["active", "paused", "ended"]),
    statusReason: z.string().nullable(),
    rule: z.string().describe("The rule in words"),
    createdCount: z.number().int(),
    nextDate: z.string().nullable(),
    nextDates: z.array(z.string()).describe("The next dates the series will invoice while active (empty once ended)"),
    figures: InvoiceFiguresView,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "RecurringSeriesView" });
export type RecurringSeriesView = z.infer<typeof RecurringSeriesView>;

/** Creating or resuming a series: the series, and how many missed periods were invoiced at once. */
export const RecurringSeriesStarted = RecurringSeriesView.extend({ createdNow: z.number().int() });

/** POST /api/recurring-invoices/preview: nothing is written. */
export const RecurringPreview = z.object({
  rule: z.string(),
  dates: z.array(z.string()).describe("The first 12 dates"),
  today: z.string(),
  createNow: z.number().int().describe("How many invoices creating the series now would make"),
  dueDays: z.number().int(),
  amount: z.string(),
  figures: InvoiceFiguresView,
});

/** POST /api/recurring-invoices/run-due. */
export const RecurringRun = z.object({ created: z.number().int(), series: z.number().int() });

export const RecurringInvoiceView = InvoiceView.extend({
  period: z.number().int().describe("1 for the series' first period"),
  periodDate: z.string(),
  recurringEmail: z
    .string()
    .nullable()
    .describe("queued, no_email (the client had no address) or null (emailing was off)"),
});
export type RecurringInvoiceView = z.infer<typeof RecurringInvoiceView>;

import { z } from "zod";
import { calendarDateField } from "../validation";
import { ItemizedBodyFields } from "../invoices/line-schemas";
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

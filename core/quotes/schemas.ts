import { z } from "zod";
import { calendarDateField, isPlainText, isSingleLine, noControlCharacters } from "../validation";
import { ItemizedBodyFields } from "../invoices/line-schemas";

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** POST /api/quotes: lines by the invoice's rule, a description and the last day it can be accepted. */
export const CreateQuoteInput = z.object({
  ...ItemizedBodyFields,
  validUntil: calendarDateField("Valid until")
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type CreateQuoteInput = z.input<typeof CreateQuoteInput>;

/** The client's acceptance on the public page: the name they sign with. */
export const AcceptQuoteInput = z.object({
  name: z
    .string({ error: "Type your name to accept" })
    .trim()
    .min(1, { error: "Type your name to accept" })
    .max(100, { error: "Must be at most 100 characters" })
    .refine(isSingleLine, noControlCharacters),
});

export const DeclineQuoteInput = z.object({
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(1000, { error: "Must be at most 1000 characters" })
    .refine(isPlainText, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null),
});

/** Converting an accepted quote: the whole as one invoice, or a deposit (1–99 %) and the rest as a draft. */
export const ConvertQuoteInput = z.object({
  depositPercent: z
    .union([z.number(), z.string()], { error: "Deposit must be a whole percentage from 1 to 99" })
    .transform((v, ctx) => {
      const text = String(v).trim();
      const n = Number(text);
      if (!/^\d{1,2}$/.test(text) || n < 1 || n > 99) {
        ctx.addIssue({ code: "custom", message: "Deposit must be a whole percentage from 1 to 99" });
        return z.NEVER;
      }
      return n;
    })
    .optional()
    .nullable(),
});

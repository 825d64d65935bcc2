import { z } from "zod";
import { calendarDateField, isPlainText, isSingleLine, noControlCharacters } from "../validation";
import { ItemizedBodyFields, InvoiceDetail, InvoiceFiguresView } from "../invoices";

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

const InvoiceRef = z.object({ id: z.string(), invoiceNumber: z.string() });

export const QuoteView = z
  .object({
    id: z.string(),
    quoteNumber: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    clientEmail: z.string().nullable(),
    description: z.string().nullable(),
    amount: z.string(),
    currency: z.string(),
    validUntil: z.string().nullable(),
    status: z.enum(QUOTE_STATUSES),
    expired: z.boolean().describe("Past its last day and not answered: it can no longer be accepted"),
    publicPath: z.string().describe("The client's page"),
    sentAt: z.string().nullable(),
    acceptedName: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    declinedAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    invoice: InvoiceRef.nullable().describe("The invoice it became"),
    depositInvoice: InvoiceRef.nullable(),
    convertedAt: z.string().nullable(),
    figures: InvoiceFiguresView,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "QuoteView" });
export type QuoteView = z.infer<typeof QuoteView>;

/** POST /api/quotes/{id}/send: the quote, and the email queued. */
export const QuoteSent = QuoteView.extend({ batchId: z.string(), emailId: z.string(), to: z.string() });

/** POST /api/quotes/{id}/convert. */
export const QuoteConverted = z.object({
  quote: QuoteView,
  invoice: InvoiceDetail,
  depositInvoice: InvoiceDetail.nullable(),
});

/** GET /api/public/quotes/{token}: the quote as its client sees it. */
export const PublicQuoteView = z.object({
  quoteNumber: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(QUOTE_STATUSES),
  expired: z.boolean(),
  validUntil: z.string().nullable(),
  description: z.string().nullable(),
  issuedAt: z.string(),
  from: z.object({ name: z.string(), email: z.string(), taxId: z.string().nullable() }),
  to: z.object({ name: z.string(), company: z.string().nullable() }),
  figures: InvoiceFiguresView,
  acceptedName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type PublicQuoteView = z.infer<typeof PublicQuoteView>;

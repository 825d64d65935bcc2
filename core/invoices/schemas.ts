import { z } from "zod";
import { CurrencyField, RateField, RATE_SOURCES } from "../currency";
import { parseCents } from "../money";
import { isCalendarDate } from "../time";
import { isPlainText, isSingleLine, noControlCharacters } from "../validation";
import { DiscountField, LinesField, TaxIdField } from "./line-schemas";
import { INVOICE_DELIVERIES } from "./delivery";

/** 'void' is set only by voiding (POST /api/invoices/{id}/void), never by a status change. */
export const INVOICE_STATUSES = ["draft", "pending", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const MAX_AMOUNT_CENTS = 100_000_000 * 100;

/** An amount as the forms send it ("1234.5" or 1234.5) → integer cents, with the messages of 001 §5. */
export const AmountField = z.union([z.string(), z.number()], { error: "Amount is required" }).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "Amount is required" });
    return z.NEVER;
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    ctx.addIssue({ code: "custom", message: "Amount must be a number" });
    return z.NEVER;
  }
  if (Number(text) >= MAX_AMOUNT_CENTS / 100) {
    ctx.addIssue({ code: "custom", message: "Amount must be less than 100,000,000" });
    return z.NEVER;
  }
  if (Number(text) <= 0) {
    ctx.addIssue({ code: "custom", message: "Amount must be greater than 0" });
    return z.NEVER;
  }
  const cents = parseCents(text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Amount can have at most 2 decimals" });
    return z.NEVER;
  }
  if (cents >= MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: "Amount must be less than 100,000,000" });
    return z.NEVER;
  }
  return cents;
});

export const DueDateField = z
  .string({ error: "Due date is required" })
  .trim()
  .min(1, { error: "Due date is required" })
  .refine(isCalendarDate, { error: "Due date must be a real date (YYYY-MM-DD)" })
  // A due date from the last century or the next is a typo, not an invoice.
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", { error: "Due date must be between 2000 and 2099" });

/** 'sent' is the tracker's word for an issued invoice: stored as 'pending' (DESIGN.md). */
export const StatusField = z
  .enum([...INVOICE_STATUSES, "sent"], { error: "Status must be draft, pending, paid or overdue" })
  .refine((s) => s !== "void", { error: "Void an invoice with POST /api/invoices/{id}/void" })
  .transform((s) => (s === "sent" ? "pending" : s) as InvoiceStatus);

export const CreateInvoiceInput = z.object({
  clientId: z.string({ error: "Client is required" }).trim().min(1, { error: "Client is required" }),
  amount: AmountField,
  dueDate: DueDateField,
  status: StatusField.optional()
    .refine((s) => s === undefined || s === "draft" || s === "pending", {
      error: "A new invoice starts as draft or pending",
    })
    .transform((s) => s ?? "pending"),
  description: z
    .string()
    .trim()
    .max(2000, { error: "Must be at most 2000 characters" })
    .refine(isPlainText, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null),
  invoiceNumber: z
    .string()
    .trim()
    .max(50, { error: "Must be at most 50 characters" })
    .refine(isSingleLine, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null),
  /** The client's tax id as printed on this invoice; the client's saved one when absent. */
  clientTaxId: TaxIdField,
  /** ISO 4217; the owner's home currency when absent. */
  currency: CurrencyField.optional(),
  /** Home units per one unit of `currency`; fetched from the rates source when absent and one is configured. */
  exchangeRate: RateField.optional().nullable(),
});
export type CreateInvoiceInput = z.input<typeof CreateInvoiceInput>;

/**
 * An invoice made of lines (a body with `lines`): the amount is the lines' total after the discount
 * and taxes (core/invoices/line-totals.ts); an `amount` sent beside them must be that total.
 */
export const CreateItemizedInvoiceInput = CreateInvoiceInput.extend({
  amount: AmountField.optional(),
  lines: LinesField,
  discount: DiscountField,
});
export type CreateItemizedInvoiceInput = z.input<typeof CreateItemizedInvoiceInput>;

/** True when a body describes its lines (so it is read as CreateItemizedInvoiceInput). */
export const hasLines = (input: unknown) =>
  typeof input === "object" && input !== null && !Array.isArray(input) && "lines" in input;

/** The owner changes an invoice's status; marking it paid may say on which day (default today). */
export const UpdateInvoiceInput = z.object({
  status: StatusField,
  paidDate: z
    .string({ error: "Paid date must be a date (YYYY-MM-DD)" })
    .trim()
    .refine(isCalendarDate, { error: "Paid date must be a real date (YYYY-MM-DD)" })
    .optional()
    .nullable(),
});
export type UpdateInvoiceInput = z.input<typeof UpdateInvoiceInput>;

const subject = z
  .string({ error: "Subject is required" })
  .trim()
  .min(1, { error: "Subject is required" })
  .max(300)
  .refine(isSingleLine, noControlCharacters);
const message = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, { error: "Message is required" })
  .max(10_000, { error: "Must be at most 10000 characters" })
  .refine(isPlainText, noControlCharacters);

/** The email dialogs' form (spec 001 §5): both fields required. */
export const InvoiceEmailForm = z.object({ subject, message });
export type InvoiceEmailForm = z.input<typeof InvoiceEmailForm>;

/** Sending past the quiet period's warning: the owner saw when the last reminder went and said yes. */
const confirm = z.boolean({ error: "confirm must be true or false" }).optional().default(false);

/** Subject and message default to the owner's draft (the terminal and nudges send it as is). */
export const SendInvoiceEmailInput = z.object({
  invoiceId: z.string({ error: "Invoice is required" }).min(1, { error: "Invoice is required" }),
  subject: subject.optional(),
  message: message.optional(),
  isReminder: z.boolean({ error: "isReminder must be true or false" }).optional().default(false),
  confirm,
});
export type SendInvoiceEmailInput = z.input<typeof SendInvoiceEmailInput>;

export const SendOverdueEmailInput = z.object({
  subject,
  message,
  invoiceIds: z
    .array(z.string().min(1), { error: "At least one invoice must be selected" })
    .min(1, { error: "At least one invoice must be selected" })
    .max(1000, { error: "At most 1000 invoices at once" }),
  confirm,
});
export type SendOverdueEmailInput = z.input<typeof SendOverdueEmailInput>;

export const DraftKind = z.enum(["invoice", "reminder"], { error: "kind must be invoice or reminder" });

/** What the API returns for an invoice. `status` is the effective one (past due reads overdue). */
export const InvoiceView = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string().nullable(),
    clientEmail: z.string().nullable(),
    invoiceNumber: z.string(),
    amount: z.string().describe('A decimal string in the invoice\'s currency ("1234.50")'),
    balance: z.string().describe("What is left to pay: the amount less the payments recorded (0 once paid or void)"),
    partiallyPaid: z.boolean().describe('Unpaid with payments recorded: the badge reads "Partially paid"'),
    currency: z.string(),
    rate: z
      .object({
        homeCurrency: z.string(),
        value: z
          .string()
          .nullable()
          .describe('Home units per one unit of `currency` ("1.0832"); null when no rate is recorded yet'),
        source: z.enum(RATE_SOURCES).nullable(),
        date: z.string().nullable().describe("The day a fetched rate was published for"),
        homeAmount: z.string().nullable(),
        homeBalance: z.string().nullable(),
      })
      .describe("The rate to the owner's home currency recorded on the invoice, and what the invoice is worth there"),
    status: z.enum(INVOICE_STATUSES),
    dueDate: z.string(),
    paidDate: z.string().nullable(),
    sentAt: z.string().nullable(),
    delivery: z
      .enum(INVOICE_DELIVERIES)
      .describe(
        "Whether the client has the invoice: sent (the mail server confirmed an invoice email) | possibly_sent (the mail server took one without confirming it: it may have been sent, and is not sent again by itself) | not_sent",
      ),
    description: z.string().nullable(),
    daysOverdue: z.number().int(),
    publicPath: z.string().describe("The client's pay page"),
    emails: z
      .object({
        last: z
          .object({
            kind: z.enum(["invoice", "reminder"]),
            to: z.string(),
            status: z.string(),
            error: z.string().nullable(),
            at: z.string(),
          })
          .nullable()
          .describe(
            "The latest invoice email or reminder: to whom, when, and how far it got (queued → sent, or failed)",
          ),
        remindersDelivered: z.number().int(),
        stages: z.array(z.number().int()).describe("The automatic reminder stages (days past due) that went out"),
      })
      .describe("What was emailed about the invoice, as the card and the client's history show it"),
    paymentClaimedAt: z
      .string()
      .nullable()
      .describe("When the client last said, on the pay page, that they sent the payment"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "InvoiceView" });
export type InvoiceView = z.infer<typeof InvoiceView>;

/** GET /api/invoices/{id}/draft's query: which email the dialog drafts. */
export const InvoiceDraftQuery = z.object({ kind: DraftKind.optional() });

/** GET /api/invoices/calendar's query. */
export const InvoiceCalendarQuery = z.object({
  month: z
    .string({ error: "Month must be written YYYY-MM" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Month must be written YYYY-MM" })
    // A month no calendar holds (before 1900, 9999) has no grid to count.
    .refine((month) => isCalendarDate(`${month}-01`), { error: "Month must be written YYYY-MM" }),
});

/** POST /api/invoices/trigger-auto-reminders's query: `dryRun=1` says what would be sent, sending nothing. */
export const ReminderRunQuery = z.object({
  dryRun: z.string().optional().meta({ description: '"1": a dry run (nothing is queued)' }),
});

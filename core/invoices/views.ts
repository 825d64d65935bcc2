// What the invoice routes answer, as zod schemas: the OpenAPI document describes each answer from them
// and the TypeScript types are inferred from them, so the two cannot drift (docs/decisions/230).
// A leaf module (zod and constants only): the verbs import it without an import cycle.
import { z } from "zod";
import { PaymentPlanView } from "./payment-plans/schemas";
import { INVOICE_STATUSES, InvoiceView } from "./schemas";
import { INVOICE_DELIVERIES } from "./delivery";

const Decimal = (description: string) => z.string().describe(description);

export const PaymentView = z.object({
  amount: Decimal('In the invoice\'s currency ("120.00")'),
  date: z.string().describe("The day it was paid (YYYY-MM-DD)"),
  method: z.string(),
  note: z.string().nullable(),
});
export type PaymentView = z.infer<typeof PaymentView>;

/** The figures as the API shows them: decimal strings, rates as percent ("8.875"). */
export const InvoiceFiguresView = z.object({
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.string(),
      unitPrice: z.string(),
      taxes: z.array(z.object({ name: z.string(), rate: Decimal('Percent ("8.875")') })),
      amount: z.string(),
      lateFeeId: z.string().nullable().describe("The late fee this line charges (waivable); null for an ordinary line"),
    }),
  ),
  subtotal: z.string(),
  discount: z.object({ type: z.enum(["percent", "amount"]), value: z.string(), amount: z.string() }).nullable(),
  taxes: z.array(z.object({ name: z.string(), rate: z.string(), base: z.string(), amount: z.string() })),
  tax: z.string(),
  total: z.string(),
  paid: Decimal("What the client has paid"),
  balance: Decimal("What is left to pay"),
  payments: z.array(PaymentView).describe("The payments recorded, oldest first"),
});
export type InvoiceFiguresView = z.infer<typeof InvoiceFiguresView>;

/** One invoice as its own page shows it: the ledger's view, its lines and figures, tax ids and history. */
export const InvoiceDetail = InvoiceView.extend({
  figures: InvoiceFiguresView,
  ownerTaxId: z.string().nullable(),
  clientTaxId: z.string().nullable(),
  history: z
    .array(z.object({ type: z.string(), detail: z.record(z.string(), z.unknown()), at: z.string() }))
    .describe("What happened to the invoice, oldest first (payments, edits, claims…)"),
}).meta({ id: "InvoiceDetail" });
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

/** PATCH /api/invoices/{id}: the invoice after the edit, what changed, and whether the client had it already. */
export const EditedInvoice = InvoiceDetail.extend({
  changed: z.array(z.string()),
  wasSent: z.boolean(),
});
export type EditedInvoice = z.infer<typeof EditedInvoice>;

export const Bucket = z.object({
  count: z.number().int(),
  total: Decimal('In the owner\'s currency ("1234.50")'),
});
export type Bucket = z.infer<typeof Bucket>;

export const OverdueLine = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  amount: Decimal("In the invoice's own currency"),
  currency: z.string(),
  dueDate: z.string(),
  daysOverdue: z.number().int(),
  sentAt: z.string().nullable(),
  delivery: z
    .enum(INVOICE_DELIVERIES)
    .describe("Whether the client has the invoice (sent | possibly_sent | not_sent), as on InvoiceView"),
});
export type OverdueLine = z.infer<typeof OverdueLine>;

export const CalendarDay = z.object({
  date: z.string(),
  due: z.number().int().describe("Awaiting payment, not yet past due"),
  overdue: z.number().int(),
  paid: z.number().int(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const InvoiceCalendar = z.object({ month: z.string(), days: z.array(CalendarDay) });
export type InvoiceCalendar = z.infer<typeof InvoiceCalendar>;

/** The one reading of the owner's invoices every screen draws (core/invoices/summary.ts says each rule). */
export const InvoiceSummary = z
  .object({
    today: z.string(),
    currency: z.string(),
    totalCount: z.number().int().describe("Every invoice the owner has, drafts and other currencies included"),
    paid: Bucket,
    outstanding: Bucket,
    notSent: Bucket,
    overdue: Bucket,
    dueThisWeek: Bucket,
    collectedThisMonth: Bucket.describe(
      "Money received since the 1st (each payment on its date; an invoice marked paid by the rest on its paid date): invoices that brought money, and the sum at home",
    ),
    draft: Bucket,
    unpaid: Bucket.describe("Everything awaiting payment: outstanding + notSent + overdue"),
    overdueList: z.object({ preview: z.array(OverdueLine), more: z.number().int() }),
    otherCurrencies: z.array(
      z.object({
        currency: z.string(),
        count: z.number().int().describe("Open invoices in this currency"),
        unpaid: Decimal("What they still owe, in this currency"),
        homeUnpaid: Decimal("What the converted ones count for in the home currency"),
        unconverted: z.number().int().describe("Open invoices with no rate to the home currency: not in the totals"),
      }),
    ),
    currencyNote: z
      .string()
      .nullable()
      .describe("What the totals hold of other currencies; null when all is in `currency`"),
    emailsInFlight: z.number().int().describe("Invoice emails and reminders still on their way"),
    statusCounts: z
      .object({
        all: z.number().int(),
        draft: z.number().int(),
        pending: z.number().int(),
        overdue: z.number().int(),
        paid: z.number().int(),
        unpaid: z.number().int(),
      })
      .describe("How many invoices each of the ledger's status tabs holds, every currency counted"),
  })
  .meta({ id: "InvoiceSummary" });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const Debtor = z.object({
  clientId: z.string(),
  clientName: z.string(),
  count: z.number().int(),
  owed: z.string(),
});
export type Debtor = z.infer<typeof Debtor>;

export const MoneyFigures = z
  .object({
    today: z.string(),
    currency: z.string(),
    clientId: z.string().nullable(),
    period: z.string().describe("A named period, one calendar month as YYYY-MM, or days as YYYY-MM-DD..YYYY-MM-DD"),
    from: z.string().nullable().describe('The period\'s first day (null for "all")'),
    to: z.string(),
    owed: Bucket,
    overdue: Bucket,
    remindable: Bucket.describe(
      "Overdue invoices whose client has an email address (what reminding everyone overdue emails) and what is still owed on them",
    ),
    notYetDue: Bucket,
    draft: Bucket,
    collected: Bucket,
    oldestDaysOverdue: z
      .number()
      .int()
      .describe("The oldest awaiting invoice's days past due (0 when nothing is late)"),
    topDebtors: z.array(Debtor).describe("Who owes the most (up to 5), for the whole business only"),
  })
  .meta({ id: "MoneyFigures" });

export { CurrencyOptions } from "./currency-options";

export const EmailDraft = z.object({ subject: z.string(), message: z.string() });
export type EmailDraft = z.infer<typeof EmailDraft>;

export const NumberingView = z.object({
  mode: z.enum(["timestamp", "sequential"]),
  prefix: z.string(),
  nextNumber: z.number().int(),
  preview: z.string().describe("What the next invoice will be called"),
});
export type NumberingView = z.infer<typeof NumberingView>;

export const QueuedInvoiceMail = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  to: z.string(),
  emailId: z.string(),
});
export type QueuedInvoiceMail = z.infer<typeof QueuedInvoiceMail>;

export const QueuedBatch = z.object({
  batchId: z.string().describe("Follow the emails with GET /api/outbox/batches/{batchId}"),
  queued: z.array(QueuedInvoiceMail),
});
export type QueuedBatch = z.infer<typeof QueuedBatch>;

export const InvoiceEmailQueued = QueuedBatch.extend({ success: z.boolean(), message: z.string() });
export const RemindersQueued = InvoiceEmailQueued.extend({ sent: z.number().int() });

export const ReminderOutcome = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  clientName: z.string(),
  to: z.string().nullable(),
  stage: z.number().int().describe("The step: days from the due date (negative before it)"),
  daysOverdue: z.number().int(),
  status: z.enum(["queued", "would_send", "skipped", "deferred", "sent", "failed"]),
  reason: z.string().optional(),
  lateFee: z.string().optional().describe("A late fee this run charged (or would charge)"),
  instalment: z.number().int().optional().describe("The payment plan's instalment the reminder is about"),
});
export type ReminderOutcome = z.infer<typeof ReminderOutcome>;

export const ReminderRunAnswer = z.object({
  success: z.boolean(),
  enabled: z.boolean().describe("false: automatic reminders are off, nothing ran"),
  message: z.string(),
  markedOverdue: z.number().int(),
  batchId: z.string().nullable(),
  queued: z.number().int(),
  deferred: z.number().int().optional(),
  reminders: z.array(ReminderOutcome).describe("The first 200"),
  moreReminders: z.number().int(),
});

/** What the client sees at /pay/{token}: the invoice, who it is from, and how to pay. */
export const PublicInvoiceView = z.object({
  invoiceNumber: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  description: z.string().nullable(),
  issuedAt: z.string(),
  from: z.object({
    name: z.string(),
    contact: z.string().nullable(),
    email: z.string(),
    taxId: z.string().nullable(),
  }),
  to: z.object({ name: z.string(), company: z.string().nullable(), taxId: z.string().nullable() }),
  figures: InvoiceFiguresView,
  pdfPath: z.string(),
  paymentPlan: PaymentPlanView.nullable().describe(
    "The payment plan's instalments and the next one to pay; null without a plan",
  ),
  paymentClaimedAt: z.string().nullable().describe("When the client last said they sent the payment"),
  payment: z.object({
    card: z.enum(["stripe", "demo", "none"]),
    publishableKey: z.string().nullable(),
    bankTransferDetails: z.string().nullable(),
  }),
});
export type PublicInvoiceView = z.infer<typeof PublicInvoiceView>;

export const CardPaymentStarted = z.object({ clientSecret: z.string(), mode: z.string() });

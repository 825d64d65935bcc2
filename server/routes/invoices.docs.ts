import { EditInvoiceInput } from "@core/invoices/edit";
import { MoneyFiguresQuery } from "@core/invoices/figures";
import { invoiceLedger } from "@core/invoices/list";
import { NumberingInput } from "@core/invoices/numbering";
import { InvoiceDefaults } from "@core/invoices/payment-terms";
import { RecordPaymentInput } from "@core/invoices/record-payment";
import { SetInvoiceRateInput } from "@core/invoices/set-rate";
import { CardPaymentInput, PaymentClaimInput } from "@core/invoices/public";
import {
  CreateInvoiceInput,
  CreateItemizedInvoiceInput,
  InvoiceCalendarQuery,
  InvoiceDraftQuery,
  InvoiceView,
  ReminderRunQuery,
  SendInvoiceEmailInput,
  SendOverdueEmailInput,
  UpdateInvoiceInput,
} from "@core/invoices/schemas";
import { VoidInvoiceInput } from "@core/invoices/void";
import {
  CardPaymentStarted,
  CurrencyOptions,
  EditedInvoice,
  EmailDraft,
  InvoiceCalendar,
  InvoiceDetail,
  InvoiceEmailQueued,
  InvoiceSummary,
  MoneyFigures,
  NumberingView,
  PublicInvoiceView,
  ReminderRunAnswer,
  RemindersQueued,
} from "@core/invoices/views";
import { DoneMessage } from "@core/answers";
import { z } from "zod";
import { describeRoutes } from "../openapi/describe";

export const invoiceDocs = describeRoutes("Invoices", {
  get: {
    summary: "List invoices",
    query: invoiceLedger.schema,
    returns: { page: InvoiceView },
    description: `A page of \`InvoiceView\` newest first. \`q\` searches number, client, description and id.`,
  },
  post: {
    summary: "Create an invoice",
    returns: InvoiceDetail,
    body: z.union([CreateInvoiceInput, CreateItemizedInvoiceInput]),
    status: 201,
    errors: [409],
    description: `A single amount, or itemized \`lines\` with an optional \`discount\` (then \`amount\` is optional and must equal the total). Answers \`InvoiceDetail\`; 400 names the field (\`lines.0.unitPrice\`, \`lines.0.taxes.0.rate\`, \`discount.value\`, \`lines\` for the total); rules in docs/decisions/150-line-items-and-tax.md.`,
  },
  getCurrencies: {
    summary: "The currencies an invoice can be in",
    returns: CurrencyOptions,
    description: `\`{home, currencies: [{code, name}], ratesSource: {configured, name}}\`: ISO 4217 codes; \`ratesSource\` says whether rates are fetched (\`EXCHANGE_RATES_URL\`) or entered by the owner. docs/decisions/220-currencies-and-home-totals.md.`,
  },
  getDefaults: {
    summary: "What a new invoice starts with",
    returns: InvoiceDefaults,
    description: `\`{paymentTermsDays, dueDate}\`: the owner's payment terms in days (0 for Immediate; 30 when unset) and the due date a new invoice takes unless given one, today in the owner's time zone plus those days (core/invoices/payment-terms.ts). The web's and the terminal's create forms show it; a duplicate and a converted quote take it.`,
  },
  getExportCsv: {
    summary: "Export invoices as CSV",
    returns: { file: "text/csv" },
    description: `Every invoice, written a thousand rows at a time, each in its own currency with its rate and home value; cells a spreadsheet would run as formulas are neutralised.`,
  },
  getPaymentsExportCsv: {
    summary: "Export payments as CSV",
    returns: { file: "text/csv" },
    description: `Every recorded payment with its invoice, currency, rate and home value.`,
  },
  getSummary: {
    summary: "The invoice tracker's figures",
    returns: InvoiceSummary,
    description: `\`InvoiceSummary\` (core/invoices/summary.ts): \`{today, currency, totalCount, paid, outstanding, notSent, overdue, dueThisWeek, collectedThisMonth, draft, unpaid: {count, total}, overdueList: {preview, more}, otherCurrencies: [{currency, count, unpaid}], emailsInFlight}\`: what the tracker, the overdue panel, the dashboard and the terminal show.`,
  },
  getFigures: {
    summary: "Money figures for a period",
    returns: MoneyFigures,
    query: MoneyFiguresQuery,
    description: `\`MoneyFigures\` (core/invoices/figures.ts): \`{today, currency, clientId, period, from, to, owed, overdue, remindable, notYetDue, draft, collected: {count, total}, oldestDaysOverdue, topDebtors}\` in the owner's currency; owed = issued and awaiting payment (drafts are not owed), counting what is still owed on each; remindable = the overdue ones whose client has an email address; collected = paid dates in the period. Weeks start Monday, from the owner's today. Another owner's client is 404.`,
    errors: [404],
  },
  getCalendar: {
    summary: "Invoices by due date in a month",
    returns: InvoiceCalendar,
    query: InvoiceCalendarQuery,
    description: `\`{month, days: [{date, due, overdue, paid}]}\`.`,
  },
  getDraftsBulkReminder: {
    summary: "The bulk reminder's template",
    returns: EmailDraft,
    description: `\`{subject, message}\`: placeholders kept, signed with the owner's name.`,
  },
  postSendSingle: {
    summary: "Email an invoice or a reminder",
    returns: InvoiceEmailQueued,
    body: SendInvoiceEmailInput,
    status: 202,
    errors: [404, 409, 429],
    description: `\`{success, message, batchId, queued: [{invoiceId, invoiceNumber, to, emailId}]}\`: queued, sent by the delivery worker (follow it with \`GET /api/outbox/batches/{batchId}\`). Subject and message default to the owner's draft; 409 paid or client without email; 409 \`CONFIRMATION_REQUIRED\` for a reminder inside the quiet period, or for an invoice already emailed (\`details.alreadySentAt\`); 429 past the hourly allowance.`,
  },
  postSendOverdueEmail: {
    summary: "Email reminders for several invoices",
    returns: RemindersQueued,
    body: SendOverdueEmailInput,
    status: 202,
    errors: [404, 409, 429],
    description: `\`{success, message, sent, batchId, queued}\`; placeholders \`{clientName} {invoiceNumber} {amount} {dueDate} {dueStatus} {payLink}\` filled per invoice; all or nothing.`,
  },
  postTriggerAutoReminders: {
    summary: "Run the automatic reminders now",
    returns: ReminderRunAnswer,
    query: ReminderRunQuery,
    status: 202,
    description: `\`{success, enabled, message, markedOverdue, queued, batchId, reminders: [{invoiceNumber, clientName, to, stage, daysOverdue, status: queued|deferred|skipped|would_send, reason?}]}\`, at once whatever the queue's length.`,
  },
  getNumbering: {
    summary: "How invoices are numbered",
    returns: NumberingView,
    description: `\`{mode: timestamp|sequential, prefix, nextNumber, preview}\`.`,
  },
  putNumbering: {
    summary: "Change how invoices are numbered",
    returns: NumberingView,
    body: NumberingInput,
    errors: [409],
    description: `The same as GET; 409 \`fields.nextNumber\` when that number is already used.`,
  },
  getById: {
    summary: "Get an invoice",
    returns: InvoiceDetail,
    description: `\`InvoiceDetail\` = \`InvoiceView & {figures: {lines, subtotal, discount, taxes, tax, total, paid, balance, payments}, ownerTaxId, clientTaxId, history: [{type, detail, at}]}\`.`,
  },
  patchById: {
    summary: "Edit an invoice",
    returns: EditedInvoice,
    body: EditInvoiceInput,
    errors: [409],
    description: `Any of \`{amount | lines, discount, dueDate, description, clientTaxId}\`. Answers \`InvoiceDetail & {changed: [field], wasSent}\`; 409 \`fields.status\` for a paid or void invoice; the change is an \`edited\` history event.`,
  },
  putByIdRate: {
    summary: "Record an invoice's rate to the home currency",
    returns: InvoiceDetail,
    body: SetInvoiceRateInput,
    bodyOptional: true,
    errors: [409, 503],
    description: `\`{exchangeRate}\` typed by the owner, or nothing to fetch it from the configured rates source (503 when the source fails, 400 \`fields.exchangeRate\` when it has no rate for the currency). Answers \`InvoiceDetail\`; the change is in the invoice's history.`,
  },
  deleteById: {
    summary: "Delete a draft invoice",
    returns: DoneMessage,
    errors: [409],
    description: `\`{success, message}\`; drafts only (409 otherwise); with sequential numbering only the latest draft (409 "void it instead").`,
  },
  postByIdVoid: {
    summary: "Void an invoice",
    returns: InvoiceDetail,
    body: VoidInvoiceInput,
    bodyOptional: true,
    errors: [409],
    description: `\`{reason?}\` or nothing. Answers \`InvoiceDetail\` with status \`void\`; 409 paid or already void.`,
  },
  postByIdPayments: {
    summary: "Record a payment",
    returns: InvoiceDetail,
    body: RecordPaymentInput,
    status: 201,
    errors: [409],
    description: `\`InvoiceDetail\`; 400 \`fields.amount\` above the balance, \`fields.date\` in the future; 409 paid or void.`,
  },
  postByIdDuplicate: {
    summary: "Duplicate an invoice",
    returns: InvoiceDetail,
    status: 201,
    description: `\`InvoiceDetail\`: a draft with the same client, lines and discount, a new number, due today + payment terms.`,
  },
  getByIdDraft: {
    summary: "The email dialog's draft",
    returns: EmailDraft,
    query: InvoiceDraftQuery,
    description: `\`{subject, message}\`: filled in and signed with the owner's name.`,
  },
  putById: {
    summary: "Change an invoice's status",
    returns: InvoiceView,
    body: UpdateInvoiceInput,
    errors: [409],
    description: `\`InvoiceView\`; 409 when the state rules forbid it (paid is final); 400 \`fields.paidDate\` for a future date or with another status.`,
  },
  getByIdPdf: {
    summary: "Download an invoice's PDF",
    returns: { file: "application/pdf" },
    description: `The file name (\`filename*\`) keeps any characters the invoice number has.`,
  },
});

export const publicInvoiceDocs = describeRoutes("Public", {
  getByToken: {
    summary: "An invoice, as its client sees it",
    returns: PublicInvoiceView,
    access: "public",
    description: `\`{invoiceNumber, amount, currency, status, dueDate, paidDate, description, issuedAt, from, to, figures, pdfPath, paymentClaimedAt, payment: {card: "stripe"|"demo"|"none", publishableKey, bankTransferDetails}}\`. Anything but a live token is 404.`,
  },
  getByTokenPdf: {
    summary: "The client's copy of the PDF",
    access: "public",
    returns: { file: "application/pdf" },
  },
  postByTokenPaymentIntent: {
    summary: "Start a card payment",
    returns: CardPaymentStarted,
    access: "public",
    body: CardPaymentInput,
    bodyOptional: true,
    errors: [400, 404, 409, 503],
    description: `\`{clientSecret, mode, amount}\` (Stripe, or the demo card) for the balance, or with \`{instalmentId}\` for the payment plan's next open instalment; the webhook records the payment when amount and currency match; 404 without card payments or for an instalment not of this invoice; 409 paid or void, or an instalment already paid or not next.`,
  },
  postByTokenDemoPay: {
    summary: "Pay with the demo card",
    returns: DoneMessage,
    access: "public",
    body: CardPaymentInput,
    bodyOptional: true,
    errors: [400, 404, 409],
    description: `Only with \`DEMO_PAYMENTS=1\` (404 otherwise): records a card payment of the balance (the invoice is paid), or with \`{instalmentId}\` of the next open instalment; the same 404/409 as the card payment.`,
  },
  postByTokenPaymentSent: {
    summary: "Tell the owner the payment was sent",
    returns: DoneMessage,
    access: "public",
    body: PaymentClaimInput,
    bodyOptional: true,
    errors: [409],
    description: `\`{success, message}\`: tells the owner (notification + email, once a day) and marks nothing; 409 when already paid or void.`,
  },
});

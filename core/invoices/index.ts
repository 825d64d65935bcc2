// The face of core/invoices: all that other modules may import from it (eslint/module-boundaries.js).
export { createInvoice, linesOfInput } from "./create";
export { DELIVERY_WORDS, INVOICE_DELIVERIES, type InvoiceDelivery, invoiceDelivery } from "./delivery";
export { getInvoiceDetail } from "./detail";
export { getInvoiceOfOwner, getInvoiceWithClient, ownerToday } from "./internal";
export { ItemizedBodyFields, MAX_LINES } from "./line-schemas";
export {
  computeTotals,
  type Discount,
  formatScaled,
  type LineInput,
  mulDivRound,
  parseScaled,
  PERCENT_SCALE,
  QUANTITY_SCALE,
} from "./line-totals";
export { discountOf, figuresView, readLines, writeLines } from "./lines";
export { assertMailable, queueInvoiceMails, queueOwnerInvoiceMails } from "./mailing";
export { getNumbering, NumberingInput, setNumbering, takeInvoiceNumber } from "./numbering";
export { defaultDueDate, InvoiceDefaults, invoiceDefaults, paymentTermsDays } from "./payment-terms";
export { lastPaymentDate } from "./payments";
export {
  mergeUncounted,
  moneyReceived,
  moneyReceivedByClient,
  moneyReceivedByMonth,
  type UncountedMoney,
  uncountedNote,
} from "./received";
export {
  CreateInvoiceInput,
  CreateItemizedInvoiceInput,
  INVOICE_STATUSES,
  InvoiceCalendarQuery,
  InvoiceDraftQuery,
  InvoiceView,
  MAX_AMOUNT_CENTS,
  ReminderRunQuery,
  SendInvoiceEmailInput,
  SendOverdueEmailInput,
  UpdateInvoiceInput,
} from "./schemas";
export { effectiveStatus, overdueSql } from "./status";
export { invoiceSummary } from "./summary";
export {
  formatDueDate,
  formatMoney,
  invoiceMessage,
  invoiceSubject,
  reminderMessage,
  reminderSubject,
} from "./templates";
export { type InvoiceFields, invoiceView, VIEW_COLUMNS } from "./view";
export {
  CardPaymentStarted,
  CurrencyOptions,
  EditedInvoice,
  EmailDraft,
  InvoiceCalendar,
  InvoiceDetail,
  InvoiceEmailQueued,
  InvoiceFiguresView,
  InvoiceSummary,
  NumberingView,
  PublicInvoiceView,
  QueuedBatch,
  ReminderRunAnswer,
  RemindersQueued,
} from "./views";
export { allocate, currentInstalment, type Instalment } from "./payment-plans/allocation";
export { getPaymentPlan, readInstalments, removePaymentPlan, setPaymentPlan } from "./payment-plans/plan";
export { ReminderOutcome } from "./views";
export { handlePaymentWebhook } from "./payment-webhook";
export { clientHistory, clientHistoryList } from "./client-history";
export { editInvoice, EditInvoiceInput } from "./edit";
export { MoneyFigures, moneyFigures, MoneyFiguresQuery } from "./figures";
export { MONEY_PERIODS, type MoneyPeriod } from "./money-periods";
export { getInvoice, invoiceLedger, listInvoices } from "./list";
export { recordPayment, RecordPaymentInput } from "./record-payment";
export { fetchRateForInvoice, setInvoiceRate, SetInvoiceRateInput } from "./set-rate";
export {
  CardPaymentInput,
  claimInvoicePayment,
  getPublicInvoice,
  payInvoiceInDemo,
  PaymentClaimInput,
  startInvoiceCardPayment,
} from "./public";
export { voidInvoice, VoidInvoiceInput } from "./void";
export { currencyOptions } from "./currency-options";
export {
  EXPORT_PAGE,
  INVOICE_EXPORT_COLUMNS,
  invoiceCsvChunks,
  PAYMENT_EXPORT_COLUMNS,
  paymentCsvChunks,
} from "./export-csv";
export { fetchRateFor } from "./invoice-rate";
export { deleteDraftInvoice } from "./delete";
export { duplicateInvoice } from "./duplicate";
export { bulkReminderDraft, invoiceEmailDraft } from "./drafts";
export { renderInvoicePdf, renderPublicInvoicePdf } from "./pdf";
export { sendInvoiceEmail } from "./send";
export { sendOverdueEmails } from "./send-overdue";
export { invoiceCalendar } from "./calendar";
export { updateInvoiceStatus } from "./update";
export { PaymentPlanAnswer, PaymentPlanInput, PaymentPlanProposal, PlanProposalQuery } from "./payment-plans/schemas";
export { proposePaymentPlan } from "./payment-plans/proposal";

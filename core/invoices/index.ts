// The face of core/invoices: all that other modules may import from it (eslint/module-boundaries.js).
export { createInvoice, linesOfInput } from "./create";
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
export { takeInvoiceNumber } from "./numbering";
export { defaultDueDate, paymentTermsDays } from "./payment-terms";
export { lastPaymentDate } from "./payments";
export { mergeUncounted, moneyReceived, moneyReceivedByMonth, type UncountedMoney, uncountedNote } from "./received";
export { INVOICE_STATUSES, InvoiceView, MAX_AMOUNT_CENTS } from "./schemas";
export { effectiveStatus, overdueSql } from "./status";
export { invoiceSummary, type InvoiceSummary } from "./summary";
export {
  formatDueDate,
  formatMoney,
  invoiceMessage,
  invoiceSubject,
  reminderMessage,
  reminderSubject,
} from "./templates";
export { type InvoiceFields, invoiceView, VIEW_COLUMNS } from "./view";
export { InvoiceDetail, InvoiceFiguresView, QueuedBatch } from "./views";
export { allocate, currentInstalment, type Instalment } from "./payment-plans/allocation";
export { readInstalments } from "./payment-plans/plan";
export { ReminderOutcome } from "./views";

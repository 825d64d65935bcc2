// The face of core/mail: all that other modules may import from it (eslint/module-boundaries.js).
export { assertClientEmailAllowance, clientEmailsLeft } from "./allowance";
export { ownerSender, type OwnerSender } from "./owner-sender";
export { type EmailToQueue, newBatchId, queueEmail } from "./queue";
export type { InvoiceTemplateData } from "./template-data";
export { emailChannel } from "./channel";
export { listOutbox, outboxList } from "./list";
export { BatchProgress, OutboxItem, SupportRequestQueued } from "./views";
export { batchProgress } from "./progress";
export { outboxTransport, smtpTransport } from "./transport";
export {
  DELIVERED_STATUSES,
  EMAIL_STATUSES,
  type EmailStatus,
  MAY_HAVE_BEEN_SENT,
  POSSIBLY_SENT,
  possiblySentSentence,
} from "./state";

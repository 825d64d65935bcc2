// The face of core/mail: all that other modules may import from it (eslint/module-boundaries.js).
export { assertClientEmailAllowance, clientEmailsLeft } from "./allowance";
export { ownerSender, type OwnerSender } from "./owner-sender";
export { type EmailToQueue, newBatchId, queueEmail } from "./queue";
export type { InvoiceTemplateData } from "./template-data";
export { emailChannel } from "./channel";

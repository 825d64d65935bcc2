// What each email template needs besides the message itself. Stored with the outbox row when the email
// is queued, so every attempt renders the same email.

export interface InvoiceTemplateData {
  template: "invoice";
  /** 'invoice' for the invoice itself, 'reminder' for a payment reminder. */
  purpose: "invoice" | "reminder";
  /** The owner's business (or name), shown at the top. */
  brand: string;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
  /** Days past due when the email was written, 0 when not yet due. */
  daysOverdue: number;
  payUrl: string;
  pdfUrl: string;
}

export interface MessageTemplateData {
  template: "message";
  brand: string;
  /** An optional button under the message. */
  action?: { label: string; url: string };
  /** A line under everything: why the reader gets this email. */
  footer?: string;
}

export type TemplateData = InvoiceTemplateData | MessageTemplateData;

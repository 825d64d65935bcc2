// Email drafts of spec 001 §5 and the placeholder filling shared by the dialogs, the bulk send, the
// nudges and the automatic reminders. Drafts carry the owner's real signature: "[Your Name]" is
// never sent as is (fillPlaceholders replaces it too).

export interface TemplateValues {
  clientName: string;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
  daysOverdue?: number;
  payLink?: string;
  /** "is due on March 5, 2026" or "was due on March 5, 2026 and is now 3 days past due". */
  dueStatus?: string;
  /** The owner's signature, for a "[Your Name]" left in a message. */
  yourName?: string;
}

const PLACEHOLDER =
  /\{\{?\s*(clientName|invoiceNumber|amount|dueDate|daysOverdue|payLink|dueStatus)\s*\}?\}|\[Your Name\]/g;

/** Fills {clientName}, {invoiceNumber}, {amount}, {dueDate} ({daysOverdue}, {payLink}, {dueStatus}); {{x}} works too. */
export function fillPlaceholders(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (match, key: keyof TemplateValues | undefined) =>
    key ? String(values[key] ?? "") : (values.yourName ?? match),
  );
}

/** How a message states the due date: before it, "is due on …"; after it, "was due on … and is now N days past due". */
export function dueStatus(dueDate: string, daysOverdue: number): string {
  const date = formatDueDate(dueDate);
  if (daysOverdue <= 0) return `is due on ${date}`;
  return `was due on ${date} and is now ${daysOverdue} day${daysOverdue === 1 ? "" : "s"} past due`;
}

/** "$1,234.50" in the invoice's currency: the one formatter of core/currency/format.ts. */
export { formatMoney } from "../currency/format";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "December 1, 2026" from '2026-12-01'. */
export function formatDueDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

export const invoiceSubject = (invoiceNumber: string) => `Invoice ${invoiceNumber} - Payment Required`;
export const reminderSubject = (invoiceNumber: string) => `Payment Reminder - Invoice ${invoiceNumber}`;
export const BULK_REMINDER_SUBJECT = "Payment Reminder - Invoice #{invoiceNumber}";

/** The invoice email's message, placeholders unfilled. The pay button and PDF link come with the email. */
export function invoiceMessage(signature: string): string {
  return [
    "Dear {clientName},",
    "",
    "Please find invoice {invoiceNumber} for {amount}, due on {dueDate}.",
    "You can view it, download the PDF and pay online with the button below.",
    "",
    "Thank you for your business!",
    "",
    "Best regards,",
    signature,
  ].join("\n");
}

/**
 * A payment reminder's message, placeholders unfilled; {dueStatus} reads right before and after the due
 * date. A late fee charged since the last reminder is told in its own paragraph (decision 211).
 */
export function reminderMessage(signature: string, lateFeeNotice?: string): string {
  return [
    "Dear {clientName},",
    "",
    "This is a friendly reminder that invoice {invoiceNumber} for {amount} {dueStatus}.",
    "Please arrange payment at your earliest convenience; the button below takes you to the invoice.",
    "",
    ...(lateFeeNotice ? [lateFeeNotice, ""] : []),
    "If you have already paid, please disregard this message.",
    "",
    "Best regards,",
    signature,
  ].join("\n");
}

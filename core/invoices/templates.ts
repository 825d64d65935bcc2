// Email drafts of spec 001 §5 and the placeholder filling shared by the dialogs, the bulk send and
// the automatic reminders.

export interface TemplateValues {
  clientName: string;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
  daysOverdue?: number;
  payLink?: string;
}

/** Fills {clientName}, {invoiceNumber}, {amount}, {dueDate} (and {daysOverdue}, {payLink}); {{x}} works too. */
export function fillPlaceholders(template: string, values: TemplateValues): string {
  return template.replace(/\{\{?\s*(clientName|invoiceNumber|amount|dueDate|daysOverdue|payLink)\s*\}?\}/g, (_, key) =>
    String(values[key as keyof TemplateValues] ?? ""),
  );
}

/** "$1,234.50" in the invoice's currency. */
export function formatMoney(amount: string, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(amount));
}

/** "December 1, 2026" from '2026-12-01'. */
export function formatDueDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const invoiceSubject = (invoiceNumber: string) => `Invoice ${invoiceNumber} - Payment Required`;
export const reminderSubject = (invoiceNumber: string) => `Payment Reminder - Invoice ${invoiceNumber}`;
export const BULK_REMINDER_SUBJECT = "Payment Reminder - Invoice #{invoiceNumber}";

export function invoiceBody(v: TemplateValues, signature = "[Your Name]"): string {
  return [
    `Dear ${v.clientName},`,
    "",
    `Please find invoice ${v.invoiceNumber} for ${v.amount}, due on ${v.dueDate}.`,
    ...(v.payLink ? ["", `You can view and pay it online: ${v.payLink}`] : []),
    "",
    "Thank you for your business!",
    "",
    "Best regards,",
    signature,
  ].join("\n");
}

export function reminderBody(v: TemplateValues, signature = "[Your Name]"): string {
  return [
    `Dear ${v.clientName},`,
    "",
    `This is a friendly reminder that invoice ${v.invoiceNumber} for ${v.amount} was due on ${v.dueDate}` +
      (v.daysOverdue ? ` and is now ${v.daysOverdue} day${v.daysOverdue === 1 ? "" : "s"} past due.` : "."),
    "Please arrange payment at your earliest convenience.",
    ...(v.payLink ? ["", `You can view and pay it online: ${v.payLink}`] : []),
    "",
    "If you have already paid, please disregard this message.",
    "",
    "Best regards,",
    signature,
  ].join("\n");
}

export const BULK_REMINDER_MESSAGE = [
  "Dear {clientName},",
  "",
  "This is a friendly reminder that invoice {invoiceNumber} for {amount} was due on {dueDate} and is now overdue.",
  "Please arrange payment at your earliest convenience.",
  "",
  "Best regards,",
  "[Your Name]",
].join("\n");

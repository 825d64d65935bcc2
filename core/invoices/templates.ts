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

// Intl formatters are costly to build; a reminder run formats thousands of amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" in the invoice's currency. */
export function formatMoney(amount: string, currency = "USD"): string {
  let f = moneyFormats.get(currency);
  if (!f) moneyFormats.set(currency, (f = new Intl.NumberFormat("en-US", { style: "currency", currency })));
  return f.format(Number(amount));
}

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

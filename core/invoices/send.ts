import type { OwnerContext } from "../context";
import { ownerSender } from "../mail";
import { parseInput } from "../validation";
import { getInvoiceWithClient, ownerToday } from "./internal";
import { assertMailable, queueOwnerInvoiceMails } from "./mailing";
import { SendInvoiceEmailInput } from "./schemas";
import { invoiceMessage, invoiceSubject, reminderMessage, reminderSubject } from "./templates";

/**
 * POST /api/invoices/send-single: the 'Send Invoice' and 'Send Payment Reminder' dialogs. Records the
 * email and answers at once (202); the delivery worker sends it.
 */
export function sendInvoiceEmail({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(SendInvoiceEmailInput, input);
  const { invoice, client } = getInvoiceWithClient(ctx, data.invoiceId);
  const today = ownerToday(ctx);
  assertMailable(invoice, client, today);
  const kind = data.isReminder ? "reminder" : "invoice";
  const signature = ownerSender(ctx).signature;
  const batch = queueOwnerInvoiceMails(
    ctx,
    [
      {
        invoice,
        client,
        kind,
        subject: data.subject ?? (kind === "invoice" ? invoiceSubject : reminderSubject)(invoice.invoiceNumber),
        body: data.message ?? (kind === "invoice" ? invoiceMessage : reminderMessage)(signature),
      },
    ],
    today,
    { confirm: data.confirm },
  );
  return {
    success: true,
    message: `${kind === "invoice" ? "Invoice" : "Payment reminder for"} ${invoice.invoiceNumber} is on its way to ${client.email}`,
    ...batch,
  };
}

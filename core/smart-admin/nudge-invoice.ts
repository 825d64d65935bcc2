import type { OwnerContext } from "../context";
import { getInvoiceWithClient, ownerToday } from "../invoices/internal";
import { assertMailable, ownerSignature, sendInvoiceMails, throwIfAllFailed } from "../invoices/mailing";
import { reminderBody, reminderSubject } from "../invoices/templates";
import { daysOverdue } from "../invoices/status";

/** The one-click nudge of an alert: the payment reminder, emailed and recorded like any other. */
export async function nudgeInvoice({ ctx, invoiceId }: { ctx: OwnerContext; invoiceId: string }) {
  const { invoice, client } = getInvoiceWithClient(ctx, invoiceId);
  const today = ownerToday(ctx);
  assertMailable(invoice, client, today);
  const days = daysOverdue(invoice.dueDate, today);
  const results = await sendInvoiceMails(
    ctx,
    [
      {
        invoice,
        client,
        kind: "reminder",
        subject: reminderSubject(invoice.invoiceNumber),
        // Placeholders are filled per invoice by sendInvoiceMails.
        body: reminderBody(
          {
            clientName: "{clientName}",
            invoiceNumber: "{invoiceNumber}",
            amount: "{amount}",
            dueDate: "{dueDate}",
            daysOverdue: days,
            payLink: "{payLink}",
          },
          ownerSignature(ctx),
        ),
      },
    ],
    today,
  );
  throwIfAllFailed(results);
  return { message: `Payment reminder for ${invoice.invoiceNumber} sent to ${client.name} (${client.email})` };
}

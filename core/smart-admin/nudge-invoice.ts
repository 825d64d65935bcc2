import type { OwnerContext } from "../context";
import {
  getInvoiceWithClient,
  ownerToday,
  assertMailable,
  queueOwnerInvoiceMails,
  reminderMessage,
  reminderSubject,
} from "../invoices";
import { ownerSender } from "../mail";

/**
 * The one-click nudge of an alert: the payment reminder, queued and recorded like any other, inside
 * the same quiet period (a second one within it needs `confirm`).
 */
export function nudgeInvoice({
  ctx,
  invoiceId,
  confirm = false,
}: {
  ctx: OwnerContext;
  invoiceId: string;
  confirm?: boolean;
}) {
  const { invoice, client } = getInvoiceWithClient(ctx, invoiceId);
  const today = ownerToday(ctx);
  assertMailable(invoice, client, today);
  const batch = queueOwnerInvoiceMails(
    ctx,
    [
      {
        invoice,
        client,
        kind: "reminder",
        subject: reminderSubject(invoice.invoiceNumber),
        body: reminderMessage(ownerSender(ctx).signature),
      },
    ],
    today,
    { confirm },
  );
  return {
    message: `Payment reminder for ${invoice.invoiceNumber} is on its way to ${client.name} (${client.email})`,
    ...batch,
  };
}

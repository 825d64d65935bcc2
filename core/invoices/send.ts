import type { OwnerContext } from "../context";
import { parseInput } from "../validation";
import { getInvoiceWithClient, ownerToday } from "./internal";
import { assertMailable, sendInvoiceMails, throwIfAllFailed } from "./mailing";
import { SendInvoiceEmailInput } from "./schemas";

/** POST /api/invoices/send-single: the 'Send Invoice' and 'Send Payment Reminder' dialogs. */
export async function sendInvoiceEmail({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(SendInvoiceEmailInput, input);
  const { invoice, client } = getInvoiceWithClient(ctx, data.invoiceId);
  const today = ownerToday(ctx);
  assertMailable(invoice, client, today);
  const results = await sendInvoiceMails(
    ctx,
    [{ invoice, client, subject: data.subject, body: data.message, kind: data.isReminder ? "reminder" : "invoice" }],
    today,
  );
  throwIfAllFailed(results);
  return {
    success: true,
    message: data.isReminder ? "Payment reminder sent successfully" : "Invoice sent successfully",
    results,
  };
}

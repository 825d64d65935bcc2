import type { OwnerContext } from "../context";
import { ownerSender } from "../mail";
import { parseInput } from "../validation";
import { getInvoiceWithClient, ownerToday } from "./internal";
import { templateValues } from "./mailing";
import { DraftKind } from "./schemas";
import {
  BULK_REMINDER_SUBJECT,
  fillPlaceholders,
  invoiceMessage,
  invoiceSubject,
  reminderMessage,
  reminderSubject,
} from "./templates";

/** GET /api/invoices/:id/draft?kind=: the email the dialog opens with, filled in and signed by the owner. */
export function invoiceEmailDraft({ ctx, id, kind }: { ctx: OwnerContext; id: string; kind: unknown }) {
  const which = parseInput(DraftKind, kind ?? "invoice");
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  const signature = ownerSender(ctx).signature;
  const values = templateValues(ctx, invoice, client, ownerToday(ctx), signature);
  return which === "invoice"
    ? { subject: invoiceSubject(invoice.invoiceNumber), message: fillPlaceholders(invoiceMessage(signature), values) }
    : {
        subject: reminderSubject(invoice.invoiceNumber),
        message: fillPlaceholders(reminderMessage(signature), values),
      };
}

/** GET /api/invoices/drafts/bulk-reminder: the bulk dialog's template, placeholders left for each invoice. */
export function bulkReminderDraft({ ctx }: { ctx: OwnerContext }) {
  return { subject: BULK_REMINDER_SUBJECT, message: reminderMessage(ownerSender(ctx).signature) };
}

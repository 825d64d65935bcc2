import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { AppError } from "../errors";
import { MAY_HAVE_BEEN_SENT, POSSIBLY_SENT } from "../mail";
import { getOwner } from "../users";
import { formatMoment } from "./quiet-period";

/**
 * An invoice emailed once (queued, sending, delivered or possibly sent; a failed one reached nobody) is not emailed
 * again by accident: a second send needs `confirm`, and the refusal says when and to whom it went.
 */
export function assertNotAlreadySent(
  ctx: OwnerContext,
  invoices: readonly { id: string; invoiceNumber: string }[],
  confirm: boolean,
): void {
  if (confirm || invoices.length === 0) return;
  const last = prepared(ctx.db, "invoices:last-invoice-email", (d) =>
    d.$client.prepare(
      `select to_address as toAddress, max(created_at) as at, status from email_outbox
       where related_type = 'invoice' and related_id = ? and kind = 'invoice' and status <> 'failed'`,
    ),
  );
  for (const invoice of invoices) {
    const sent = last.get(invoice.id) as
      { toAddress: string | null; at: number | null; status: string | null } | undefined;
    if (!sent?.at) continue;
    const when = formatMoment(sent.at, getOwner(ctx).timeZone);
    throw new AppError(
      "CONFIRMATION_REQUIRED",
      sent.status === POSSIBLY_SENT
        ? `${invoice.invoiceNumber} ${MAY_HAVE_BEEN_SENT} to ${sent.toAddress} on ${when} (the mail server did not confirm it). Send it again?`
        : `${invoice.invoiceNumber} was already emailed to ${sent.toAddress} on ${when}. Send it again?`,
      undefined,
      { alreadySentAt: new Date(sent.at).toISOString() },
    );
  }
}

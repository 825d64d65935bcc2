import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { AppError } from "../errors";
import { getOwner } from "../users";
import { formatMoment } from "./quiet-period";

/**
 * An invoice emailed once (queued, sending or delivered; a failed one reached nobody) is not emailed
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
      `select to_address as toAddress, max(created_at) as at from email_outbox
       where related_type = 'invoice' and related_id = ? and kind = 'invoice' and status <> 'failed'`,
    ),
  );
  for (const invoice of invoices) {
    const sent = last.get(invoice.id) as { toAddress: string | null; at: number | null } | undefined;
    if (!sent?.at) continue;
    const when = formatMoment(sent.at, getOwner(ctx).timeZone);
    throw new AppError(
      "CONFIRMATION_REQUIRED",
      `${invoice.invoiceNumber} was already emailed to ${sent.toAddress} on ${when}. Send it again?`,
      undefined,
      { alreadySentAt: new Date(sent.at).toISOString() },
    );
  }
}

// Whether the client has an invoice, as every screen says it (docs/decisions/318): the ledgers (web and
// terminal), the overdue panel and the briefings (core/focus) read it from here, through the invoice
// view's `delivery` or the focus facts. A light file (eslint/module-map.js LIGHT_ENTRIES): it imports only
// core/mail/state.ts, so the focus engine and the terminal may read it without the module.
import { MAY_HAVE_BEEN_SENT, POSSIBLY_SENT } from "../mail/state";

/**
 * - sent: an invoice email reached the mail server and it confirmed it (or it was kept in the offline
 *   outbox), so `invoices.sent_at` is stamped;
 * - possibly_sent: not confirmed, but an invoice email was handed to the mail server, which did not
 *   answer: the client may well have it, so it is never called "not sent";
 * - not_sent: no invoice email reached anyone yet (none, one on its way, or only failed ones).
 */
export const INVOICE_DELIVERIES = ["sent", "possibly_sent", "not_sent"] as const;
export type InvoiceDelivery = (typeof INVOICE_DELIVERIES)[number];

/**
 * SQL for when the invoice's latest possibly sent invoice email was queued (null: none), for an
 * invoice aliased `alias`; an index lookup (email_outbox_related_idx).
 */
export const possiblySentAtSql = (alias: string) =>
  `(select max(o.created_at) from email_outbox o where o.related_type = 'invoice' and o.related_id = ${alias}.id
     and o.kind = 'invoice' and o.status = '${POSSIBLY_SENT}')`;

/** The state from the invoice's sent stamp and its latest possibly sent invoice email. */
export function invoiceDelivery(
  sentAt: number | string | null,
  possiblySentAt: number | string | null,
): InvoiceDelivery {
  if (sentAt !== null) return "sent";
  return possiblySentAt !== null ? "possibly_sent" : "not_sent";
}

/** The words for an issued invoice's state in a ledger line: "emailed", "may have been sent", "not emailed". */
export const DELIVERY_WORDS: Record<InvoiceDelivery, string> = {
  sent: "emailed",
  possibly_sent: MAY_HAVE_BEEN_SENT,
  not_sent: "not emailed",
};

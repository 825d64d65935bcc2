import type { Services } from "../context";
import type { OutboxEmail } from "../db";
import type { Delivered, DeliveryChannel } from "../delivery";
import { messageIdFor } from "./addresses";
import { recordEmailDelivered, reportEmailFailed, reportEmailPossiblySent } from "./after-delivery";
import { POSSIBLY_SENT, possiblySentReason } from "./state";

// The templates (React Email) load on the first delivery: most terminal commands never send mail.
const loadRenderer = () => import("./templates/render");

/** Reads an outbox row as stored (snake_case columns, epoch milliseconds). */
export function outboxFromRow(raw: Record<string, unknown>): OutboxEmail {
  const time = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)));
  return {
    id: raw.id as string,
    userId: (raw.user_id as string | null) ?? null,
    kind: raw.kind as string,
    toAddress: raw.to_address as string,
    fromAddress: raw.from_address as string,
    replyTo: (raw.reply_to as string | null) ?? null,
    subject: raw.subject as string,
    body: raw.body as string,
    template: raw.template as string,
    templateData: typeof raw.template_data === "string" ? JSON.parse(raw.template_data) : null,
    relatedType: (raw.related_type as string | null) ?? null,
    relatedId: (raw.related_id as string | null) ?? null,
    batchId: (raw.batch_id as string | null) ?? null,
    status: raw.status as string,
    attempts: Number(raw.attempts),
    nextAttemptAt: Number(raw.next_attempt_at),
    leaseUntil: raw.lease_until === null ? null : Number(raw.lease_until),
    claimedBy: (raw.claimed_by as string | null) ?? null,
    transport: (raw.transport as string | null) ?? null,
    messageId: (raw.message_id as string | null) ?? null,
    error: (raw.error as string | null) ?? null,
    sentAt: time(raw.sent_at),
    createdAt: time(raw.created_at)!,
  };
}

const INVOICE_STATE = "select status from invoices where id = ?";
const prepared = new WeakMap<import("better-sqlite3").Database, import("better-sqlite3").Statement>();

/**
 * Why an invoice email or reminder should no longer go out, decided when it is about to be sent: the
 * invoice was paid (or deleted) after it was queued, perhaps hours ago while it waited to be retried.
 */
function staleReason(services: Services, row: OutboxEmail): string | null {
  if (row.relatedType !== "invoice" || !row.relatedId || (row.kind !== "reminder" && row.kind !== "invoice"))
    return null;
  const client = services.db.$client;
  let stmt = prepared.get(client);
  if (!stmt) prepared.set(client, (stmt = client.prepare(INVOICE_STATE).pluck()));
  const status = stmt.get(row.relatedId) as string | undefined;
  if (status === undefined) return "not sent: the invoice was deleted";
  if (status === "paid" && row.kind === "reminder") return "not sent: the invoice was paid first";
  if (status === "void") return "not sent: the invoice was voided";
  return null;
}

/** Email on the delivery mechanism: render the row's template, hand it to the transport, record it. */
export const emailChannel: DeliveryChannel<OutboxEmail> = {
  name: "email",
  table: "email_outbox",
  fromRow: outboxFromRow,
  async deliver(services: Services, row: OutboxEmail): Promise<Delivered> {
    const stale = staleReason(services, row);
    if (stale) return { status: "cancelled", columns: { error: stale } };
    const { renderEmail } = await loadRenderer();
    const { html, text } = await renderEmail(row);
    const messageId = row.messageId ?? messageIdFor(row.id, services.settings.mailFrom);
    const delivery = await services.mail.deliver(
      { from: row.fromAddress, to: row.toAddress, replyTo: row.replyTo, subject: row.subject, text, html, messageId },
      row.id,
    );
    if (delivery.status === POSSIBLY_SENT) {
      // Settled as it is: another attempt could be a second copy in the client's inbox (decision 318).
      const reason = possiblySentReason(delivery.detail ?? "no answer");
      return {
        status: POSSIBLY_SENT,
        columns: { transport: services.mail.kind, message_id: messageId, error: reason },
      };
    }
    return {
      status: delivery.status,
      columns: { transport: services.mail.kind, sent_at: services.clock.now().getTime(), message_id: messageId },
    };
  },
  onDelivered: (services, row, delivered) =>
    delivered.status === POSSIBLY_SENT ? reportEmailPossiblySent(services, row) : recordEmailDelivered(services, row),
  onFailed: (services, row, reason) => reportEmailFailed(services, row, reason),
};

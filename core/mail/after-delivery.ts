import type Database from "better-sqlite3";
import type { Services } from "../context";
import { publish } from "../events";
import type { OutboxEmail } from "../db";
import { notifyOwner } from "../notifications";
import { MAY_HAVE_BEEN_SENT } from "./state";

/**
 * Emails a third party receives (a client, or a helper given a task): they count against the owner's
 * hourly allowance; those to a client also count as contact.
 */
export const CLIENT_EMAIL_KINDS = ["invoice", "reminder", "nudge", "delegation", "quote"] as const;

const SQL = {
  invoiceSent: `update invoices set sent_at = coalesce(sent_at, @now), updated_at = @now where id = @id`,
  invoiceUnsent: `select user_id as userId from invoices where id = ? and sent_at is null`,
  contactByInvoice: `update clients set last_contact_date = @now where id = (select client_id from invoices where id = @id)`,
  contactByClient: `update clients set last_contact_date = @now where id = @id`,
  invoiceNumber: `select invoice_number from invoices where id = ?`,
};
const prepared = new WeakMap<Database.Database, Record<keyof typeof SQL, Database.Statement>>();
function statements(client: Database.Database) {
  let s = prepared.get(client);
  if (!s) {
    s = Object.fromEntries(Object.entries(SQL).map(([k, q]) => [k, client.prepare(q)])) as Record<
      keyof typeof SQL,
      Database.Statement
    >;
    prepared.set(client, s);
  }
  return s;
}

/**
 * What a delivered email changes, in the transaction that records it: an invoice counts as sent from
 * its first delivered invoice email, and the client's last contact moves to now.
 */
export function recordEmailDelivered(services: Services, row: OutboxEmail): void {
  const s = statements(services.db.$client);
  const now = services.clock.now().getTime();
  if (row.relatedType === "invoice" && row.relatedId) {
    if (row.kind === "invoice") {
      // Its first delivered invoice email makes an invoice sent: that moment is the webhook's event.
      const unsent = s.invoiceUnsent.get(row.relatedId) as { userId: string } | undefined;
      s.invoiceSent.run({ now, id: row.relatedId });
      if (unsent) publish(services, { type: "invoice.sent", userId: unsent.userId, subjectId: row.relatedId });
    }
    if (row.kind === "invoice" || row.kind === "reminder") s.contactByInvoice.run({ now, id: row.relatedId });
  } else if (row.relatedType === "client" && row.relatedId && row.kind === "nudge") {
    s.contactByClient.run({ now, id: row.relatedId });
  }
}

const WHAT: Record<string, string> = {
  invoice: "Invoice email",
  reminder: "Reminder",
  nudge: "Follow-up",
  digest: "Morning briefing",
  delegation: "Task email to your helper",
};

/** What the owner is told about one email, and where the bell's link leads. */
function aboutEmail(services: Services, row: OutboxEmail) {
  const what = WHAT[row.kind] ?? "Email";
  const invoiceNumber =
    row.relatedType === "invoice" && row.relatedId
      ? (statements(services.db.$client).invoiceNumber.pluck().get(row.relatedId) as string | undefined)
      : undefined;
  return {
    what,
    subject: `${what}${invoiceNumber ? ` for ${invoiceNumber}` : ""} to ${row.toAddress}`,
    href:
      row.relatedType === "client" && row.relatedId
        ? `/clients/${row.relatedId}`
        : row.relatedType === "task"
          ? "/workflows"
          : "/invoices",
  };
}

/** A failed email reaches the owner: "Reminder could not be sent: 550 mailbox unavailable". */
export function reportEmailFailed(services: Services, row: OutboxEmail, reason: string): void {
  if (!row.userId || row.kind === "support") return;
  const { what, subject, href } = aboutEmail(services, row);
  notifyOwner(services, {
    userId: row.userId,
    type: "delivery_failed",
    title: `${what} could not be sent`,
    description: `${subject} could not be sent: ${reason}`,
    href,
    relatedType: row.relatedType,
    relatedId: row.relatedId,
    dedupeKey: `email:${row.id}`,
  });
}

/**
 * An email the mail server took without confirming it reaches the owner, who decides whether to send
 * it again: "Reminder may have been sent". Nothing else is recorded (the invoice is not marked sent).
 */
export function reportEmailPossiblySent(services: Services, row: OutboxEmail): void {
  if (!row.userId || row.kind === "support") return;
  const { what, subject, href } = aboutEmail(services, row);
  notifyOwner(services, {
    userId: row.userId,
    type: "delivery_failed",
    title: `${what} ${MAY_HAVE_BEEN_SENT}`,
    description: `${subject} ${MAY_HAVE_BEEN_SENT}: the mail server took it but did not confirm it, so it is not sent again automatically. Check with them, or send it again.`,
    href,
    relatedType: row.relatedType,
    relatedId: row.relatedId,
    dedupeKey: `email:${row.id}`,
  });
}

import { requireClientEmail } from "../clients";
import type { OwnerContext } from "../context";
import { clientLinkBase, publicAddress } from "../instance";
import { prepared, inTransaction, type Client, type Invoice } from "../db";
import { conflict } from "../errors";
import { formatCents } from "../money";
import {
  assertClientEmailAllowance,
  ownerSender,
  type OwnerSender,
  newBatchId,
  queueEmail,
  type InvoiceTemplateData,
} from "../mail";
import { assertNotAlreadySent } from "./already-sent";
import { assertQuietPeriodRespected } from "./quiet-period";
import { daysOverdue, effectiveStatus } from "./status";
import { dueStatus, fillPlaceholders, formatDueDate, formatMoney, type TemplateValues } from "./templates";

export interface InvoiceMail {
  invoice: Invoice;
  client: Client;
  subject: string;
  body: string;
  kind: "invoice" | "reminder";
}

/** The client's links to an invoice: the public page (pay online) and its PDF. */
export function invoiceLinks(publicUrl: string, invoice: Pick<Invoice, "publicToken">) {
  return {
    payUrl: `${publicUrl}/pay/${invoice.publicToken}`,
    pdfUrl: `${publicUrl}/api/public/invoices/${invoice.publicToken}/pdf`,
  };
}

export function templateValues(
  ctx: OwnerContext,
  invoice: Invoice,
  client: Pick<Client, "name">,
  today: string,
  signature?: string,
  /** The address links are built from: the saved public address unless a sender checked it already. */
  base: string = publicAddress(ctx).url,
): TemplateValues {
  const days = daysOverdue(invoice.dueDate, today);
  return {
    clientName: client.name,
    invoiceNumber: invoice.invoiceNumber,
    // What is owed: the balance once part is paid (decision 152).
    amount: formatMoney(
      formatCents(invoice.status === "paid" ? invoice.amountCents : invoice.amountCents - invoice.paidCents),
      invoice.currency,
    ),
    dueDate: formatDueDate(invoice.dueDate),
    daysOverdue: days,
    dueStatus: dueStatus(invoice.dueDate, days),
    payLink: invoiceLinks(base, invoice).payUrl,
    yourName: signature,
  };
}

/** Refuses what cannot be emailed: a paid invoice, a client without an email address. */
export function assertMailable(invoice: Invoice, client: Client, today: string): void {
  if (effectiveStatus(invoice.status, invoice.dueDate, today) === "paid") {
    throw conflict(`Invoice ${invoice.invoiceNumber} is already paid`);
  }
  if (invoice.status === "void") throw conflict(`Invoice ${invoice.invoiceNumber} is void`);
  requireClientEmail(client);
}

export { QueuedBatch, QueuedInvoiceMail } from "./views";
import type { QueuedBatch } from "./views";

/**
 * Queues invoice emails and reminders in one transaction, each signed by the owner, from their
 * business name, with Reply-To their own address and the pay and PDF links; sending a draft issues it
 * (pending). The delivery worker sends them; a delivered invoice email stamps the invoice as sent.
 * Callers check the allowance and the quiet period first; this only writes.
 */
export function queueInvoiceMails(
  ctx: OwnerContext,
  mails: readonly InvoiceMail[],
  today: string,
  sender: OwnerSender = ownerSender(ctx),
  batchId: string = newBatchId(),
): QueuedBatch {
  const now = ctx.clock.now();
  // An address on this computer is refused here unless the owner chose to run locally (decision 321).
  const base = clientLinkBase(ctx);
  const issue = prepared(ctx.db, "invoices:issue", (d) =>
    d.$client.prepare("update invoices set status = 'pending', updated_at = ? where id = ? and status = 'draft'"),
  );
  const queued = inTransaction(ctx.db, () =>
    mails.map((m) => {
      const values = templateValues(ctx, m.invoice, m.client, today, sender.signature, base);
      const template: InvoiceTemplateData = {
        template: "invoice",
        purpose: m.kind,
        brand: sender.brand,
        invoiceNumber: m.invoice.invoiceNumber,
        amount: values.amount,
        dueDate: values.dueDate,
        daysOverdue: values.daysOverdue ?? 0,
        ...invoiceLinks(base, m.invoice),
      };
      const row = queueEmail(ctx, {
        userId: ctx.userId,
        kind: m.kind,
        to: m.client.email!,
        from: sender.from,
        replyTo: sender.replyTo,
        subject: fillPlaceholders(m.subject, values),
        body: fillPlaceholders(m.body, values),
        template,
        relatedType: "invoice",
        relatedId: m.invoice.id,
        batchId,
        contactClientId: m.client.id,
      });
      if (m.kind === "invoice") issue.run(now.getTime(), m.invoice.id);
      return { invoiceId: m.invoice.id, invoiceNumber: m.invoice.invoiceNumber, to: row.toAddress, emailId: row.id };
    }),
  );
  return { batchId, queued };
}

/**
 * What an owner's send checks and queues in one (immediate) transaction, so two processes cannot both
 * pass the checks: the hourly allowance of emails to clients and, for reminders, the quiet period
 * (unless the owner confirmed).
 */
export function queueOwnerInvoiceMails(
  ctx: OwnerContext,
  mails: readonly InvoiceMail[],
  today: string,
  options: { confirm?: boolean } = {},
): QueuedBatch {
  const sender = ownerSender(ctx);
  return ctx.db.transaction(() => {
    assertClientEmailAllowance(ctx, mails.length);
    const reminders = mails.filter((m) => m.kind === "reminder").map((m) => m.invoice);
    if (reminders.length) assertQuietPeriodRespected(ctx, reminders, options.confirm ?? false);
    const invoicesAgain = mails.filter((m) => m.kind === "invoice").map((m) => m.invoice);
    assertNotAlreadySent(ctx, invoicesAgain, options.confirm ?? false);
    return queueInvoiceMails(ctx, mails, today, sender);
  });
}

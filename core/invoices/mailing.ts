import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices, users, type Client, type Invoice } from "../db/schema";
import { AppError, conflict } from "../errors";
import { formatCents } from "../money";
import { deliverQueuedEmail, queueEmail } from "../mail/send";
import { daysOverdue, effectiveStatus } from "./status";
import { fillPlaceholders, formatDueDate, formatMoney, type TemplateValues } from "./templates";

export interface InvoiceMail {
  invoice: Invoice;
  client: Client;
  subject: string;
  body: string;
  kind: "invoice" | "reminder";
}

export function templateValues(ctx: OwnerContext, invoice: Invoice, client: Client, today: string): TemplateValues {
  return {
    clientName: client.name,
    invoiceNumber: invoice.invoiceNumber,
    amount: formatMoney(formatCents(invoice.amountCents), invoice.currency),
    dueDate: formatDueDate(invoice.dueDate),
    daysOverdue: daysOverdue(invoice.dueDate, today),
    payLink: `${ctx.settings.publicUrl}/pay/${invoice.publicToken}`,
  };
}

/** The owner's name for signatures: "Olive Owner", else the business name, else the email. */
export function ownerSignature(ctx: OwnerContext): string {
  const u = ctx.db.select().from(users).where(eq(users.id, ctx.userId)).get();
  if (!u) return "";
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
  return [name, u.businessName].filter(Boolean).join("\n") || u.email;
}

/** Refuses what cannot be emailed: a paid invoice, a client without an email address. */
export function assertMailable(invoice: Invoice, client: Client, today: string): void {
  if (effectiveStatus(invoice.status, invoice.dueDate, today) === "paid") {
    throw conflict(`Invoice ${invoice.invoiceNumber} is already paid`);
  }
  if (!client.email) {
    throw new AppError("CONFLICT", `${client.name} has no email address. Add one on the Clients page.`);
  }
}

export interface MailResult {
  invoiceId: string;
  invoiceNumber: string;
  to: string;
  status: string;
  error: string | null;
}

/**
 * Queues the emails in one transaction, delivers each outside it, then records what went out: the
 * invoice's sentAt (first invoice email; a draft becomes pending) and the client's last contact.
 */
export async function sendInvoiceMails(ctx: OwnerContext, mails: InvoiceMail[], today: string): Promise<MailResult[]> {
  const queued = ctx.db.transaction(() =>
    mails.map((m) => {
      const values = templateValues(ctx, m.invoice, m.client, today);
      return {
        mail: m,
        row: queueEmail(ctx, {
          userId: ctx.userId,
          kind: m.kind,
          to: m.client.email!,
          subject: fillPlaceholders(m.subject, values),
          body: fillPlaceholders(m.body, values),
          relatedType: "invoice",
          relatedId: m.invoice.id,
        }),
      };
    }),
  );
  const results: MailResult[] = [];
  for (const { mail, row } of queued) {
    const sent = await deliverQueuedEmail(ctx, row);
    if (sent.status !== "failed") {
      const now = ctx.clock.now();
      ctx.db.transaction((tx) => {
        if (mail.kind === "invoice") {
          tx.update(invoices)
            .set({
              sentAt: mail.invoice.sentAt ?? now,
              status: mail.invoice.status === "draft" ? "pending" : mail.invoice.status,
              updatedAt: now,
            })
            .where(eq(invoices.id, mail.invoice.id))
            .run();
        }
        tx.update(clients).set({ lastContactDate: now }).where(eq(clients.id, mail.client.id)).run();
      });
    }
    results.push({
      invoiceId: mail.invoice.id,
      invoiceNumber: mail.invoice.invoiceNumber,
      to: sent.toAddress,
      status: sent.status,
      error: sent.error,
    });
  }
  return results;
}

/** A delivery that failed is reported as 503 with the reason (the outbox keeps the row). */
export function throwIfAllFailed(results: MailResult[]): void {
  const failed = results.filter((r) => r.status === "failed");
  if (failed.length && failed.length === results.length) {
    throw new AppError("UNAVAILABLE", `The email could not be delivered: ${failed[0].error}`);
  }
}

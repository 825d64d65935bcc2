import { and, eq, inArray, or } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { emailOutbox, invoices } from "../db/schema";
import { formatCents } from "../money";
import { addDays } from "../time";
import { ownerToday } from "../invoices/internal";
import { effectiveStatus } from "../invoices/status";
import { getClientOfOwner } from "./internal";
import type { HistoryItem } from "./schemas";

const EMAIL_LABEL: Record<string, string> = {
  invoice: "Invoice emailed",
  reminder: "Payment reminder emailed",
  nudge: "Follow-up emailed",
};

/**
 * The client's communication history, built from what really happened: every email sent to them
 * (invoice emails as invoice_sent, reminders and follow-ups as email_sent), invoices paid, and
 * invoices that went overdue (dated the day after their due date). Newest first.
 */
export function clientHistory({ ctx, clientId }: { ctx: OwnerContext; clientId: string }): HistoryItem[] {
  const client = getClientOfOwner(ctx, clientId);
  const today = ownerToday(ctx);
  const clientInvoices = ctx.db.select().from(invoices).where(eq(invoices.clientId, client.id)).all();
  const byId = new Map(clientInvoices.map((i) => [i.id, i]));
  const items: HistoryItem[] = [];

  const emails = ctx.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.userId, ctx.userId),
        or(
          and(eq(emailOutbox.relatedType, "client"), eq(emailOutbox.relatedId, client.id)),
          clientInvoices.length
            ? and(eq(emailOutbox.relatedType, "invoice"), inArray(emailOutbox.relatedId, [...byId.keys()]))
            : undefined,
        ),
      ),
    )
    .all();
  for (const e of emails) {
    if (e.status === "failed" || e.status === "queued") continue;
    const invoice = e.relatedType === "invoice" ? byId.get(e.relatedId!) : undefined;
    items.push({
      type: e.kind === "invoice" ? "invoice_sent" : "email_sent",
      date: (e.sentAt ?? e.createdAt).toISOString(),
      description: `${EMAIL_LABEL[e.kind] ?? "Email sent"}: "${e.subject}"`,
      amount: invoice ? formatCents(invoice.amountCents) : null,
    });
  }
  for (const i of clientInvoices) {
    const status = effectiveStatus(i.status, i.dueDate, today);
    if (status === "paid" && i.paidDate) {
      items.push({
        type: "invoice_paid",
        date: `${i.paidDate}T12:00:00.000Z`,
        description: `Invoice ${i.invoiceNumber} paid`,
        amount: formatCents(i.amountCents),
      });
    }
    const wentOverdue = addDays(i.dueDate, 1);
    if (
      (status === "overdue" || (status === "paid" && i.paidDate && i.paidDate >= wentOverdue)) &&
      wentOverdue <= today
    ) {
      items.push({
        type: "invoice_overdue",
        date: `${wentOverdue}T00:00:00.000Z`,
        description: `Invoice ${i.invoiceNumber} became overdue (due ${i.dueDate})`,
        amount: formatCents(i.amountCents),
      });
    }
  }
  return items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

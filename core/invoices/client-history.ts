// A client's communication history (the client page): what was emailed to them and what their
// invoices did. It reads the invoices and their emails by the invoices' own rules (overdueSql), so it
// lives here, above the clients module.
import { getClientOfOwner, type HistoryItem } from "../clients";
import type { OwnerContext } from "../context";
import { MAY_HAVE_BEEN_SENT, POSSIBLY_SENT } from "../mail";
import { formatCents } from "../money";
import { enumFilter, pagedList } from "../paging";
import { ownerToday } from "../users";
import { overdueSql } from "./status";

const EMAIL_LABEL: Record<string, string> = {
  invoice: "Invoice emailed",
  reminder: "Payment reminder emailed",
  nudge: "Follow-up emailed",
};

interface Row {
  type: HistoryItem["type"];
  at: number;
  kind: string | null;
  subject: string | null;
  invoiceNumber: string | null;
  dueDate: string | null;
  amountCents: number | null;
  currency: string | null;
  toAddress: string | null;
  stage: number | null;
  emailStatus: string | null;
}

// What happened with one client, as rows of one subquery: emails sent to them (about the client or
// one of their invoices), invoices paid (dated midday of the payment day) and invoices that went
// overdue (dated the day after their due date: an awaiting invoice past due, an overdue one, or one
// paid late). Each part reads through an index on the client or the email's subject. An email the mail
// server took without confirming it is listed too, as one that may have been sent (decision 318).
const DELIVERED = `e.status in ('sent', 'stored', '${POSSIBLY_SENT}')`;
const HISTORY = `(
  select 'email:' || e.id as id, e.user_id as userId,
         case when e.kind = 'invoice' then 'invoice_sent' else 'email_sent' end as type,
         coalesce(e.sent_at, e.created_at) as at, e.kind, e.subject,
         null as invoiceNumber, null as dueDate, null as amountCents, null as currency,
         e.to_address as toAddress, null as stage, e.status as emailStatus
  from email_outbox e
  where e.related_type = 'client' and e.related_id = @client and e.user_id = @owner and ${DELIVERED}
  union all
  select 'email:' || e.id, e.user_id,
         case when e.kind = 'invoice' then 'invoice_sent' else 'email_sent' end,
         coalesce(e.sent_at, e.created_at), e.kind, e.subject, i.invoice_number, null, i.amount_cents, i.currency,
         e.to_address, (select r.stage from invoice_reminders r where r.outbox_id = e.id), e.status
  from invoices i join email_outbox e on e.related_type = 'invoice' and e.related_id = i.id
  where i.client_id = @client and i.user_id = @owner and e.user_id = @owner and ${DELIVERED}
  union all
  select 'paid:' || i.id, i.user_id, 'invoice_paid', (unixepoch(i.paid_date) + 43200) * 1000, null, null,
         i.invoice_number, i.due_date, i.amount_cents, i.currency, null, null, null
  from invoices i
  where i.client_id = @client and i.user_id = @owner and i.status = 'paid' and i.paid_date is not null
  union all
  select 'overdue:' || i.id, i.user_id, 'invoice_overdue', (unixepoch(i.due_date) + 86400) * 1000, null, null,
         i.invoice_number, i.due_date, i.amount_cents, i.currency, null, null, null
  from invoices i
  where i.client_id = @client and i.user_id = @owner and date(i.due_date, '+1 day') <= @today
    and (${overdueSql("i")} or (i.status = 'paid' and i.paid_date >= date(i.due_date, '+1 day')))
) h`;

function describe(r: Row): string {
  if (r.type === "invoice_paid") return `Invoice ${r.invoiceNumber} paid`;
  if (r.type === "invoice_overdue") return `Invoice ${r.invoiceNumber} became overdue (due ${r.dueDate})`;
  // As the invoice card says it: what went, to whom, and which automatic reminder it was.
  const what =
    r.kind === "reminder" && r.stage
      ? `Automatic payment reminder (day ${r.stage}) emailed`
      : (EMAIL_LABEL[r.kind ?? ""] ?? "Email sent");
  if (r.emailStatus === POSSIBLY_SENT) {
    const noun = what.replace(/ (emailed|sent)$/, "");
    return `${noun} ${MAY_HAVE_BEEN_SENT} to ${r.toAddress}: "${r.subject}" (the mail server did not confirm it; send it again if it did not arrive)`;
  }
  return `${what} to ${r.toAddress}: "${r.subject}"`;
}

export const clientHistoryList = pagedList({
  name: "client-history",
  from: HISTORY,
  owner: "h.userId = @owner",
  id: "h.id",
  columns:
    "h.type, h.at, h.kind, h.subject, h.invoiceNumber, h.dueDate, h.amountCents, h.currency, h.toAddress, h.stage, h.emailStatus",
  sorts: { date: { sql: "h.at" } },
  defaultSort: "-date",
  filters: {
    type: {
      schema: enumFilter("Type", ["invoice_sent", "invoice_paid", "invoice_overdue", "email_sent"]),
      sql: "h.type = @type",
    },
  },
  params: (ctx) => ({ today: ownerToday(ctx) }),
  map: (r: Row): HistoryItem => ({
    type: r.type,
    date: new Date(r.at).toISOString(),
    description: describe(r),
    amount: r.amountCents === null ? null : formatCents(r.amountCents),
    currency: r.currency,
    to: r.toAddress,
    invoiceNumber: r.invoiceNumber,
  }),
});

/**
 * GET /api/clients/{id}/communication-history: the client's history built from what really happened,
 * newest first, a page at a time (the paging contract; `?type` filters, `?sort=date` reverses).
 */
export function clientHistory({ ctx, clientId, query }: { ctx: OwnerContext; clientId: string; query?: unknown }) {
  const client = getClientOfOwner(ctx, clientId);
  return clientHistoryList.page(ctx, query, { client: client.id });
}

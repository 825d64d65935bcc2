import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { notFound } from "../errors";
import { formatCents } from "../money";
import { POSSIBLY_SENT } from "../mail";
import { toHomeCents } from "../currency";
import type { RateSource } from "../currency";
import { invoiceDelivery, possiblySentAtSql } from "./delivery";
import type { InvoiceView } from "./schemas";
import { daysOverdue, effectiveStatus, isPartlyPaid } from "./status";

// One select for every invoice view, the list's and a single invoice's: the invoice, its client, and
// what was emailed about it (the latest invoice email or reminder, the reminder stages delivered) and
// whether the client said they paid. Each subquery is an index lookup (email_outbox_related_idx,
// invoice_reminders_step_uq, invoice_events_invoice_idx).
/** The columns of an invoice view (the paged ledger reads them too). */
export const VIEW_COLUMNS = `
  i.id, i.client_id as clientId, c.name as clientName, c.email as clientEmail,
         i.invoice_number as invoiceNumber, i.amount_cents as amountCents, i.paid_cents as paidCents, i.currency, i.status,
         i.due_date as dueDate, i.paid_date as paidDate, i.sent_at as sentAt, i.description,
         i.public_token as publicToken, i.created_at as createdAt, i.updated_at as updatedAt,
         i.exchange_rate as exchangeRate, i.rate_source as rateSource, i.rate_date as rateDate,
         (select u.default_currency from users u where u.id = i.user_id) as homeCurrency,
         (select json_object('kind', o.kind, 'to', o.to_address, 'status', o.status, 'error', o.error,
                 'at', coalesce(o.sent_at, o.created_at))
            from email_outbox o
            where o.related_type = 'invoice' and o.related_id = i.id and o.kind in ('invoice', 'reminder')
            order by o.created_at desc limit 1) as lastEmail,
         ${possiblySentAtSql("i")} as possiblySentAt,
         (select count(*) from email_outbox o
            where o.related_type = 'invoice' and o.related_id = i.id and o.kind = 'reminder'
              and o.status in ('sent', 'stored')) as remindersDelivered,
         (select group_concat(r.stage) from invoice_reminders r join email_outbox o on o.id = r.outbox_id
            where r.invoice_id = i.id and o.status in ('sent', 'stored')) as stages,
         (select max(e.created_at) from invoice_events e
            where e.invoice_id = i.id and e.type = 'payment_claimed') as paymentClaimedAt`;
export const VIEW_FROM = "invoices i left join clients c on c.id = i.client_id";

const ONE_SQL = `select ${VIEW_COLUMNS} from ${VIEW_FROM} where i.user_id = ? and i.id = ?`;

/** The fields a view is made of, as SQL returns them. */
export interface InvoiceFields {
  id: string;
  clientId: string;
  clientName: string | null;
  clientEmail: string | null;
  invoiceNumber: string;
  amountCents: number;
  paidCents: number;
  currency: string;
  status: string;
  dueDate: string;
  paidDate: string | null;
  sentAt: number | null;
  description: string | null;
  publicToken: string;
  createdAt: number;
  updatedAt: number;
  lastEmail: string | null;
  possiblySentAt: number | null;
  remindersDelivered: number;
  stages: string | null;
  paymentClaimedAt: number | null;
  exchangeRate: number | null;
  rateSource: string | null;
  rateDate: string | null;
  homeCurrency: string;
}

/** The invoice's rate to the home currency and what it is worth there (core/currency/home.ts). */
function rateView(f: InvoiceFields, balanceCents: number): InvoiceView["rate"] {
  const home = toHomeCents(f.amountCents, f.exchangeRate);
  const homeBalance = toHomeCents(balanceCents, f.exchangeRate);
  return {
    homeCurrency: f.homeCurrency,
    value: f.exchangeRate === null ? null : String(f.exchangeRate),
    source: (f.rateSource as RateSource | null) ?? null,
    date: f.rateDate,
    homeAmount: home === null ? null : formatCents(home),
    homeBalance: homeBalance === null ? null : formatCents(homeBalance),
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function invoiceView(f: InvoiceFields, today: string): InvoiceView {
  const status = effectiveStatus(f.status, f.dueDate, today);
  const last = f.lastEmail
    ? (JSON.parse(f.lastEmail) as { kind: string; to: string; status: string; error: string | null; at: number })
    : null;
  return {
    id: f.id,
    clientId: f.clientId,
    clientName: f.clientName,
    clientEmail: f.clientEmail,
    invoiceNumber: f.invoiceNumber,
    amount: formatCents(f.amountCents),
    balance: formatCents(status === "paid" || status === "void" ? 0 : Math.max(0, f.amountCents - f.paidCents)),
    partiallyPaid: isPartlyPaid(status, f.paidCents),
    currency: f.currency,
    rate: rateView(f, status === "paid" || status === "void" ? 0 : Math.max(0, f.amountCents - f.paidCents)),
    status,
    dueDate: f.dueDate,
    paidDate: f.paidDate,
    sentAt: iso(f.sentAt),
    delivery: invoiceDelivery(f.sentAt, f.possiblySentAt),
    description: f.description,
    daysOverdue: status === "overdue" ? daysOverdue(f.dueDate, today) : 0,
    publicPath: `/pay/${f.publicToken}`,
    emails: {
      last: last
        ? {
            kind: last.kind as "invoice" | "reminder",
            to: last.to,
            status: last.status,
            error: ["failed", "queued", "cancelled", POSSIBLY_SENT].includes(last.status) ? last.error : null,
            at: new Date(last.at).toISOString(),
          }
        : null,
      remindersDelivered: f.remindersDelivered,
      stages: f.stages
        ? f.stages
            .split(",")
            .map(Number)
            .sort((a, b) => a - b)
        : [],
    },
    paymentClaimedAt: iso(f.paymentClaimedAt),
    createdAt: new Date(f.createdAt).toISOString(),
    updatedAt: new Date(f.updatedAt).toISOString(),
  };
}

const prepared = new WeakMap<Database.Database, Database.Statement>();
function oneStatement(client: Database.Database) {
  let s = prepared.get(client);
  if (!s) prepared.set(client, (s = client.prepare(ONE_SQL)));
  return s;
}

/** One of the owner's invoices as the API shows it; another owner's id is a 404. */
export function loadInvoiceView(ctx: OwnerContext, id: string, today: string): InvoiceView {
  const row = oneStatement(ctx.db.$client).get(ctx.userId, id) as InvoiceFields | undefined;
  if (!row) throw notFound("Invoice");
  return invoiceView(row, today);
}

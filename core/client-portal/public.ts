// The client's page (/client/{token}): their open invoices (each with the pay page), the quotes sent
// to them (each with its accept page), past invoices and payments. A 64-hex token; 404 otherwise.
// Each list shows the latest 50 with its total count: a client page, not a ledger.
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { prepared, clientPortals, clients, users } from "../db";
import { notFound } from "../errors";
import { effectiveStatus } from "../invoices";
import { formatCents } from "../money";
import { todayIn } from "../time";

const SHOWN = 50;
import type { ClientPageView } from "./views";

interface InvoiceRow {
  invoiceNumber: string;
  amountCents: number;
  paidCents: number;
  currency: string;
  status: string;
  dueDate: string;
  paidDate: string | null;
  publicToken: string;
}

const INVOICE_COLUMNS = `invoice_number as invoiceNumber, amount_cents as amountCents, paid_cents as paidCents, currency,
  status, due_date as dueDate, paid_date as paidDate, public_token as publicToken`;

export function getClientPage({ services, token }: { services: Services; token: string }): ClientPageView {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Page");
  const row = services.db
    .select({ client: clients, owner: users })
    .from(clientPortals)
    .innerJoin(clients, eq(clients.id, clientPortals.clientId))
    .innerJoin(users, eq(users.id, clientPortals.userId))
    .where(eq(clientPortals.token, token))
    .get();
  if (!row) throw notFound("Page");
  const { client, owner } = row;
  const today = todayIn(owner.timeZone, services.clock.now());
  const db = services.db;
  const count = (name: string, where: string) =>
    prepared(db, `client-page:count:${name}`, (d) =>
      d.$client.prepare<[string], number>(`select count(*) from ${where}`).pluck(),
    ).get(client.id)!;
  const open = prepared(db, "client-page:open", (d) =>
    d.$client.prepare<[string, number], InvoiceRow>(
      `select ${INVOICE_COLUMNS} from invoices where client_id = ? and status in ('pending', 'overdue')
       order by due_date, id limit ?`,
    ),
  ).all(client.id, SHOWN);
  const past = prepared(db, "client-page:past", (d) =>
    d.$client.prepare<[string, number], InvoiceRow>(
      `select ${INVOICE_COLUMNS} from invoices where client_id = ? and status in ('paid', 'void')
       order by coalesce(paid_date, due_date) desc, id limit ?`,
    ),
  ).all(client.id, SHOWN);
  const quoteRows = prepared(db, "client-page:quotes", (d) =>
    d.$client.prepare<
      [string, number],
      {
        quoteNumber: string;
        amountCents: number;
        currency: string;
        status: string;
        validUntil: string | null;
        publicToken: string;
        createdAt: number;
      }
    >(
      `select quote_number as quoteNumber, amount_cents as amountCents, currency, status, valid_until as validUntil,
         public_token as publicToken, created_at as createdAt
       from quotes where client_id = ? and status <> 'draft' order by created_at desc, id limit ?`,
    ),
  ).all(client.id, SHOWN);
  const payments = prepared(db, "client-page:payments", (d) =>
    d.$client.prepare<
      [string, number],
      { amountCents: number; date: string; method: string; invoiceNumber: string; currency: string }
    >(
      `select p.amount_cents as amountCents, p.paid_on as date, p.method, i.invoice_number as invoiceNumber, i.currency
       from invoice_payments p join invoices i on i.id = p.invoice_id
       where i.client_id = ? order by p.paid_on desc, p.created_at desc limit ?`,
    ),
  ).all(client.id, SHOWN);

  const invoice = (r: InvoiceRow) => ({
    invoiceNumber: r.invoiceNumber,
    amount: formatCents(r.amountCents),
    balance: formatCents(r.status === "paid" || r.status === "void" ? 0 : r.amountCents - r.paidCents),
    currency: r.currency,
    status: effectiveStatus(r.status, r.dueDate, today),
    dueDate: r.dueDate,
    paidDate: r.paidDate,
    payPath: `/pay/${r.publicToken}`,
  });
  return {
    client: { name: client.name, company: client.company },
    from: {
      name: owner.businessName || [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email,
      email: owner.email,
    },
    openInvoices: open.map(invoice),
    openCount: count("open", "invoices where client_id = ? and status in ('pending', 'overdue')"),
    pastInvoices: past.map(invoice),
    pastCount: count("past", "invoices where client_id = ? and status in ('paid', 'void')"),
    quotes: quoteRows.map((q) => ({
      quoteNumber: q.quoteNumber,
      amount: formatCents(q.amountCents),
      currency: q.currency,
      status: q.status,
      expired: q.validUntil !== null && q.validUntil < today && q.status === "sent",
      validUntil: q.validUntil,
      quotePath: `/quote/${q.publicToken}`,
    })),
    quoteCount: count("quotes", "quotes where client_id = ? and status <> 'draft'"),
    payments: payments.map((p) => ({
      amount: formatCents(p.amountCents),
      currency: p.currency,
      date: p.date,
      method: p.method,
      invoiceNumber: p.invoiceNumber,
    })),
  };
}

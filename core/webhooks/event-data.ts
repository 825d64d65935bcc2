import type { Services } from "../context";
import { prepared } from "../db";
import { formatCents } from "../money";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

interface InvoiceRow {
  id: string;
  invoiceNumber: string;
  status: string;
  cents: number;
  currency: string;
  dueDate: string;
  paidDate: string | null;
  sentAt: number | null;
  description: string | null;
  createdAt: number;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientCompany: string | null;
}

/** The invoice as a webhook carries it: the API's field names, money as a decimal string. */
export function invoiceEventData(services: Services, invoiceId: string): Record<string, unknown> {
  const row = prepared(services.db, "webhooks.invoiceData", (db) =>
    db.$client.prepare<[string], InvoiceRow>(
      `select i.id, i.invoice_number as invoiceNumber, i.status, i.amount_cents as cents, i.currency,
              i.due_date as dueDate, i.paid_date as paidDate, i.sent_at as sentAt, i.description,
              i.created_at as createdAt, c.id as clientId, c.name as clientName, c.email as clientEmail,
              c.company as clientCompany
       from invoices i join clients c on c.id = i.client_id where i.id = ?`,
    ),
  ).get(invoiceId);
  if (!row) return { id: invoiceId };
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    amount: formatCents(row.cents),
    currency: row.currency,
    dueDate: row.dueDate,
    paidDate: row.paidDate,
    sentAt: iso(row.sentAt),
    description: row.description,
    createdAt: iso(row.createdAt),
    client: { id: row.clientId, name: row.clientName, email: row.clientEmail, company: row.clientCompany },
  };
}

interface ClientRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  createdAt: number;
}

export function clientEventData(services: Services, clientId: string): Record<string, unknown> {
  const row = prepared(services.db, "webhooks.clientData", (db) =>
    db.$client.prepare<[string], ClientRow>(
      `select id, name, email, phone, company, status, created_at as createdAt from clients where id = ?`,
    ),
  ).get(clientId);
  if (!row) return { id: clientId };
  return { ...row, createdAt: iso(row.createdAt) };
}

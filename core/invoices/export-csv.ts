// The invoices and the payments as CSV for a spreadsheet or another tool (issue 14 §11), written a page
// at a time: keyset pages of EXPORT_PAGE rows read by a prepared statement, each page unparsed and
// handed on before the next is read, so 10,000 invoices never sit in memory at once. Amounts in the
// invoice's own currency, plus the rate recorded on it and what it counts for at home (decision 220).
import type Database from "better-sqlite3";
import Papa from "papaparse";
import { safeCell } from "../clients";
import type { OwnerContext } from "../context";
import { toHomeCents } from "../currency";
import { prepared } from "../db";
import { formatCents } from "../money";
import { effectiveStatus } from "./status";
import { ownerToday } from "./internal";

export const EXPORT_PAGE = 1000;

export const INVOICE_EXPORT_COLUMNS = [
  "invoiceNumber",
  "client",
  "clientEmail",
  "currency",
  "amount",
  "paid",
  "balance",
  "status",
  "issuedOn",
  "dueDate",
  "paidDate",
  "description",
  "homeCurrency",
  "exchangeRate",
  "rateSource",
  "homeAmount",
] as const;

export const PAYMENT_EXPORT_COLUMNS = [
  "invoiceNumber",
  "client",
  "currency",
  "amount",
  "paidOn",
  "method",
  "note",
  "homeCurrency",
  "homeAmount",
] as const;

type Row = Record<string, string | number | null>;

const INVOICES = `
  select i.id, i.created_at as createdAt, i.invoice_number as invoiceNumber, c.name as client, c.email as clientEmail,
    i.currency, i.amount_cents as amountCents, i.paid_cents as paidCents, i.status, i.due_date as dueDate,
    i.paid_date as paidDate, i.description, i.exchange_rate as exchangeRate, i.rate_source as rateSource
  from invoices i left join clients c on c.id = i.client_id
  where i.user_id = @owner and (i.created_at, i.id) > (@afterAt, @afterId)
  order by i.created_at, i.id limit ${EXPORT_PAGE}`;

const PAYMENTS = `
  select p.id, p.created_at as createdAt, i.invoice_number as invoiceNumber, c.name as client, i.currency,
    p.amount_cents as amountCents, p.paid_on as paidOn, p.method, p.note, i.exchange_rate as exchangeRate
  from invoice_payments p join invoices i on i.id = p.invoice_id left join clients c on c.id = i.client_id
  where p.user_id = @owner and (p.created_at, p.id) > (@afterAt, @afterId)
  order by p.created_at, p.id limit ${EXPORT_PAGE}`;

const HOME = "select default_currency from users where id = ?";

/** Yields the CSV a page at a time: the header line first, then one chunk per page of rows. */
function* pages(
  ctx: OwnerContext,
  key: string,
  sql: string,
  columns: readonly string[],
  toCells: (row: Row) => (string | null)[],
): Generator<string> {
  const statement = prepared(ctx.db, key, (d) => d.$client.prepare(sql)) as Database.Statement;
  yield Papa.unparse({ fields: [...columns], data: [] }, { newline: "\n" }).trimEnd() + "\n";
  let after = { afterAt: -1, afterId: "" };
  for (;;) {
    const rows = statement.all({ owner: ctx.userId, ...after }) as Row[];
    if (rows.length === 0) return;
    const data = rows.map((r) => toCells(r).map((v) => safeCell(v)));
    yield Papa.unparse(data, { newline: "\n" }) + "\n";
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1];
    after = { afterAt: last.createdAt as number, afterId: last.id as string };
  }
}

const cents = (v: number | null) => (v === null ? null : formatCents(v));

/** GET /api/invoices/export.csv: every invoice of the owner, oldest first. */
export function invoiceCsvChunks({ ctx }: { ctx: OwnerContext }): Generator<string> {
  const today = ownerToday(ctx);
  const home =
    (prepared(ctx.db, "export:home", (d) => d.$client.prepare(HOME).pluck()).get(ctx.userId) as string) || "USD";
  return pages(ctx, "export:invoices", INVOICES, INVOICE_EXPORT_COLUMNS, (r) => {
    const amount = r.amountCents as number;
    const paid = r.status === "paid" ? amount : (r.paidCents as number);
    const status = effectiveStatus(r.status as string, r.dueDate as string, today);
    const balance = status === "paid" || status === "void" ? 0 : Math.max(0, amount - paid);
    const rate = r.exchangeRate as number | null;
    return [
      r.invoiceNumber as string,
      r.client as string | null,
      r.clientEmail as string | null,
      r.currency as string,
      formatCents(amount),
      formatCents(paid),
      formatCents(balance),
      status,
      new Date(r.createdAt as number).toISOString().slice(0, 10),
      r.dueDate as string,
      r.paidDate as string | null,
      r.description as string | null,
      home,
      rate === null ? null : String(rate),
      r.rateSource as string | null,
      cents(toHomeCents(amount, rate)),
    ];
  });
}

/** GET /api/invoices/payments/export.csv: every payment recorded against the owner's invoices. */
export function paymentCsvChunks({ ctx }: { ctx: OwnerContext }): Generator<string> {
  const home =
    (prepared(ctx.db, "export:home", (d) => d.$client.prepare(HOME).pluck()).get(ctx.userId) as string) || "USD";
  return pages(ctx, "export:payments", PAYMENTS, PAYMENT_EXPORT_COLUMNS, (r) => [
    r.invoiceNumber as string,
    r.client as string | null,
    r.currency as string,
    formatCents(r.amountCents as number),
    r.paidOn as string,
    r.method as string,
    r.note as string | null,
    home,
    cents(toHomeCents(r.amountCents as number, r.exchangeRate as number | null)),
  ]);
}

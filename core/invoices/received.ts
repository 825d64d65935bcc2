// The one rule for "collected" and "revenue" (decision 300): money received, on the day it arrived.
// Each recorded payment counts on its own date (invoice_payments.paid_on); an invoice marked paid
// without payment rows (by hand, or the rest after some payments) counts what was not yet recorded on
// its paid date. Every figure that says "collected", "revenue" or "paid in a period" reads these
// functions: the tracker tile, the dashboard, the Analyst, the Growth Pulse, the weekly summary, the
// chat's money questions and the Strategist.
// In the home currency, each invoice's money in the period converted once at the invoice's recorded
// rate (core/currency/home.ts); money of invoices with no rate is left out and reported per currency.
import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { formatMoney } from "../currency/format";
import { formatCents } from "../money";

/** Money of invoices in one currency that could not be counted at home: no rate recorded yet. */
export interface UncountedMoney {
  currency: string;
  /** Payments (a recorded payment, or an invoice marked paid) left out. */
  payments: number;
  /** Their sum in their own currency, a decimal string. */
  amount: string;
}

export interface MoneyReceived {
  /** Invoices that brought money in the period (counted at home). */
  count: number;
  /** Home-currency cents received. */
  cents: number;
  uncounted: UncountedMoney[];
}

// Each piece of money received: a payment row, or a paid invoice's part no payment row records.
const PIECES = (scope: string) => `
  select p.invoice_id as invoiceId, p.amount_cents as cents, p.paid_on as day
    from invoice_payments p
    where p.user_id = @userId and p.paid_on >= @from and p.paid_on <= @to ${scope ? `and p.invoice_id in (select id from invoices where ${scope})` : ""}
  union all
  select i.id, i.amount_cents - i.paid_cents, i.paid_date
    from invoices i
    where i.user_id = @userId and i.status = 'paid' and i.paid_date >= @from and i.paid_date <= @to
      and i.amount_cents > i.paid_cents ${scope ? `and i.${scope}` : ""}`;

// Per invoice (and period key) first, so each invoice's money is rounded once at home, then per currency.
const RECEIVED = (key: string, scope = "") => `
  with per_invoice as (
    select ${key} as period, r.invoiceId, sum(r.cents) as cents, count(*) as pieces
    from (${PIECES(scope)}) r group by 1, 2)
  select pi.period as period, i.currency as currency,
    sum(case when i.exchange_rate is not null then 1 else 0 end) as n,
    coalesce(sum(cast(round(pi.cents * i.exchange_rate) as integer)), 0) as homeCents,
    sum(case when i.exchange_rate is null then pi.pieces else 0 end) as unratedPieces,
    sum(case when i.exchange_rate is null then pi.cents else 0 end) as unratedCents
  from per_invoice pi join invoices i on i.id = pi.invoiceId
  group by 1, 2 order by 1, 2`;

type Row = {
  period: string;
  currency: string;
  n: number;
  homeCents: number;
  unratedPieces: number;
  unratedCents: number;
};
type Statements = Record<"total" | "client" | "byMonth" | "byClient", Database.Statement>;
const prepared = new WeakMap<Database.Database, Statements>();
function statements(client: Database.Database): Statements {
  let s = prepared.get(client);
  if (!s) {
    s = {
      total: client.prepare(RECEIVED("''")),
      client: client.prepare(RECEIVED("''", "client_id = @clientId")),
      byMonth: client.prepare(RECEIVED("substr(r.day, 1, 7)")),
      byClient: client.prepare(RECEIVED("(select client_id from invoices where id = r.invoiceId)")),
    };
    prepared.set(client, s);
  }
  return s;
}

function fold(rows: Row[]): MoneyReceived {
  const uncounted = new Map<string, { payments: number; cents: number }>();
  let count = 0;
  let cents = 0;
  for (const r of rows) {
    count += r.n;
    cents += r.homeCents;
    if (r.unratedPieces > 0) {
      const u = uncounted.get(r.currency) ?? { payments: 0, cents: 0 };
      uncounted.set(r.currency, { payments: u.payments + r.unratedPieces, cents: u.cents + r.unratedCents });
    }
  }
  return {
    count,
    cents,
    uncounted: [...uncounted].map(([currency, u]) => ({
      currency,
      payments: u.payments,
      amount: formatCents(u.cents),
    })),
  };
}

/** Money received from `from` through `to` (the owner's calendar days, inclusive), optionally from one client. */
export function moneyReceived(ctx: OwnerContext, from: string, to: string, clientId?: string): MoneyReceived {
  const s = statements(ctx.db.$client);
  const rows = (clientId ? s.client : s.total).all({ userId: ctx.userId, from, to, clientId }) as Row[];
  return fold(rows);
}

/** The same per calendar month ('YYYY-MM') of the range; months with nothing are absent. */
export function moneyReceivedByMonth(ctx: OwnerContext, from: string, to: string): Map<string, MoneyReceived> {
  const rows = statements(ctx.db.$client).byMonth.all({ userId: ctx.userId, from, to }) as Row[];
  const months = new Map<string, Row[]>();
  for (const r of rows) months.set(r.period, [...(months.get(r.period) ?? []), r]);
  return new Map([...months].map(([month, list]) => [month, fold(list)]));
}

/** The same per client (by client id): who brought the money in. */
export function moneyReceivedByClient(ctx: OwnerContext, from: string, to: string): Map<string, MoneyReceived> {
  const rows = statements(ctx.db.$client).byClient.all({ userId: ctx.userId, from, to }) as Row[];
  const clients = new Map<string, Row[]>();
  for (const r of rows) clients.set(r.period, [...(clients.get(r.period) ?? []), r]);
  return new Map([...clients].map(([client, list]) => [client, fold(list)]));
}

/** Every month's uncounted money added up per currency. */
export function mergeUncounted(lists: UncountedMoney[][]): UncountedMoney[] {
  const merged = new Map<string, { payments: number; cents: number }>();
  for (const u of lists.flat()) {
    const m = merged.get(u.currency) ?? { payments: 0, cents: 0 };
    merged.set(u.currency, { payments: m.payments + u.payments, cents: m.cents + Math.round(Number(u.amount) * 100) });
  }
  return [...merged]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, m]) => ({ currency, payments: m.payments, amount: formatCents(m.cents) }));
}

/**
 * "3 payments in USD ($4,500.00) are not counted: no rate to EUR yet. Add a rate on each invoice to
 * count them." — what a revenue figure left out, in words, or null when it left out nothing. `since`
 * names where the figures start ("Since Dec 2025, …").
 */
export function uncountedNote(uncounted: UncountedMoney[], home: string, since?: string): string | null {
  if (uncounted.length === 0) return null;
  const parts = uncounted.map(
    (u) =>
      `${u.payments} ${u.payments === 1 ? "payment" : "payments"} in ${u.currency} (${formatMoney(u.amount, u.currency)})`,
  );
  const one = uncounted.length === 1 && uncounted[0].payments === 1;
  const what = `${parts.join(" and ")} ${one ? "is" : "are"} not counted: no rate to ${home} yet.`;
  const fix = `Add a rate on ${one ? "the invoice" : "each invoice"} to count ${one ? "it" : "them"}.`;
  return `${since ? `Since ${since}, ${what}` : what[0].toUpperCase() + what.slice(1)} ${fix}`;
}

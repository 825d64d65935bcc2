import type { OwnerContext } from "../context";
import { invoiceView, VIEW_COLUMNS, type InvoiceFields } from "../invoices";
import { enumFilter, pagedList, textFilter } from "../paging";
import { ownerToday } from "../users";
import type { RecurringSeries } from "../db";
import { getSeriesOfOwner, seriesView, toSeriesView, type RecurringSeriesView } from "./internal";

interface SeriesRow {
  id: string;
  userId: string;
  clientId: string;
  clientName: string;
  description: string | null;
  lines: string;
  discountKind: string | null;
  discountValue: number | null;
  amountCents: number;
  currency: string;
  unit: string;
  every: number;
  dayOfMonth: number | null;
  startDate: string;
  endDate: string | null;
  maxCount: number | null;
  dueDays: number;
  sendEmail: number;
  status: string;
  statusReason: string | null;
  nextPeriod: number;
  nextDate: string | null;
  createdCount: number;
  createdAt: number;
  updatedAt: number;
}

const toSeries = (r: SeriesRow): RecurringSeries => ({
  ...r,
  lines: JSON.parse(r.lines) as RecurringSeries["lines"],
  sendEmail: r.sendEmail === 1,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

/**
 * GET /api/recurring-invoices: the owner's series a page at a time (the paging contract), newest
 * first; `?status` (active, paused, ended) and `?clientId` filter, `?q` searches the client, the
 * description and the id, `?sort` is createdAt or nextDate.
 */
export const seriesList = pagedList({
  name: "recurring-series",
  from: "recurring_series s join clients c on c.id = s.client_id",
  owner: "s.user_id = @owner",
  id: "s.id",
  columns: `s.id, s.user_id as userId, s.client_id as clientId, c.name as clientName, s.description, s.lines,
    s.discount_kind as discountKind, s.discount_value as discountValue, s.amount_cents as amountCents, s.currency, s.unit,
    s.every,
    s.day_of_month as dayOfMonth, s.start_date as startDate, s.end_date as endDate, s.max_count as maxCount,
    s.due_days as dueDays, s.send_email as sendEmail, s.status, s.status_reason as statusReason,
    s.next_period as nextPeriod, s.next_date as nextDate, s.created_count as createdCount,
    s.created_at as createdAt, s.updated_at as updatedAt`,
  sorts: {
    createdAt: { sql: "s.created_at" },
    nextDate: { sql: "coalesce(s.next_date, '9999-12-31')" },
  },
  defaultSort: "-createdAt",
  filters: {
    status: { schema: enumFilter("Status", ["active", "paused", "ended"]), sql: "s.status = @status" },
    clientId: { schema: textFilter("Client", 100), sql: "s.client_id = @clientId" },
  },
  // The id too, as the ledger's: the terminal finds a series by the short id the screens show.
  search: `c.name like @q escape '\\' or s.description like @q escape '\\' or s.id like @q escape '\\'`,
  map: (r: SeriesRow) => r,
});

export function listRecurringSeries({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  const page = seriesList.page(ctx, query);
  return {
    ...page,
    items: page.items.map((r): RecurringSeriesView => toSeriesView(toSeries(r), r.clientName)),
  };
}

/** GET /api/recurring-invoices/{id}. */
export function getRecurringSeries({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return seriesView(ctx, getSeriesOfOwner(ctx, id));
}

interface MadeRow extends InvoiceFields {
  period: number;
  periodDate: string;
  recurringEmail: string | null;
}

export type { RecurringInvoiceView } from "./schemas";
import type { RecurringInvoiceView } from "./schemas";

/** The invoices a series made, latest period first. */
export const seriesInvoices = pagedList({
  name: "recurring-series-invoices",
  from: `recurring_invoices r join invoices i on i.id = r.invoice_id left join clients c on c.id = i.client_id`,
  owner: "r.user_id = @owner and r.series_id = @series",
  id: "r.id",
  columns: `${VIEW_COLUMNS}, r.period as period, r.period_date as periodDate, r.email as recurringEmail`,
  sorts: { period: { sql: "r.period" } },
  defaultSort: "-period",
  filters: {},
  map: (r: MadeRow) => r,
});

/** GET /api/recurring-invoices/{id}/invoices (404 for another owner's series). */
export function listSeriesInvoices({ ctx, id, query }: { ctx: OwnerContext; id: string; query?: unknown }) {
  const series = getSeriesOfOwner(ctx, id);
  const page = seriesInvoices.page(ctx, query, { series: series.id });
  const today = ownerToday(ctx);
  return {
    ...page,
    items: page.items.map((r): RecurringInvoiceView => ({
      ...invoiceView(r, today),
      period: r.period + 1,
      periodDate: r.periodDate,
      recurringEmail: r.recurringEmail,
    })),
  };
}

import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db";
import { convertedSql, homeCentsSql } from "../currency";
import { formatCents } from "../money";
import { enumFilter, pagedList } from "../paging";
import { CLIENT_STATUSES } from "./fields";
import { getClientOfOwner, toClientView } from "./internal";
import type { ClientLedgerRow } from "./schemas";

interface Row {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  businessNiche: string | null;
  taxId: string | null;
  status: string;
  lastContactDate: number | null;
  createdAt: number;
  updatedAt: number;
  invoiceCount: number;
  openCents: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * GET /api/clients: the owner's clients a page at a time (the paging contract), each with how many
 * invoices they have and what they owe. Sorted by name unless asked otherwise; `?q` searches name,
 * email, company and id; `?status` filters.
 */
export const clientLedger = pagedList({
  name: "clients",
  from: "clients c",
  owner: "c.user_id = @owner",
  id: "c.id",
  columns: `c.id, c.name, c.email, c.phone, c.company, c.business_niche as businessNiche, c.tax_id as taxId, c.status,
    c.last_contact_date as lastContactDate, c.created_at as createdAt, c.updated_at as updatedAt,
    (select count(*) from invoices i where i.client_id = c.id) as invoiceCount,
    (select coalesce(sum(${homeCentsSql("i.amount_cents - i.paid_cents", "i")}), 0) from invoices i
       where i.client_id = c.id and i.status in ('pending', 'overdue') and ${convertedSql("i")}) as openCents`,
  sorts: {
    name: { sql: "c.name collate nocase" },
    createdAt: { sql: "c.created_at" },
    lastContactDate: { sql: "coalesce(c.last_contact_date, 0)" },
  },
  defaultSort: "name",
  filters: {
    status: { schema: enumFilter("Status", CLIENT_STATUSES), sql: "c.status = @status" },
  },
  search: `c.name like @q escape '\\' or c.email like @q escape '\\' or c.company like @q escape '\\'
    or c.id like @q escape '\\'`,
  map: (r: Row): ClientLedgerRow => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    businessNiche: r.businessNiche,
    taxId: r.taxId,
    status: r.status,
    lastContactDate: iso(r.lastContactDate),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    invoiceCount: r.invoiceCount,
    openAmount: formatCents(r.openCents),
  }),
});

export function listClients({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return clientLedger.page(ctx, query);
}

/** Every client, by name: for the CSV export, which is the whole list by intent. */
export function allClients({ ctx }: { ctx: OwnerContext }) {
  return ctx.db
    .select()
    .from(clients)
    .where(eq(clients.userId, ctx.userId))
    .orderBy(asc(clients.name))
    .all()
    .map(toClientView);
}

export function getClient({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return toClientView(getClientOfOwner(ctx, id));
}

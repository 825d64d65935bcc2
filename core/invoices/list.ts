import { z } from "zod";
import type { OwnerContext } from "../context";
import { parseCents } from "../money";
import { dateFilter, enumFilter, pagedList, textFilter } from "../paging";
import { getInvoiceDetail, type InvoiceDetail } from "./detail";
import { ownerToday } from "./internal";
import type { InvoiceView } from "./schemas";
import { overdueSql } from "./status";
import { invoiceView, VIEW_COLUMNS, VIEW_FROM, type InvoiceFields } from "./view";

const amountFilter = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: "amount must be a sum like 1200 or 1200.50" })
  .optional()
  .transform((v) => (v === undefined ? undefined : parseCents(v)));

/** The ledger's status tabs: the effective statuses, and "unpaid" (pending or overdue). */
export const INVOICE_LIST_STATUSES = ["draft", "pending", "overdue", "paid", "unpaid", "void"] as const;

// Effective statuses, the rule of core/invoices/status.ts in SQL: an awaiting invoice past its due
// date (in the owner's calendar) is overdue, whatever was stored.
const STATUS_SQL = `(
  (@status = 'draft' and i.status = 'draft') or
  (@status = 'paid' and i.status = 'paid') or
  (@status = 'void' and i.status = 'void') or
  (@status = 'pending' and i.status = 'pending' and i.due_date >= @today) or
  (@status = 'overdue' and ${overdueSql("i")}) or
  (@status = 'unpaid' and i.status in ('pending', 'overdue'))
)`;

/**
 * GET /api/invoices: the owner's invoices a page at a time (the paging contract, docs/api.md "Lists"),
 * newest first unless asked otherwise, each with its client's name, its effective status and what was
 * emailed about it. `?status`, `?clientId`, `?dueFrom`/`?dueTo` filter; `?q` searches the number, the
 * client, the description and the id; `?sort` is createdAt, dueDate, amount or number (`-` for descending).
 */
export const invoiceLedger = pagedList({
  name: "invoices",
  from: VIEW_FROM,
  // The client is joined for its name and the search; the filters read the invoice alone.
  countFrom: "invoices i",
  owner: "i.user_id = @owner",
  id: "i.id",
  columns: VIEW_COLUMNS,
  sorts: {
    createdAt: { sql: "i.created_at" },
    dueDate: { sql: "i.due_date" },
    amount: { sql: "i.amount_cents" },
    number: { sql: "i.invoice_number" },
  },
  defaultSort: "-createdAt",
  filters: {
    status: { schema: enumFilter("Status", INVOICE_LIST_STATUSES), sql: STATUS_SQL },
    clientId: { schema: textFilter("Client", 100), sql: "i.client_id = @clientId" },
    dueFrom: { schema: dateFilter("dueFrom"), sql: "i.due_date >= @dueFrom" },
    dueTo: { schema: dateFilter("dueTo"), sql: "i.due_date <= @dueTo" },
    // An exact sum ("got $1,200 today": which invoice was it?), bound in cents.
    amount: { schema: amountFilter, sql: "i.amount_cents = @amount" },
  },
  search: `i.invoice_number like @q escape '\\' or c.name like @q escape '\\' or i.description like @q escape '\\'
    or i.id like @q escape '\\'`,
  // "Today" moves the line between pending and overdue without any write: it keys the page too.
  params: (ctx) => ({ today: ownerToday(ctx) }),
  map: (r: InvoiceFields) => r,
});

/** One page of the owner's invoices, as the API shows them. */
export function listInvoices({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  const page = invoiceLedger.page(ctx, query);
  const today = ownerToday(ctx);
  return { ...page, items: page.items.map((r): InvoiceView => invoiceView(r, today)) };
}

export function getInvoice({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceDetail {
  return getInvoiceDetail({ ctx, id });
}

import type { OwnerContext } from "../context";
import type { Quote } from "../db";
import { enumFilter, pagedList, textFilter } from "../paging";
import { ownerToday } from "../users";
import { QUOTE_STATUSES } from "./schemas";
import { getQuoteOfOwner, quoteView, toQuoteView, type QuoteView } from "./view";

interface QuoteRow extends Omit<
  Quote,
  "lines" | "sentAt" | "acceptedAt" | "declinedAt" | "convertedAt" | "createdAt" | "updatedAt"
> {
  lines: string;
  sentAt: number | null;
  acceptedAt: number | null;
  declinedAt: number | null;
  convertedAt: number | null;
  createdAt: number;
  updatedAt: number;
  clientName: string;
  clientEmail: string | null;
  invoiceNumber: string | null;
  depositInvoiceNumber: string | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * GET /api/quotes: the owner's quotes a page at a time, newest first; `?status` and `?clientId`
 * filter, `?q` searches the number, the client, the description and the id.
 */
export const quoteList = pagedList({
  name: "quotes",
  from: `quotes q join clients c on c.id = q.client_id
    left join invoices i on i.id = q.invoice_id left join invoices d on d.id = q.deposit_invoice_id`,
  owner: "q.user_id = @owner",
  id: "q.id",
  columns: `q.id, q.user_id as userId, q.client_id as clientId, q.quote_number as quoteNumber, q.description, q.lines,
    q.discount_kind as discountKind, q.discount_value as discountValue, q.amount_cents as amountCents, q.currency,
    q.valid_until as validUntil, q.status, q.public_token as publicToken, q.sent_at as sentAt,
    q.accepted_name as acceptedName, q.accepted_at as acceptedAt, q.declined_at as declinedAt,
    q.decline_reason as declineReason, q.invoice_id as invoiceId, q.deposit_invoice_id as depositInvoiceId,
    q.converted_at as convertedAt, q.created_at as createdAt, q.updated_at as updatedAt,
    c.name as clientName, c.email as clientEmail, i.invoice_number as invoiceNumber, d.invoice_number as depositInvoiceNumber`,
  sorts: { createdAt: { sql: "q.created_at" }, number: { sql: "q.quote_number" } },
  defaultSort: "-createdAt",
  filters: {
    status: { schema: enumFilter("Status", QUOTE_STATUSES), sql: "q.status = @status" },
    clientId: { schema: textFilter("Client", 100), sql: "q.client_id = @clientId" },
  },
  // The id too, as the ledger's: the terminal finds a quote by the short id the screens show.
  search: `q.quote_number like @q escape '\\' or c.name like @q escape '\\' or q.description like @q escape '\\'
    or q.id like @q escape '\\'`,
  // "Expired" turns with the owner's day without any write: today keys the kept page too.
  params: (ctx) => ({ today: ownerToday(ctx) }),
  map: (r: QuoteRow) => r,
});

export function listQuotes({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  const page = quoteList.page(ctx, query);
  const today = ownerToday(ctx);
  return {
    ...page,
    items: page.items.map((r): QuoteView => {
      const q: Quote = {
        ...r,
        lines: JSON.parse(r.lines) as Quote["lines"],
        sentAt: date(r.sentAt),
        acceptedAt: date(r.acceptedAt),
        declinedAt: date(r.declinedAt),
        convertedAt: date(r.convertedAt),
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.updatedAt),
      };
      return toQuoteView(q, { name: r.clientName, email: r.clientEmail }, today, {
        invoice: r.invoiceId && r.invoiceNumber ? { id: r.invoiceId, invoiceNumber: r.invoiceNumber } : null,
        depositInvoice:
          r.depositInvoiceId && r.depositInvoiceNumber
            ? { id: r.depositInvoiceId, invoiceNumber: r.depositInvoiceNumber }
            : null,
      });
    }),
  };
}

export function getQuote({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return quoteView(ctx, getQuoteOfOwner(ctx, id));
}

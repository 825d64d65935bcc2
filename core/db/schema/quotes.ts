// Quotes a client accepts or declines through a private link.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { ownerId } from "./accounts";
import { clients } from "./clients";
import { invoices } from "./invoices";

/**
 * A quote (issue 14 §5, docs/decisions/201-quotes.md): lines by the invoice's rule, sent with a public
 * link where the client accepts (name and time recorded) or declines; an accepted quote becomes an
 * invoice, or a deposit invoice and a draft for the rest.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    userId: ownerId(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    quoteNumber: text("quote_number").notNull(),
    description: text("description"),
    lines: text("lines", { mode: "json" })
      .$type<
        {
          description: string;
          quantityMilli: number;
          unitPriceCents: number;
          taxes: { name: string; rateMilli: number }[];
        }[]
      >()
      .notNull(),
    discountKind: text("discount_kind"),
    discountValue: integer("discount_value"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** The last day the client can accept ('YYYY-MM-DD'), or none. */
    validUntil: text("valid_until"),
    /** draft, sent, accepted or declined. */
    status: text("status").notNull().default("draft"),
    publicToken: text("public_token")
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "")),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    acceptedName: text("accepted_name"),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    declinedAt: integer("declined_at", { mode: "timestamp_ms" }),
    declineReason: text("decline_reason"),
    /** The invoice it became (the whole, or the rest after a deposit) and the deposit invoice. */
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    depositInvoiceId: text("deposit_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    convertedAt: integer("converted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_user_number_uq").on(t.userId, t.quoteNumber),
    index("quotes_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("quotes_client_idx").on(t.clientId),
  ],
);

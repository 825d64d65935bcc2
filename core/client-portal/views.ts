// What the client page routes answer, as zod schemas: the OpenAPI document describes the answers from
// them and the types are inferred from them (docs/decisions/230). A leaf: zod and constants only.
import { z } from "zod";
import { INVOICE_STATUSES } from "../invoices";

/** GET/POST/DELETE /api/clients/{id}/page: the client's private page link, or none. */
export const ClientPageLink = z.object({
  path: z.string().nullable().describe("/client/<64 hex>, or null when the client has no page"),
  createdAt: z.string().nullable(),
});
export type ClientPageLink = z.infer<typeof ClientPageLink>;

const ClientPageInvoice = z.object({
  invoiceNumber: z.string(),
  amount: z.string(),
  balance: z.string(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  payPath: z.string(),
});

/** GET /api/public/client-page/{token}: what the client sees (the latest 50 of each list, with the counts). */
export const ClientPageView = z.object({
  client: z.object({ name: z.string(), company: z.string().nullable() }),
  from: z.object({ name: z.string(), email: z.string() }),
  openInvoices: z.array(ClientPageInvoice),
  openCount: z.number().int(),
  pastInvoices: z.array(ClientPageInvoice),
  pastCount: z.number().int(),
  quotes: z.array(
    z.object({
      quoteNumber: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      expired: z.boolean(),
      validUntil: z.string().nullable(),
      quotePath: z.string(),
    }),
  ),
  quoteCount: z.number().int(),
  payments: z.array(
    z.object({
      amount: z.string(),
      currency: z.string(),
      date: z.string(),
      method: z.string(),
      invoiceNumber: z.string(),
    }),
  ),
});
export type ClientPageView = z.infer<typeof ClientPageView>;

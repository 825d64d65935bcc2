import { z } from "zod";
import { isSingleLine, noControlCharacters } from "../validation";
import { CLIENT_STATUSES, type ClientField } from "./fields";

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(isSingleLine, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** The client schema of spec 001 §3: name required, email valid or empty, the rest optional. */
export const ClientInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(200)
    .refine(isSingleLine, noControlCharacters),
  email: z
    .union([z.literal(""), z.email({ error: "Invalid email" }).max(254)], { error: "Invalid email" })
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: optional(50),
  company: optional(200),
  businessNiche: optional(200),
  /** Printed on the client's invoices (VAT number, EIN…). */
  taxId: optional(50),
});
export type ClientInput = z.input<typeof ClientInput>;

// CLIENT_FIELDS (./fields.ts, which the terminal reads without zod) names exactly these fields.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameFields: Same<ClientField, keyof typeof ClientInput.shape> = true;

/**
 * PUT /api/clients/{id}: the client's fields, and optionally their status (active or inactive: an
 * inactive client is filtered apart in the ledger and gets no check-in suggestions). Left out, the
 * status stays as it is.
 */
export const UpdateClientInput = ClientInput.extend({
  status: z.enum(CLIENT_STATUSES, { error: "Status must be active or inactive" }).optional(),
});
export type UpdateClientInput = z.input<typeof UpdateClientInput>;

/** POST /api/clients: `confirm: true` adds a client even when one has the same name or email. */
export const NewClientInput = ClientInput.extend({ confirm: z.boolean().optional() });
export type NewClientInput = z.input<typeof NewClientInput>;

export const ClientView = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    businessNiche: z.string().nullable(),
    taxId: z.string().nullable().describe("Printed on the client's invoices (VAT number, EIN…)"),
    status: z.string(),
    lastContactDate: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ClientView" });
export type ClientView = z.infer<typeof ClientView>;

/** A row of the clients ledger (GET /api/clients): the client, their invoice count and what they owe. */
export const ClientLedgerRow = ClientView.extend({
  invoiceCount: z.number().int(),
  openAmount: z.string().describe('Pending and overdue invoices, as the API writes amounts ("1234.50")'),
}).meta({ id: "ClientLedgerRow" });
export type ClientLedgerRow = z.infer<typeof ClientLedgerRow>;

export const HistoryItem = z.object({
  type: z.enum(["invoice_sent", "invoice_paid", "invoice_overdue", "email_sent"]),
  date: z.string(),
  description: z.string(),
  amount: z.string().nullable(),
  currency: z.string().nullable().describe("The amount's currency (the invoice's)"),
  to: z.string().nullable().describe("For an email: who received it"),
  invoiceNumber: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

/** POST /api/clients/import. */
export const ClientsImported = z.object({ success: z.boolean(), imported: z.number().int(), message: z.string() });

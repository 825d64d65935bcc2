import { z } from "zod";
import { isSingleLine, noControlCharacters } from "../validation";

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

/** POST /api/clients: `confirm: true` adds a client even when one has the same name or email. */
export const NewClientInput = ClientInput.extend({ confirm: z.boolean().optional() });
export type NewClientInput = z.input<typeof NewClientInput>;

export interface ClientView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  businessNiche: string | null;
  taxId: string | null;
  status: string;
  lastContactDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the clients ledger (GET /api/clients): the client, their invoice count and what they owe. */
export interface ClientLedgerRow extends ClientView {
  invoiceCount: number;
  /** Pending and overdue invoices, as the API writes amounts ("1234.50"). */
  openAmount: string;
}

export interface HistoryItem {
  type: "invoice_sent" | "invoice_paid" | "invoice_overdue" | "email_sent";
  date: string;
  description: string;
  amount: string | null;
  /** The amount's currency (the invoice's). */
  currency: string | null;
  /** For an email: who received it. */
  to: string | null;
  invoiceNumber: string | null;
}

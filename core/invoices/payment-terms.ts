// The owner's payment terms → the days an invoice gives to pay, and a new invoice's default due date.
// Read here alone: the web's and the terminal's create forms (GET /api/invoices/defaults), a duplicate,
// a converted quote, a recurring series' days to pay and the Strategist's figures all ask this file,
// so "Immediate" (terms "0", core/catalog.ts) is today everywhere, never a fallback to 30 days.
import { z } from "zod";
import type { OwnerContext } from "../context";
import { addDays } from "../time";
import { getOwner, ownerToday } from "../users";

/** Terms a stored value cannot be read as (unset, or not 0–365 as the billing form checks): 30 days. */
const FALLBACK_DAYS = 30;

/** The days to pay: "0" (Immediate) is 0; unset or unreadable terms are 30. */
export function paymentTermsDays(terms: string | null | undefined): number {
  const days = Number.parseInt(terms ?? "", 10);
  return Number.isFinite(days) && days >= 0 && days <= 365 ? days : FALLBACK_DAYS;
}

export const InvoiceDefaults = z.object({
  paymentTermsDays: z.number().int().min(0).max(365).describe("The owner's payment terms in days (0 for Immediate)"),
  dueDate: z.string().describe("A new invoice's due date unless another is given: today in the owner's zone + terms"),
});
export type InvoiceDefaults = z.infer<typeof InvoiceDefaults>;

/** GET /api/invoices/defaults: what a new invoice starts with, so no client adds the days itself. */
export function invoiceDefaults({ ctx }: { ctx: OwnerContext }): InvoiceDefaults {
  const days = paymentTermsDays(getOwner(ctx).paymentTerms);
  return { paymentTermsDays: days, dueDate: addDays(ownerToday(ctx), days) };
}

/** Today in the owner's time zone plus their payment terms (today itself for Immediate). */
export const defaultDueDate = (ctx: OwnerContext) => invoiceDefaults({ ctx }).dueDate;

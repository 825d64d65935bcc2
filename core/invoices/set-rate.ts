import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { RateField, type FetchedRate } from "../currency";
import { fetchRateFor, rateToRecord } from "./invoice-rate";
import { invoiceEvents, invoices } from "../db";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { getInvoiceDetail } from "./detail";
import { getInvoiceOfOwner } from "./internal";

/** PUT /api/invoices/{id}/rate: the owner's rate, or none to fetch it from the rates source. */
export const SetInvoiceRateInput = z.object({ exchangeRate: RateField.optional().nullable() });
export type SetInvoiceRateInput = z.input<typeof SetInvoiceRateInput>;

/** Before PUT …/rate (outside the transaction): the source's rate when the body names none. */
export async function fetchRateForInvoice(ctx: OwnerContext, id: string, input: unknown) {
  const invoice = getInvoiceOfOwner(ctx, id);
  const body = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  return fetchRateFor(ctx, { ...body, currency: invoice.currency });
}

/**
 * Records an invoice's rate to the home currency, in any status (the rate is bookkeeping: a paid or void
 * invoice keeps its amounts, only what it counts for at home changes), with the change in its history.
 */
export function setInvoiceRate({
  ctx,
  id,
  input,
  fetched,
}: {
  ctx: OwnerContext;
  id: string;
  input: unknown;
  fetched?: FetchedRate;
}) {
  const data = parseInput(SetInvoiceRateInput, input ?? {});
  const invoice = getInvoiceOfOwner(ctx, id);
  const home = getOwner(ctx).defaultCurrency || "USD";
  const rate = rateToRecord(ctx, { currency: invoice.currency, home, typed: data.exchangeRate, fetched });
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.update(invoices)
      .set({ ...rate, updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .run();
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: invoice.id,
        type: "rate_recorded",
        detail: { from: invoice.exchangeRate, to: rate.exchangeRate, source: rate.rateSource, home },
        createdAt: now,
      })
      .run();
  });
  return getInvoiceDetail({ ctx, id });
}

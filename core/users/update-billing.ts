import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { assertRatesDropConfirmed, rebaseRates } from "../currency";
import { users } from "../db";
import { notFound } from "../errors";
import { parseInput } from "../validation";
import { toPublicUser } from "./public";
import { BillingInput } from "./schemas";

/**
 * Saves the billing defaults. A new home currency changes what every invoice's rate converts into, in the
 * same transaction: invoices in the new home currency get rate 1; the others keep their amounts but lose
 * their rate (it was to the old currency) until the owner records one (decision 220). When that drops
 * any recorded rate, the owner is asked first (409 naming `defaultCurrency`) unless `confirm` is true
 * (decision 296).
 */
export function updateBilling({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(BillingInput, input);
  const user = ctx.db.transaction((tx) => {
    const before = tx.select({ currency: users.defaultCurrency }).from(users).where(eq(users.id, ctx.userId)).get();
    if (!before) throw notFound("User");
    if (before.currency !== data.defaultCurrency) assertRatesDropConfirmed(ctx, data.defaultCurrency, data.confirm);
    const updated = tx
      .update(users)
      .set({
        defaultHourlyRate: data.defaultHourlyRate,
        defaultCurrency: data.defaultCurrency,
        paymentTerms: data.paymentTerms,
        ...(data.taxId !== undefined ? { taxId: data.taxId || null } : {}),
        ...(data.bankTransferDetails !== undefined ? { bankTransferDetails: data.bankTransferDetails || null } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, ctx.userId))
      .returning()
      .get();
    if (before.currency !== data.defaultCurrency) rebaseRates(tx, ctx.userId, data.defaultCurrency);
    return updated;
  });
  return toPublicUser(user, ctx.clock.now());
}

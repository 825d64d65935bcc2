import type { OwnerContext } from "../context";
import { parseInput } from "../validation";
import { updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { BillingInput } from "./schemas";

export function updateBilling({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(BillingInput, input);
  const user = updateOwner(ctx, {
    defaultHourlyRate: data.defaultHourlyRate,
    defaultCurrency: data.defaultCurrency,
    paymentTerms: data.paymentTerms,
    ...(data.taxId !== undefined ? { taxId: data.taxId || null } : {}),
    ...(data.bankTransferDetails !== undefined ? { bankTransferDetails: data.bankTransferDetails || null } : {}),
  });
  return toPublicUser(user);
}

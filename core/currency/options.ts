import type { OwnerContext } from "../context";
import { getOwner } from "../users/internal";
import { INVOICE_CURRENCIES, currencyName } from "./currencies";

export interface CurrencyOptions {
  /** The owner's home currency (Settings → Billing): totals are counted in it. */
  home: string;
  currencies: { code: string; name: string }[];
  /** Whether a rates source is configured: with one, a rate left empty is fetched; without, the owner types it. */
  ratesSource: { configured: boolean; name: string | null };
}

/** GET /api/invoices/currencies: what the invoice forms offer and say about rates. */
export function currencyOptions({ ctx }: { ctx: OwnerContext }): CurrencyOptions {
  return {
    home: getOwner(ctx).defaultCurrency || "USD",
    currencies: INVOICE_CURRENCIES.map((code) => ({ code, name: currencyName(code) })),
    ratesSource: {
      configured: Boolean(ctx.settings.exchangeRates),
      name: ctx.settings.exchangeRates ? "Frankfurter (European Central Bank reference rates)" : null,
    },
  };
}

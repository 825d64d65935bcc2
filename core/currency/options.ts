import type { OwnerContext } from "../context";
import { getOwner } from "../users/internal";
import { INVOICE_CURRENCIES, currencyName } from "./currencies";

export { CurrencyOptions } from "../invoices/views";
import type { CurrencyOptions } from "../invoices/views";

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

import { z } from "zod";
import type { OwnerContext } from "../context";
import { getOwner } from "../users";
import { INVOICE_CURRENCIES, currencyName } from "../currency";

/** What the currency fields offer: the home currency, the invoice currencies and the rates source. */
export const CurrencyOptions = z.object({
  home: z.string().describe("The owner's home currency: totals are counted in it"),
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
  ratesSource: z.object({ configured: z.boolean(), name: z.string().nullable() }),
});
export type CurrencyOptions = z.infer<typeof CurrencyOptions>;

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

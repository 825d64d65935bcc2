import { z } from "zod";

/**
 * The ISO 4217 currencies an invoice may be in: the list the runtime's ICU data knows
 * (Intl.supportedValuesOf), current codes only, so a typo ("EUO") or a retired code is refused.
 */
export const INVOICE_CURRENCIES: readonly string[] = Intl.supportedValuesOf("currency");
const known = new Set(INVOICE_CURRENCIES);

export const isKnownCurrency = (code: string) => known.has(code);

const names = new Intl.DisplayNames(["en"], { type: "currency" });
/** "Euro" for EUR. */
export const currencyName = (code: string) => names.of(code) ?? code;

/** An invoice's currency: three letters from the ISO 4217 list, any case ("eur" → "EUR"). */
export const CurrencyField = z
  .string({ error: "Currency must be an ISO 4217 code such as EUR" })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v), { error: "Currency must be an ISO 4217 code such as EUR" })
  .refine(isKnownCurrency, { error: "Unknown currency: use an ISO 4217 code such as EUR, GBP or JPY" });

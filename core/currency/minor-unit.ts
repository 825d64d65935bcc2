// Amounts are kept in hundredths for every currency (docs/decisions/220-currencies-and-home-totals.md);
// a currency written without a fraction (JPY, KRW, ISK…) takes whole units only, so every amount of it
// is a multiple of 100 hundredths and a card processor can be asked for it exactly.

const digitsCache = new Map<string, number>();

/** How many decimals the currency is written with (JPY 0, USD 2, KWD 3), by the runtime's ICU data. */
export function currencyDigits(currency: string): number {
  const key = currency.toUpperCase() || "USD";
  let digits = digitsCache.get(key);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency: key }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(key, digits);
  }
  return digits;
}

/** True when `cents` (hundredths) is an amount the currency can be paid in: whole yen for JPY. */
export const isWholeInCurrency = (cents: number, currency: string) => currencyDigits(currency) > 0 || cents % 100 === 0;

/** "JPY amounts are whole (no fraction of a unit)": the message each refused field carries. */
export const wholeUnitsMessage = (currency: string) =>
  `${currency.toUpperCase()} has no fraction: amounts must be whole`;

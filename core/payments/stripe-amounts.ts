// Stripe takes amounts in each currency's minor unit (https://docs.stripe.com/currencies): yen as yen,
// dinars in fils (the last digit 0), dollars in cents. The product keeps hundredths for every currency,
// so the amount is converted here, both ways, at the edge with Stripe.
import { conflict } from "../errors";

/** Stripe's zero-decimal currencies (amounts in whole units). */
const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
/** Stripe's three-decimal currencies (amounts in thousandths, a multiple of 10). */
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** Hundredths of `currency` → Stripe's `amount`; a fraction of a zero-decimal unit cannot be charged. */
export function stripeAmount(cents: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) {
    if (cents % 100 !== 0) {
      throw conflict(`${code} has no fraction: this amount must be whole before it can be paid by card`);
    }
    return cents / 100;
  }
  return THREE_DECIMAL.has(code) ? cents * 10 : cents;
}

/** Stripe's `amount` → hundredths (a three-decimal amount off the hundredth stays fractional, so it never matches). */
export function centsFromStripe(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  return THREE_DECIMAL.has(code) ? amount / 10 : amount;
}

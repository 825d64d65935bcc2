// The one rule for counting an invoice in the owner's home currency (Settings → Billing): its amount
// times the rate recorded on the invoice, rounded to the nearest cent. An invoice in the home currency
// has rate 1; one whose rate is unknown (none recorded yet) has none and is never added to home totals.
// The SQL below and toHomeCents are the same computation (IEEE doubles, round half away from zero);
// the triggers of drizzle/0015 use it to keep invoice_totals.home_cents.

/** Cents of the invoice's currency → cents of the home currency at `rate`; null without a rate. */
export function toHomeCents(cents: number, rate: number | null): number | null {
  if (rate === null) return null;
  const value = cents * rate;
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The same in SQL over an invoices row aliased `alias` (null without a rate). */
export const homeCentsSql = (centsExpr: string, alias = "") =>
  `cast(round((${centsExpr}) * ${alias ? `${alias}.` : ""}exchange_rate) as integer)`;

/** True for an invoice counted in home totals (it has a rate). */
export const convertedSql = (alias = "") => `${alias ? `${alias}.` : ""}exchange_rate is not null`;

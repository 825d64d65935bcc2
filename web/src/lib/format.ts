import { formatMoney } from "@core/currency/format";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,234.50". The API sends amounts as decimal strings ("1234.50"); numbers are accepted too. */
export function formatUsd(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  return usd.format(Number.isFinite(value) ? value : 0);
}

/** Plan prices are whole dollars: 2900 cents → "$29" (cents are kept when present). */
export function formatPriceCents(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

/** "€1,234.50": an amount in the owner's (or invoice's) currency, by core's one money formatter. */
export const formatAmount = (amount: string | number, currency = "USD"): string => formatMoney(amount, currency);

// The one money formatter: every screen, PDF, email, pay page and terminal line writes an amount with
// these, in the amount's own currency (ISO 4217).

const exact = new Map<string, Intl.NumberFormat>();
const whole = new Map<string, Intl.NumberFormat>();

const cents = new Map<string, Intl.NumberFormat>();

function formatter(cache: Map<string, Intl.NumberFormat>, currency: string, digits: "own" | 0 | 2): Intl.NumberFormat {
  const key = currency || "USD";
  let f = cache.get(key);
  if (!f) {
    f =
      digits === "own"
        ? new Intl.NumberFormat("en-US", { style: "currency", currency: key })
        : new Intl.NumberFormat("en-US", {
            style: "currency",
            currency: key,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
    cache.set(key, f);
  }
  return f;
}

/** "$1,234.50", "€1,234.50", "¥1,234": a decimal string or number in `currency`. */
export function formatMoney(amount: string | number, currency = "USD"): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  const own = formatter(exact, currency, "own");
  const finite = Number.isFinite(value) ? value : 0;
  // Amounts are kept in hundredths for every currency: a zero-decimal currency (JPY) shows the cents
  // when some were entered ("¥1,234.50"), so no money is hidden by rounding.
  if ((own.resolvedOptions().maximumFractionDigits ?? 2) < 2 && !Number.isInteger(finite)) {
    return formatter(cents, currency, 2).format(finite);
  }
  return own.format(finite);
}

/** Integer cents (hundredths) in `currency`. */
export const formatMoneyCents = (cents: number, currency = "USD") => formatMoney(cents / 100, currency);

/** "$2,400", "€2,400.50": whole units when there are no cents (the focus moves' short style). */
export function formatMoneyShort(cents: number, currency = "USD"): string {
  return cents % 100 === 0 ? formatter(whole, currency, 0).format(cents / 100) : formatMoneyCents(cents, currency);
}

/** The currency's symbol as en-US writes it ("€", "CA$", "¥"). */
export function currencySymbol(currency: string): string {
  return (
    formatter(exact, currency, "own")
      .formatToParts(0)
      .find((p) => p.type === "currency")?.value ?? currency
  );
}

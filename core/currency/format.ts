// The one money formatter: every screen, PDF, email, pay page and terminal line writes an amount with
// these, in the amount's own currency (ISO 4217), as en-US writes it: "$1,234.50", "-€80.00",
// "CHF 1,234.50", "¥1,234".
//
// Written out rather than asked of Intl.NumberFormat: the first Intl formatter costs a process ~12 ms
// of ICU loading, a tenth of `microteam focus` (issue 10, decision 310), and a browser's own ICU can
// differ from the server's. The tables below are what ICU's en-US data says (CLDR 48); format.test.ts
// checks every currency the runtime knows, amounts and roundings against Intl, so an ICU update that
// changes one fails there.

/** The currencies en-US writes with a symbol; every other is written by its code ("CHF 12.00"). */
const SYMBOLS: Record<string, string> = {
  AUD: "A$",
  BRL: "R$",
  CAD: "CA$",
  CNY: "CN¥",
  EUR: "€",
  GBP: "£",
  HKD: "HK$",
  ILS: "₪",
  INR: "₹",
  JPY: "¥",
  KRW: "₩",
  MXN: "MX$",
  NZD: "NZ$",
  PHP: "₱",
  TWD: "NT$",
  USD: "$",
  VND: "₫",
  XAF: "FCFA",
  XCD: "EC$",
  XCG: "Cg.",
  XOF: "F\u202fCFA",
  XPF: "CFPF",
};

/** Decimal places where they are not two (ISO 4217 as CLDR amends it). */
const DIGITS: Record<string, number> = {};
for (const code of "AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER".split(
  " ",
)) {
  DIGITS[code] = 0;
}
for (const code of "BHD JOD KWD LYD OMR TND".split(" ")) DIGITS[code] = 3;

const codeOf = (currency: string) => (currency || "USD").toUpperCase();

/** The symbol as en-US writes it ("€", "CA$", "¥"), or the code itself. */
export const currencySymbol = (currency: string) => SYMBOLS[codeOf(currency)] ?? codeOf(currency);

/** A symbol that ends in a letter or a dot is kept off the digits by a no-break space ("CHF 5.00"). */
const prefixOf = (code: string) => {
  const symbol = SYMBOLS[code] ?? code;
  return /\p{Sc}$/u.test(symbol) ? symbol : `${symbol}\u00a0`;
};

/**
 * `abs` (≥ 0) with exactly `digits` decimals, rounded half away from zero on its shortest decimal
 * form, as ICU rounds (so 1.005 is 1.01, where toFixed says 1.00); null for the exponent forms.
 */
function fixed(abs: number, digits: number): string | null {
  const shortest = String(abs);
  if (shortest.includes("e")) return null;
  const [whole, fraction = ""] = shortest.split(".");
  if (fraction.length <= digits) return digits ? `${whole}.${fraction.padEnd(digits, "0")}` : whole;
  let units = BigInt(whole + fraction.slice(0, digits));
  if (fraction.charCodeAt(digits) >= 53 /* "5" */) units += 1n;
  const text = units.toString().padStart(digits + 1, "0");
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ",");

function write(value: number, currency: string, digits?: number): string {
  const code = codeOf(currency);
  const places = digits ?? DIGITS[code] ?? 2;
  const finite = Number.isFinite(value) ? value : 0;
  const text = fixed(Math.abs(finite), places);
  if (text === null) {
    // 1e21 and beyond: no invoice holds such sums; Intl writes them.
    const options = { style: "currency", currency: code, minimumFractionDigits: places, maximumFractionDigits: places };
    return new Intl.NumberFormat("en-US", options as Intl.NumberFormatOptions).format(finite);
  }
  const [whole, fraction] = text.split(".");
  // A negative amount keeps its sign even when it rounds to zero ("-$0.00"), as Intl writes it.
  const sign = finite < 0 || Object.is(finite, -0) ? "-" : "";
  return `${sign}${prefixOf(code)}${grouped(whole)}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "$1,234.50", "€1,234.50", "¥1,234": a decimal string or number in `currency`. */
export function formatMoney(amount: string | number, currency = "USD"): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  const finite = Number.isFinite(value) ? value : 0;
  // Amounts are kept in hundredths for every currency: a zero-decimal currency (JPY) shows the cents
  // when some were entered ("¥1,234.50"), so no money is hidden by rounding.
  if ((DIGITS[codeOf(currency)] ?? 2) < 2 && !Number.isInteger(finite)) return write(finite, currency, 2);
  return write(finite, currency);
}

/** Integer cents (hundredths) in `currency`. */
export const formatMoneyCents = (cents: number, currency = "USD") => formatMoney(cents / 100, currency);

/** "$2,400", "€2,400.50": whole units when there are no cents (the focus moves' short style). */
export function formatMoneyShort(cents: number, currency = "USD"): string {
  return cents % 100 === 0 ? write(cents / 100, currency, 0) : formatMoneyCents(cents, currency);
}

// Reading one cell as each product writes it: amounts in major units ("1,250.00", "1250.5", "1.250,00"),
// dates with or without a time ("2025-03-14", "2025-03-14 09:30", "2025-03-14 09:30:00+00"), currency
// codes in either case, and each product's status words mapped onto ours.
import { isKnownCurrency } from "../currency";
import { computeTotals, type LineInput, MAX_AMOUNT_CENTS } from "../invoices";
import { isCalendarDate } from "../time";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

/** Decimal text in major units → integer cents; thousands separators and a currency sign are allowed. */
export function parseMoney(raw: string): Parsed<number> {
  let text = raw.replace(/[\s\u00a0$€£¥]/g, "").replace(/^([A-Za-z]{3})(?=[\d-])/, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  else if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d+,\d{1,2}$/.test(text)) text = text.replace(",", ".");
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return bad(`"${raw}" is not an amount`);
  if (match[1] && /[1-9]/.test(text)) return bad(`A negative amount (${raw}) cannot be imported`);
  const [, , whole, fraction = ""] = match;
  if (whole.length > 12) return bad(`${raw} is too large`);
  // Half a cent or more rounds up: the exports write at most the currency's own decimals anyway.
  const cents = Number(whole) * 100 + Number((fraction + "00").slice(0, 2)) + (Number(fraction[2] ?? "0") >= 5 ? 1 : 0);
  if (cents >= MAX_AMOUNT_CENTS) return bad(`${raw} is too large (the most is 99,999,999.99)`);
  return ok(cents);
}

/** The calendar day a cell names, as written (a UTC time keeps its own date). */
export function parseDate(raw: string): Parsed<string> {
  const match =
    /^(\d{4})[-/](\d{2})[-/](\d{2})(?:$|[T\s]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|UTC|[+-]\d{2}(?::?\d{2})?)?$)/i.exec(
      raw,
    );
  if (!match) return bad(`"${raw}" is not a date we can read (expected YYYY-MM-DD)`);
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isCalendarDate(day)) return bad(`"${raw}" is not a real date`);
  return ok(day);
}

export function parseCurrency(raw: string, fallback: string): Parsed<string> {
  if (!raw) return ok(fallback);
  const code = raw.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !isKnownCurrency(code)) return bad(`"${raw}" is not a currency code we know`);
  return ok(code);
}

/** Our stored statuses (draft, pending, paid, overdue, void) from each product's words. */
const STATUS_WORDS: Record<string, "draft" | "pending" | "paid" | "overdue" | "void"> = {
  draft: "draft",
  paid: "paid",
  open: "pending",
  sent: "pending",
  unpaid: "pending",
  pending: "pending",
  viewed: "pending",
  partial: "pending",
  partiallypaid: "pending",
  scheduled: "pending",
  approved: "pending",
  overdue: "overdue",
  pastdue: "overdue",
  void: "void",
  voided: "void",
  cancelled: "void",
  canceled: "void",
  uncollectible: "void",
  reversed: "void",
  refunded: "void",
};
export type ImportedStatus = (typeof STATUS_WORDS)[string];

export function parseStatus(raw: string): Parsed<ImportedStatus> {
  if (!raw) return ok("pending");
  const status = STATUS_WORDS[raw.toLowerCase().replace(/[^a-z]/g, "")];
  return status ? ok(status) : bad(`"${raw}" is not a status we know (draft, sent, open, paid, overdue, void…)`);
}

/**
 * Midday's line items ([{name, quantity, price}] as JSON): used when they add up to the total exactly;
 * otherwise (taxes, discounts) the invoice keeps one line of its total, so the amount stays what was billed.
 */
export function parseLineItems(raw: string, totalCents: number): LineInput[] | null {
  if (!raw.startsWith("[")) return null;
  try {
    const items = JSON.parse(raw) as unknown;
    if (!Array.isArray(items) || items.length === 0 || items.length > 100) return null;
    const lines: LineInput[] = [];
    for (const item of items as Record<string, unknown>[]) {
      const name = typeof item?.name === "string" ? item.name.trim().slice(0, 500) : "";
      const quantity = Number(item?.quantity);
      const price = Number(item?.price);
      if (!name || !Number.isFinite(quantity) || !Number.isFinite(price) || quantity <= 0 || price < 0) return null;
      const quantityMilli = Math.round(quantity * 1000);
      const unitPriceCents = Math.round(price * 100);
      if (quantityMilli <= 0) return null;
      lines.push({ description: name, quantityMilli, unitPriceCents, taxes: [] });
    }
    return computeTotals(lines, null).totalCents === totalCents ? lines : null;
  } catch {
    return null;
  }
}

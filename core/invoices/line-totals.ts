// An invoice's figures from its lines, in integer cents (docs/decisions/150-line-items-and-tax.md):
//  1. each line's amount = quantity × unit price, rounded half away from zero to the cent;
//  2. subtotal = the sum of the line amounts;
//  3. the invoice discount (a percentage of the subtotal, rounded like 1, or a fixed amount no larger
//     than the subtotal) is spread over the lines in proportion to their amounts, the leftover cents
//     going to the largest remainders, so the shares add up to the discount exactly;
//  4. each tax (name + rate) is charged once on the sum of the discounted amounts of the lines that
//     carry it, rounded like 1 (one rounding per tax, not per line); taxes never apply to each other;
//  5. total = subtotal − discount + the taxes.
// Pure: the create form's preview imports it, so the figure the owner sees before saving is the same.

/** Rates and percentages are thousandths of a percent: 8.875 % is 8875, 100 % is 100000. */
export const PERCENT_SCALE = 100_000;
/** Quantities are thousandths: 1.5 hours is 1500. */
export const QUANTITY_SCALE = 1_000;

export interface LineTax {
  name: string;
  rateMilli: number;
}

export interface LineInput {
  description: string;
  quantityMilli: number;
  unitPriceCents: number;
  taxes: LineTax[];
  /** Set on the line a late fee added (core/reminders/charge-late-fee.ts); waiving the fee removes it. */
  lateFeeId?: string | null;
}

export type Discount = { kind: "percent"; value: number } | { kind: "amount"; value: number } | null;

export interface TaxTotal {
  name: string;
  rateMilli: number;
  baseCents: number;
  taxCents: number;
}

export interface InvoiceTotals {
  lines: { amountCents: number; discountCents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxes: TaxTotal[];
  taxCents: number;
  totalCents: number;
}

/** a × b ÷ d rounded half away from zero, exact for any safe integers (BigInt inside). */
export function mulDivRound(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const den = BigInt(d);
  const negative = n < 0n !== den < 0n;
  const absN = n < 0n ? -n : n;
  const absD = den < 0n ? -den : den;
  const q = (absN * 2n + absD) / (absD * 2n);
  return Number(negative ? -q : q);
}

export const lineAmountCents = (line: Pick<LineInput, "quantityMilli" | "unitPriceCents">) =>
  mulDivRound(line.quantityMilli, line.unitPriceCents, QUANTITY_SCALE);

export function discountCents(discount: Discount, subtotalCents: number): number {
  if (!discount) return 0;
  if (discount.kind === "percent") return mulDivRound(subtotalCents, discount.value, PERCENT_SCALE);
  return Math.min(discount.value, subtotalCents);
}

/** Splits `total` over `weights` in proportion, exactly (largest remainder; ties to the earlier line). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = total - shares.reduce((a, b) => a + Number(b), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = shares.map(Number);
  for (let k = 0; left > 0; k++, left--) result[remainders[k].i] += 1;
  return result;
}

const taxKey = (t: LineTax) => `${t.name.trim().toLowerCase()}\u0000${t.rateMilli}`;

export function computeTotals(lines: LineInput[], discount: Discount): InvoiceTotals {
  const amounts = lines.map(lineAmountCents);
  const subtotalCents = amounts.reduce((a, b) => a + b, 0);
  const discount_ = discountCents(discount, subtotalCents);
  const shares = allocate(discount_, amounts);
  const groups = new Map<string, TaxTotal>();
  lines.forEach((line, i) => {
    const base = amounts[i] - shares[i];
    const seen = new Set<string>();
    for (const tax of line.taxes) {
      const key = taxKey(tax);
      if (seen.has(key)) continue;
      seen.add(key);
      const group = groups.get(key);
      if (group) group.baseCents += base;
      else groups.set(key, { name: tax.name.trim(), rateMilli: tax.rateMilli, baseCents: base, taxCents: 0 });
    }
  });
  const taxes = [...groups.values()];
  for (const t of taxes) t.taxCents = mulDivRound(t.baseCents, t.rateMilli, PERCENT_SCALE);
  const taxCents = taxes.reduce((a, t) => a + t.taxCents, 0);
  return {
    lines: amounts.map((amountCents, i) => ({ amountCents, discountCents: shares[i] })),
    subtotalCents,
    discountCents: discount_,
    taxes,
    taxCents,
    totalCents: subtotalCents - discount_ + taxCents,
  };
}

/** "8.875" from 8875 thousandths; "1.5" from 1500 (no trailing zeros). */
export function formatScaled(value: number, scale: number): string {
  const digits = String(scale).length - 1;
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const whole = Math.floor(abs / scale);
  const frac = String(abs % scale)
    .padStart(digits, "0")
    .replace(/0+$/, "");
  return `${sign}${whole}${frac ? `.${frac}` : ""}`;
}

/** "8.875" → 8875 with scale 1000; null when not a non-negative number with at most that many decimals. */
export function parseScaled(value: string | number, scale: number): number | null {
  const digits = String(scale).length - 1;
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${digits}}))?$`).exec(text);
  if (!match) return null;
  const n = Number(match[1]) * scale + Number((match[2] ?? "").padEnd(digits, "0"));
  return Number.isSafeInteger(n) ? n : null;
}

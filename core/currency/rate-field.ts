import { z } from "zod";

/** Rates outside this range are typos (no two ISO currencies are a million times apart). */
export const MIN_RATE = 0.000001;
export const MAX_RATE = 1_000_000;
/** Decision 220: a typed rate longer than this is refused, never rounded behind the owner's back (qa14 F10). */
export const MAX_RATE_DIGITS = 10;

/** Significant digits as typed: "0.0012300" has 3, "1.123456789012" has 13. */
export function significantDigits(text: string): number {
  const digits = text.replace(/e.*$/i, "").replace(".", "").replace(/^0+/, "").replace(/0+$/, "");
  return digits.length;
}

/**
 * How many units of the home currency one unit of the invoice's currency is worth ("1.0832"), as the
 * owner types it or a rates source returns it. At most 10 significant digits.
 */
export const RateField = z
  .union([z.string(), z.number()], { error: "Exchange rate must be a number such as 1.08" })
  .transform((v, ctx) => {
    const text = typeof v === "number" ? String(v) : v.trim();
    if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(text) || !Number.isFinite(Number(text))) {
      ctx.addIssue({ code: "custom", message: "Exchange rate must be a number such as 1.08" });
      return z.NEVER;
    }
    const rate = Number(text);
    if (rate <= 0) {
      ctx.addIssue({ code: "custom", message: "Exchange rate must be more than 0" });
      return z.NEVER;
    }
    if (rate < MIN_RATE || rate > MAX_RATE) {
      ctx.addIssue({ code: "custom", message: "Exchange rate must be between 0.000001 and 1,000,000" });
      return z.NEVER;
    }
    const digits = significantDigits(text);
    if (digits > MAX_RATE_DIGITS) {
      ctx.addIssue({
        code: "custom",
        message: `Exchange rate can have at most ${MAX_RATE_DIGITS} significant digits (this one has ${digits})`,
      });
      return z.NEVER;
    }
    return rate;
  });

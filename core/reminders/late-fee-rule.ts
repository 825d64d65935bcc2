// Late fees (docs/decisions/211-late-fees.md): flat or a percentage of the balance, charged once or
// every period after N days past due. Pure: the job charges with these, the settings screen describes.
import { z } from "zod";
import { formatCents, parseCents } from "../money";
import { PERCENT_SCALE, formatScaled, mulDivRound, parseScaled, formatDueDate, formatMoney } from "../invoices";
import type { LateFeeJson } from "./types";

/** A repeating fee stops after this many periods. */
export const MAX_FEE_PERIODS = 12;
const MAX_FLAT_CENTS = 100_000 * 100;

const wholeDays = (min: number, max: number, what: string) => {
  const message = `${what} must be a whole number of days from ${min} to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

const decimalText = z.union([z.string(), z.number()], { error: "Must be a number" }).transform((v) => String(v).trim());

export const LateFeeInput = z
  .object({
    kind: z.enum(["flat", "percent"], { error: "Kind must be flat or percent" }),
    amount: decimalText.optional(),
    rate: decimalText.optional(),
    afterDays: wholeDays(1, 365, "After"),
    repeatEvery: wholeDays(7, 365, "Repeat").nullable().default(null),
  })
  .transform((v, ctx): LateFeeJson => {
    if (v.kind === "flat") {
      const cents = v.amount === undefined ? null : parseCents(v.amount);
      if (cents === null || cents <= 0 || cents > MAX_FLAT_CENTS) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "The fee must be an amount from 0.01 to 100,000" });
        return z.NEVER;
      }
      return { kind: "flat", value: cents, afterDays: v.afterDays, repeatEvery: v.repeatEvery };
    }
    const text = v.rate ?? "";
    const milli = text.startsWith("-") ? null : parseScaled(text, 1000);
    if (milli === null || milli <= 0 || milli > PERCENT_SCALE) {
      ctx.addIssue({
        code: "custom",
        path: ["rate"],
        message: "The rate must be more than 0 and at most 100%, with at most 3 decimals",
      });
      return z.NEVER;
    }
    return { kind: "percent", value: milli, afterDays: v.afterDays, repeatEvery: v.repeatEvery };
  });
export type LateFeeInput = z.input<typeof LateFeeInput>;

/** The period a day past due has reached (1, 2…), or null before the first. */
export function feePeriodReached(fee: LateFeeJson, daysPastDue: number): number | null {
  if (daysPastDue < fee.afterDays) return null;
  if (!fee.repeatEvery) return 1;
  return Math.min(MAX_FEE_PERIODS, Math.floor((daysPastDue - fee.afterDays) / fee.repeatEvery) + 1);
}

/** The days past due at which a period's fee is charged. */
export const periodDay = (fee: LateFeeJson, period: number) => fee.afterDays + (period - 1) * (fee.repeatEvery ?? 0);

/** The fee in cents: flat, or the rate of the balance without earlier fees (no fee on a fee), rounded half away from zero. */
export function feeCents(fee: LateFeeJson, balanceWithoutFeesCents: number): number {
  if (fee.kind === "flat") return fee.value;
  return Math.max(0, mulDivRound(Math.max(0, balanceWithoutFeesCents), fee.value, PERCENT_SCALE));
}

export function feeLineDescription(fee: LateFeeJson, period: number): string {
  const days = periodDay(fee, period);
  return `Late fee (${days} ${days === 1 ? "day" : "days"} past due)`;
}

/** "$25.00 at 7 days past due, once" / "1.5% of the balance at 30 days past due, then every 30 days (12 times at most)". */
export function describeLateFee(fee: LateFeeJson, currency = "USD"): string {
  const what =
    fee.kind === "flat"
      ? formatMoney(formatCents(fee.value), currency)
      : `${formatScaled(fee.value, 1000)}% of the balance`;
  const when = `at ${fee.afterDays} day${fee.afterDays === 1 ? "" : "s"} past due`;
  const repeat = fee.repeatEvery
    ? `, then every ${fee.repeatEvery} days while unpaid (${MAX_FEE_PERIODS} times at most)`
    : ", once";
  return `${what} ${when}${repeat}`;
}

/** The API's view of a fee setting: decimal strings as the rest of the API. */
export function lateFeeView(fee: LateFeeJson | null) {
  if (!fee) return null;
  return {
    kind: fee.kind,
    amount: fee.kind === "flat" ? formatCents(fee.value) : null,
    rate: fee.kind === "percent" ? formatScaled(fee.value, 1000) : null,
    afterDays: fee.afterDays,
    repeatEvery: fee.repeatEvery,
  };
}

/** The reminder's paragraph about the fees charged since the last one ({amount} is then the new balance). */
export function lateFeeNotice(fees: { amountCents: number; chargedOn: string }[], currency: string): string {
  const each = fees.map((f) => `${formatMoney(formatCents(f.amountCents), currency)} on ${formatDueDate(f.chargedOn)}`);
  const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`;
  return `As the invoice is past due, ${fees.length === 1 ? "a late fee was" : "late fees were"} added to it: ${list}. The amount above includes ${fees.length === 1 ? "it" : "them"}.`;
}

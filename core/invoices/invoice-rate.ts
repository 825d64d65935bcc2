import type { OwnerContext } from "../context";
import { invalid } from "../errors";
import { ownerToday, getOwner } from "../users";
import { CurrencyField, fetchRate, type FetchedRate, type RateSource } from "../currency";

export interface RecordedRate {
  exchangeRate: number | null;
  rateSource: RateSource | null;
  rateDate: string | null;
}

/**
 * The rate an invoice in `currency` records: 1 in the home currency; else the owner's typed rate, or the
 * one fetched from the rates source. Neither → 400 naming exchangeRate, saying which the owner must do.
 */
export function rateToRecord(
  ctx: OwnerContext,
  { currency, home, typed, fetched }: { currency: string; home: string; typed?: number | null; fetched?: FetchedRate },
): RecordedRate {
  if (currency === home) return { exchangeRate: 1, rateSource: "home", rateDate: null };
  if (typed !== undefined && typed !== null) return { exchangeRate: typed, rateSource: "owner", rateDate: null };
  if (fetched) return { exchangeRate: fetched.rate, rateSource: fetched.source, rateDate: fetched.date };
  throw invalid({
    exchangeRate: ctx.settings.exchangeRates
      ? `Enter the rate: 1 ${currency} = ? ${home}`
      : `Enter the rate: 1 ${currency} = ? ${home} (no rates source is configured)`,
  });
}

/**
 * Before a change (outside any transaction): when a body names a currency other than the home one and no
 * rate, and a rates source is configured, that source's rate for today. Anything else → undefined, and
 * the verb's own validation speaks.
 */
export async function fetchRateFor(
  ctx: OwnerContext,
  input: unknown,
  fallbackCurrency?: string,
): Promise<FetchedRate | undefined> {
  if (!ctx.settings.exchangeRates || typeof input !== "object" || input === null || Array.isArray(input)) return;
  const body = input as Record<string, unknown>;
  if (body.exchangeRate !== undefined && body.exchangeRate !== null && body.exchangeRate !== "") return;
  const parsed = CurrencyField.safeParse(body.currency ?? fallbackCurrency);
  if (!parsed.success) return;
  const home = getOwner(ctx).defaultCurrency || "USD";
  if (parsed.data === home) return;
  const today = ownerToday(ctx);
  return fetchRate(ctx.settings.exchangeRates, { from: parsed.data, to: home, date: today, today });
}

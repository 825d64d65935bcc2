// A rates source: the Frankfurter API (https://frankfurter.dev, the European Central Bank's reference
// rates), or any server that speaks its v1 requests, named by EXCHANGE_RATES_URL. Without one the owner
// types each invoice's rate (the offline default), and the screens say which it was.
import { z } from "zod";
import { AppError } from "../errors";

export type { ExchangeRatesSettings } from "../context";
import type { ExchangeRatesSettings } from "../context";

export interface FetchedRate {
  /** Home units per one unit of `from`. */
  rate: number;
  /** The day the rate was published for (the source's answer; the last business day before a weekend). */
  date: string;
  /** Where it came from, as the invoice records it. */
  source: "frankfurter";
}

export function exchangeRatesFromEnv(env: NodeJS.ProcessEnv): ExchangeRatesSettings | null {
  const url = env.EXCHANGE_RATES_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`EXCHANGE_RATES_URL must be an http(s) address (got "${url}")`);
  const timeout = Number(env.EXCHANGE_RATES_TIMEOUT_MS || 5000);
  if (!Number.isInteger(timeout) || timeout < 100) throw new Error("EXCHANGE_RATES_TIMEOUT_MS must be at least 100");
  return { url: url.replace(/\/+$/, ""), timeoutMs: timeout };
}

// Frankfurter's answer: { amount: 1, base: "EUR", date: "2026-11-20", rates: { USD: 1.0832 } }.
const Answer = z.object({
  base: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string(), z.number().positive()),
});

const unavailable = (from: string, to: string, why: string) =>
  new AppError("UNAVAILABLE", `The rates source gave no ${from} → ${to} rate (${why}): enter the rate`, {
    exchangeRate: `The rates source gave no ${from} → ${to} rate (${why}): enter the rate`,
  });

/**
 * The rate of one `from` in `to` on `date` (or the latest when the date is today or later), from the
 * configured source. A currency the source does not publish answers 400 naming exchangeRate; a source
 * that is down, slow or answers nonsense answers 503 naming it too, so the owner can type the rate.
 */
export async function fetchRate(
  settings: ExchangeRatesSettings,
  { from, to, date, today }: { from: string; to: string; date: string; today: string },
): Promise<FetchedRate> {
  const day = date >= today ? "latest" : date;
  const url = `${settings.url}/${day}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw unavailable(from, to, timedOut ? "it did not answer in time" : "it could not be reached");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404 || response.status === 422) {
    // Frankfurter answers 404 {"message":"not found"} for a currency it does not publish, 422 for a bad query.
    const message = `The rates source does not publish ${from} → ${to} rates: enter the rate`;
    throw new AppError("VALIDATION", message, { exchangeRate: message });
  }
  if (!response.ok) throw unavailable(from, to, `it answered ${response.status}`);
  const parsed = Answer.safeParse(body);
  const rate = parsed.success ? parsed.data.rates[to] : undefined;
  if (!parsed.success || rate === undefined || parsed.data.base.toUpperCase() !== from) {
    throw unavailable(from, to, "its answer could not be read");
  }
  return { rate: Number(rate.toPrecision(10)), date: parsed.data.date, source: "frankfurter" };
}

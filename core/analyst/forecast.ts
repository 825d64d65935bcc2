// Next month's revenue from the monthly series: an ordinary least-squares linear trend with an 80 %
// prediction interval (Student's t with n − 2 degrees of freedom), the method named in the answer.
import quantile from "@stdlib/stats-base-dists-t-quantile";
import { linearRegression, linearRegressionLine, mean } from "simple-statistics";

/** The fewest complete months a forecast is drawn from (issue 12 §3). */
export const FORECAST_MIN_MONTHS = 3;
export const FORECAST_CONFIDENCE = 0.8;
export const FORECAST_METHOD =
  "Least-squares linear trend over your complete months of revenue, with an 80% prediction interval (Student's t).";

/** Said with a forecast whose months lie exactly on a line (no spread to estimate a range from). */
export const FORECAST_EXACT_NOTE =
  "Your months lie exactly on a line, so no range can be estimated yet: read it as the trend, not a promise.";

export interface Forecast {
  /** Cents: the trend's value for the month after the series' last, never below zero. */
  expectedCents: number;
  lowCents: number;
  highCents: number;
  /** Cents per month the trend adds (negative when falling). */
  slopeCentsPerMonth: number;
  confidence: number;
  /**
   * False when the months lie exactly on a line: the residual spread is 0, so the interval collapses to
   * the point and says nothing about how sure the forecast is (three points on a line are not certainty).
   */
  rangeKnown: boolean;
  monthsUsed: number;
  method: string;
}

/**
 * The forecast `ahead` months past the last value of `series` (cents per complete month, oldest
 * first), or null with fewer than FORECAST_MIN_MONTHS values.
 */
export function forecastRevenue(series: number[], ahead = 1): Forecast | null {
  const n = series.length;
  if (n < FORECAST_MIN_MONTHS) return null;
  const points = series.map((y, x) => [x, y]);
  const fit = linearRegression(points);
  const line = linearRegressionLine(fit);
  const x0 = n - 1 + ahead;
  const xs = points.map((p) => p[0]);
  const xBar = mean(xs);
  const sxx = xs.reduce((s, x) => s + (x - xBar) ** 2, 0);
  const sse = points.reduce((s, [x, y]) => s + (y - line(x)) ** 2, 0);
  const standardError = Math.sqrt(sse / (n - 2));
  const t = quantile(1 - (1 - FORECAST_CONFIDENCE) / 2, n - 2);
  const margin = t * standardError * Math.sqrt(1 + 1 / n + (x0 - xBar) ** 2 / sxx);
  const expected = line(x0);
  const clamp = (v: number) => Math.max(0, Math.round(v));
  return {
    expectedCents: clamp(expected),
    lowCents: clamp(expected - margin),
    highCents: clamp(expected + margin),
    slopeCentsPerMonth: Math.round(fit.m),
    confidence: FORECAST_CONFIDENCE,
    rangeKnown: sse > 0,
    monthsUsed: n,
    method: FORECAST_METHOD,
  };
}

import { describe, expect, it } from "vitest";
import { FORECAST_MIN_MONTHS, forecastRevenue } from "./forecast";

describe("forecastRevenue", () => {
  it("needs at least 3 complete months", () => {
    expect(FORECAST_MIN_MONTHS).toBe(3);
    expect(forecastRevenue([])).toBeNull();
    expect(forecastRevenue([100, 200])).toBeNull();
    expect(forecastRevenue([100, 200, 300])).not.toBeNull();
  });

  it("follows a perfect trend with no interval around it", () => {
    expect(forecastRevenue([100, 200, 300])).toMatchObject({
      expectedCents: 400,
      lowCents: 400,
      highCents: 400,
      slopeCentsPerMonth: 100,
      monthsUsed: 3,
      confidence: 0.8,
      rangeKnown: false,
    });
    // Two months ahead: the month after the current one.
    expect(forecastRevenue([100, 200, 300], 2)?.expectedCents).toBe(500);
  });

  it("computes the 80% prediction interval by hand: ŷ ± t(0.9, n−2)·s·√(1 + 1/n + (x0 − x̄)²/Sxx)", () => {
    // x̄ = 1.5, Sxx = 5, slope 80, intercept 130; residuals −30, 90, −90, 30 → s = √(18000/2);
    // x0 = 4: ŷ = 450, t(0.9, 2) = 1.885618 → margin 282.84.
    const f = forecastRevenue([100, 300, 200, 400])!;
    expect(f.expectedCents).toBe(450);
    expect(f.lowCents).toBe(167);
    expect(f.highCents).toBe(733);
    expect(f.slopeCentsPerMonth).toBe(80);
    expect(f.rangeKnown).toBe(true);
  });

  it("never forecasts below zero", () => {
    const f = forecastRevenue([900, 500, 100])!;
    expect(f.expectedCents).toBe(0);
    expect(f.lowCents).toBe(0);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

const settings = { backoffMs: 30_000, backoffMaxMs: 3_600_000 };

describe("retryDelayMs", () => {
  it("doubles from the base within a ±20% spread", () => {
    expect(retryDelayMs(1, "a", settings)).toBeGreaterThanOrEqual(24_000);
    expect(retryDelayMs(1, "a", settings)).toBeLessThanOrEqual(36_000);
    expect(retryDelayMs(3, "a", settings)).toBeGreaterThanOrEqual(96_000);
    expect(retryDelayMs(3, "a", settings)).toBeLessThanOrEqual(144_000);
  });

  it("never waits less for a later attempt of the same row, and never past the cap's spread", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 40 }), (id, attempts) => {
        const now = retryDelayMs(attempts, id, settings);
        expect(retryDelayMs(attempts + 1, id, settings)).toBeGreaterThanOrEqual(now);
        expect(now).toBeLessThanOrEqual(settings.backoffMaxMs * 1.2);
      }),
    );
  });

  it("is the same for the same row", () => {
    expect(retryDelayMs(2, "row-1", settings)).toBe(retryDelayMs(2, "row-1", settings));
  });
});

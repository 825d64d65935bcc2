import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFrankfurter } from "../../test/fakes/frankfurter";
import { AppError } from "../errors";
import { exchangeRatesFromEnv, fetchRate } from "./rates-source";

let fake: Awaited<ReturnType<typeof startFakeFrankfurter>>;
beforeAll(async () => {
  fake = await startFakeFrankfurter();
});
afterAll(() => fake.close());

const today = "2026-11-21";

describe("the Frankfurter rates source", () => {
  it("asks for the latest rate for today and a dated one for a past day", async () => {
    fake.fail("ok");
    expect(await fetchRate(fake.settings, { from: "EUR", to: "USD", date: today, today })).toEqual({
      rate: 1.0832,
      date: "2026-11-20",
      source: "frankfurter",
    });
    const past = await fetchRate(fake.settings, { from: "USD", to: "JPY", date: "2026-10-01", today });
    expect(past).toEqual({ rate: 149.9723, date: "2026-10-01", source: "frankfurter" });
    expect(fake.requests.slice(-2)).toEqual(["GET /v1/latest?from=EUR&to=USD", "GET /v1/2026-10-01?from=USD&to=JPY"]);
  });

  it("names the rate field in every failure: unpublished (400), down, slow or garbled (503)", async () => {
    const failure = async () => {
      try {
        await fetchRate({ ...fake.settings, timeoutMs: 150 }, { from: "XAF", to: "USD", date: today, today });
      } catch (error) {
        return error as AppError;
      }
      throw new Error("expected a failure");
    };
    fake.fail("ok");
    expect(await failure()).toMatchObject({
      code: "VALIDATION",
      fields: { exchangeRate: expect.stringContaining("does not publish") },
    });
    for (const mode of ["down", "slow", "garbage"] as const) {
      fake.fail(mode, 600);
      const error = await failure();
      expect(error, mode).toBeInstanceOf(AppError);
      expect(error.code, mode).toBe("UNAVAILABLE");
      expect(error.fields?.exchangeRate, mode).toMatch(/enter the rate$/);
    }
    fake.fail("ok");
  });

  it("is configured by EXCHANGE_RATES_URL, off without it, and refuses a non-http address", () => {
    expect(exchangeRatesFromEnv({})).toBeNull();
    expect(exchangeRatesFromEnv({ EXCHANGE_RATES_URL: "https://api.frankfurter.dev/v1/" })).toEqual({
      url: "https://api.frankfurter.dev/v1",
      timeoutMs: 5000,
    });
    expect(() => exchangeRatesFromEnv({ EXCHANGE_RATES_URL: "ftp://x" })).toThrow(/EXCHANGE_RATES_URL/);
  });
});

import { describe, expect, it } from "vitest";
import { centsFromStripe, stripeAmount } from "./stripe-amounts";

describe("amounts in Stripe's minor units (qa14 F4)", () => {
  it("sends yen as yen, dinars in fils (a multiple of 10) and dollars in cents", () => {
    expect(stripeAmount(300_000, "JPY")).toBe(3000);
    expect(stripeAmount(1234, "KWD")).toBe(12_340);
    expect(stripeAmount(48_000, "usd")).toBe(48_000);
    expect(centsFromStripe(3000, "jpy")).toBe(300_000);
    expect(centsFromStripe(12_340, "KWD")).toBe(1234);
    expect(centsFromStripe(48_000, "USD")).toBe(48_000);
  });

  it("refuses a fraction of a yen rather than charging a rounded amount", () => {
    expect(() => stripeAmount(316_650, "JPY")).toThrow(/whole/);
  });
});

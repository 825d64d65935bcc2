// Settings read from the environment (server/config.ts): a number setting that is not a whole number
// stops the server at start-up, naming it; none silently turns a protection off (qa13 F6).
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("number settings", () => {
  it("take whole numbers and fall back to their defaults when unset", () => {
    const config = loadConfig({ SIGNIN_RATE_LIMIT: "45", SIGNIN_LOCKOUT_MAX_MINUTES: "30" });
    expect(config.rateLimits.signIn.limit).toBe(45);
    expect(config.lockout.maxLockMs).toBe(30 * 60_000);
    const defaults = loadConfig({});
    expect(defaults.rateLimits.signIn.limit).toBe(30);
    expect(defaults.rateLimits.signUp.limit).toBe(10);
    expect(defaults.rateLimits.support.limit).toBe(5);
    expect(defaults.lockout.threshold).toBe(10);
  });

  it("refuse anything else by name, rather than turning the limit off", () => {
    for (const name of [
      "SIGNIN_RATE_LIMIT",
      "SIGNUP_RATE_LIMIT",
      "SUPPORT_RATE_LIMIT",
      "SIGNIN_LOCKOUT_THRESHOLD",
      "SIGNIN_LOCKOUT_MAX_MINUTES",
    ]) {
      for (const value of ["abc", "0", "-3", "2.5"]) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`^${name} must be a whole number of at least 1 \\(got "${value.replace(".", "\\.")}"\\)$`),
        );
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { greetingFor } from "./greeting";

describe("greetingFor", () => {
  it("greets by the hour of the owner's clock, with the spec's fallback name", () => {
    const at = new Date("2026-11-22T22:57:00Z");
    expect(greetingFor("Olive", "UTC", at)).toBe("Good evening, Olive");
    expect(greetingFor("Olive", "America/New_York", at)).toBe("Good afternoon, Olive");
    expect(greetingFor("Olive", "Asia/Tokyo", at)).toBe("Good morning, Olive");
    expect(greetingFor(null, "Asia/Tokyo", at)).toBe("Good morning, Entrepreneur");
    expect(greetingFor("  ", "Not/AZone", new Date("2026-11-22T09:00:00Z"))).toBe("Good morning, Entrepreneur");
  });
});

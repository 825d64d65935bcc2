import { describe, expect, it } from "vitest";
import { instantOf } from "./schedule-design";

describe("a local date and time in the owner's zone, as an instant", () => {
  it("follows each zone's offset, on both sides of a daylight-saving change", () => {
    expect(instantOf("2026-03-28", "09:00", "Europe/Paris").toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(instantOf("2026-03-29", "09:00", "Europe/Paris").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(instantOf("2026-11-23", "09:00", "America/New_York").toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(instantOf("2026-07-01", "09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(instantOf("2026-12-31", "23:30", "Asia/Kolkata").toISOString()).toBe("2026-12-31T18:00:00.000Z");
    expect(instantOf("2026-06-15", "00:00", "UTC").toISOString()).toBe("2026-06-15T00:00:00.000Z");
  });

  it("moves a time that does not exist (the spring-forward gap) to the hour after", () => {
    // 02:30 on 8 March 2026 never happens in New York; it is read as 03:30 EDT.
    expect(instantOf("2026-03-08", "02:30", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
});

describe("an ambiguous time (the autumn overlap)", () => {
  it("is the earlier of the two", () => {
    // 01:30 on 1 November 2026 happens twice in New York: first in EDT (05:30Z), then in EST.
    expect(instantOf("2026-11-01", "01:30", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { greetingChangesAt, greetingFor } from "./greeting";

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

describe("greetingChangesAt", () => {
  it("is the owner's next noon, six or midnight", () => {
    const at = new Date("2026-11-22T22:57:00Z");
    // Tokyo (UTC+9): 07:57 on the 23rd, so noon there.
    expect(new Date(greetingChangesAt("Asia/Tokyo", at)).toISOString()).toBe("2026-11-23T03:00:00.000Z");
    // New York (UTC−5): 17:57, so six there.
    expect(new Date(greetingChangesAt("America/New_York", at)).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    // UTC: 22:57, so midnight, the next day.
    expect(new Date(greetingChangesAt("UTC", at)).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("follows a daylight-saving change, and keeps nothing for a zone it cannot read", () => {
    // Paris leaves summer time on 25 Oct 2026 at 03:00: the midnight after is at 23:00 UTC, not 22:00.
    expect(new Date(greetingChangesAt("Europe/Paris", new Date("2026-10-25T19:00:00Z"))).toISOString()).toBe(
      "2026-10-25T23:00:00.000Z",
    );
    const now = new Date("2026-11-22T09:00:00Z");
    expect(greetingChangesAt("Not/AZone", now)).toBe(now.getTime());
  });

  it("agrees with the greeting: the same just before, another just after", () => {
    for (const zone of ["UTC", "Asia/Kolkata", "America/St_Johns", "Pacific/Kiritimati", "Europe/Paris"]) {
      for (let h = 0; h < 48; h += 5) {
        const now = new Date(Date.UTC(2026, 2, 28, h, 17));
        const until = greetingChangesAt(zone, now);
        expect(greetingFor("A", zone, new Date(until - 1))).toBe(greetingFor("A", zone, now));
        expect(greetingFor("A", zone, new Date(until))).not.toBe(greetingFor("A", zone, now));
      }
    }
  });
});

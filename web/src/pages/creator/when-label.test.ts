import { describe, expect, it } from "vitest";
import { whenLabel } from "./schedule-data";

describe("whenLabel", () => {
  it("leaves this year's posts without a year", () => {
    expect(whenLabel({ scheduledDate: "2026-11-25", scheduledTime: "09:30" }, 2026)).toBe("Wed, Nov 25 · 9:30 AM");
  });

  it("writes the year of a post in another year, so next year's do not read as this year's", () => {
    expect(whenLabel({ scheduledDate: "2027-11-07", scheduledTime: "13:05" }, 2026)).toBe("Sun, Nov 7, 2027 · 1:05 PM");
  });
});

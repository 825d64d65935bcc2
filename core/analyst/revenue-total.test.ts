import { describe, expect, it } from "vitest";
import { revenueTotals } from "./revenue-total";

describe("revenueTotals", () => {
  it("adds the months in cents and keeps the earlier of two best months", () => {
    const months = [
      { month: "2026-09", cents: 10 },
      { month: "2026-10", cents: 20 },
      { month: "2026-11", cents: 20 },
    ];
    expect(revenueTotals(months)).toEqual({ totalCents: 50, best: { month: "2026-10", cents: 20 } });
  });

  it("has no best month when nothing was received", () => {
    expect(revenueTotals([{ month: "2026-11", cents: 0 }])).toEqual({ totalCents: 0, best: null });
    expect(revenueTotals([])).toEqual({ totalCents: 0, best: null });
  });
});

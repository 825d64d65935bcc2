import { describe, expect, it } from "vitest";
import { offlineInsight, type OverdueReading } from "./insight-offline";
import type { FocusState } from "./state";

const move = { title: "Chase INV-1", urgencyReason: "9 days late", description: "", kind: "invoice" };

function state(overrides: Partial<Record<keyof FocusState, unknown>>): FocusState {
  return { top: [move], idleClients: 0, ...overrides } as unknown as FocusState;
}
const overdue = (count: number, total: string, currency = "USD"): OverdueReading => ({
  overdue: { count, total },
  currency,
});

describe("the offline insight", () => {
  it("names the summary's overdue count and total, sent or not (qa10 F4)", () => {
    const text = offlineInsight(state({}), overdue(7, "4200.00"));
    expect(text).toContain("7 invoices are overdue, $4,200 in all.");
    expect(text).not.toContain("sent invoices");
    expect(offlineInsight(state({}), overdue(3, "1250.50", "EUR"))).toContain(
      "3 invoices are overdue, €1,250.50 in all.",
    );
  });

  it("names the second move when fewer than two invoices are overdue", () => {
    const text = offlineInsight(state({ top: [move, { ...move, title: "Send INV-2" }] }), overdue(1, "10.00"));
    expect(text).toBe('Start with "Chase INV-1": 9 days late. Then: send INV-2.');
  });

  it("never lowers a currency at the start of the reason: R$900, KWD 1,234.560, CA$120", () => {
    for (const amount of ["R$900,000", "KWD 1,234.560", "CA$120", "A$80", "MX$45"]) {
      const first = { ...move, urgencyReason: `${amount} for Globex Corporation, 9 days late` };
      expect(offlineInsight(state({ top: [first] }), overdue(1, "10.00"))).toContain(`: ${amount} for Globex`);
    }
    const due = { ...move, urgencyReason: "Due today" };
    expect(offlineInsight(state({ top: [due] }), overdue(1, "10.00"))).toContain(": due today.");
  });
});

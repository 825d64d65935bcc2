import { describe, expect, it } from "vitest";
import { offlineInsight } from "./insight-offline";
import type { FocusState } from "./state";

const move = { title: "Chase INV-1", urgencyReason: "9 days late", description: "", kind: "invoice" };

function state(overrides: Partial<FocusState>): FocusState {
  return {
    top: [move],
    overdueInvoices: 0,
    overdueCents: 0,
    currency: "USD",
    idleClients: 0,
    ...overrides,
  } as FocusState;
}

describe("the offline insight", () => {
  it("says the overdue count is of sent invoices, the ones the engine chases (qa13 F4)", () => {
    const text = offlineInsight(state({ overdueInvoices: 7, overdueCents: 420_000 }));
    expect(text).toContain("7 sent invoices are overdue, $4,200 in all.");
  });

  it("names the second move when fewer than two invoices are overdue", () => {
    const text = offlineInsight(state({ top: [move, { ...move, title: "Send INV-2" }] as FocusState["top"] }));
    expect(text).toBe('Start with "Chase INV-1": 9 days late. Then: send INV-2.');
  });
});

import { describe, expect, it } from "vitest";
import { confirmationWords, nudgeLabel, nudgeTargetOf } from "./nudge";

describe("nudgeLabel", () => {
  it("names the action after the alert type (spec 000 §4.3)", () => {
    expect(nudgeLabel("overdue_invoice")).toBe("Send Reminder");
    expect(nudgeLabel("idle_client")).toBe("Follow Up");
    expect(nudgeLabel("something_else")).toBe("Take Action");
  });
});

describe("nudgeTargetOf", () => {
  it("reads a move's nudge action as the alert it stands for", () => {
    expect(nudgeTargetOf({ type: "nudge_invoice", invoiceId: "i1", invoiceNumber: "INV-1" })).toEqual({
      type: "overdue_invoice",
      invoiceId: "i1",
    });
    expect(nudgeTargetOf({ type: "nudge_client", clientId: "c1" })).toEqual({ type: "idle_client", clientId: "c1" });
    expect(nudgeTargetOf({ type: "invoice_unbilled", clientId: "c1", clientName: "Acme" })).toEqual({
      type: "invoice_unbilled",
      clientId: "c1",
    });
    expect(nudgeLabel("invoice_unbilled")).toBe("Create Invoice");
    // A quote unanswered a week: the follow-up route of decision 327 (decision 325).
    expect(nudgeTargetOf({ type: "follow_up_quote", quoteId: "q1", quoteNumber: "Q-0001" })).toEqual({
      type: "follow_up_quote",
      quoteId: "q1",
    });
    expect(nudgeLabel("follow_up_quote")).toBe("Follow Up Quote");
    expect(nudgeTargetOf({ type: "open", href: "/content" })).toBeNull();
    expect(nudgeTargetOf(null)).toBeNull();
  });
});

describe("confirmationWords", () => {
  it("asks to send an invoice again (already emailed, or it may have been sent), not about a reminder", () => {
    // The dashboard's check move for an invoice that may have been sent sends through the same 409 question.
    expect(confirmationWords({ type: "send_invoice" })).toEqual({
      title: "Send this invoice again?",
      altText: "Send the invoice again",
    });
    expect(confirmationWords({ type: "overdue_invoice" }).title).toBe("A reminder went out recently");
  });
});

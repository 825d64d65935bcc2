import { describe, expect, it } from "vitest";
import { allowedNumbers, numbersIn, ungroundedNumbers, withoutNumbering } from "./grounding";

describe("grounding a model's answer in the figures", () => {
  const figures = {
    overdue: 4250.5,
    overdueInvoices: 3,
    averageDaysToPay: 18.4,
    today: "2026-11-21",
    shares: [1, 3, 7],
  };
  const allowed = allowedNumbers(figures);

  it("reads numbers as people write them", () => {
    expect(numbersIn("$4,250.50 across 3 invoices (35%), 18 days")).toEqual([4250.5, 3, 35, 18]);
  });

  it("accepts the figures' own numbers, as written or rounded", () => {
    expect(
      ungroundedNumbers(
        ["Collect $4,250.50 from 3 clients", "about $4,251", "paid in 18 days, 18.4 on average"],
        allowed,
      ),
    ).toEqual([]);
    expect(ungroundedNumbers(["Remind at 1, 3 and 7 days late, before 2026-11-21"], allowed)).toEqual([]);
  });

  it("names every number the figures do not contain", () => {
    expect(ungroundedNumbers(["Raise prices by 15% to earn $9,000 more", "in 3 steps"], allowed)).toEqual([15, 9000]);
  });

  it("drops a step's numbering, which is not a figure", () => {
    expect(withoutNumbering("1. Send the reminder")).toBe("Send the reminder");
    expect(withoutNumbering("Step 2) Call them")).toBe("Call them");
    expect(withoutNumbering("3 clients to call")).toBe("3 clients to call");
  });
});

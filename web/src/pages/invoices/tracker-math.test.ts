import { describe, expect, it } from "vitest";
import { groupByDueDate } from "./tracker-math";

describe("groupByDueDate", () => {
  it("groups by day in ascending order and keeps the given order within a day", () => {
    const groups = groupByDueDate([
      { dueDate: "2026-03-05", id: "a" },
      { dueDate: "2026-01-20", id: "b" },
      { dueDate: "2026-03-05", id: "c" },
    ]);
    expect(groups.map((g) => g.date)).toEqual(["2026-01-20", "2026-03-05"]);
    expect(groups[1].invoices.map((i) => i.id)).toEqual(["a", "c"]);
  });
});

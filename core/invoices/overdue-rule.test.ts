import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { INVOICE_STATUSES } from "./schemas";
import { effectiveStatus, isOverdue, overdueSql } from "./status";

// The one "overdue" rule: the SQL every query reads (overdueSql) and the function every view reads
// (isOverdue, effectiveStatus) say the same for every stored status and due date around today.
describe("the overdue rule", () => {
  const today = "2026-11-21";
  const cases = INVOICE_STATUSES.flatMap((status) =>
    ["2026-11-20", today, "2026-11-22"].map((dueDate) => ({ status, dueDate })),
  );

  it("is the same in SQL and in TypeScript", () => {
    const db = new Database(":memory:");
    const sql = (alias: string, param: string) =>
      db.prepare<Record<string, string>, { late: number }>(
        `select ${overdueSql(alias, param)} as late from (select @status as status, @dueDate as due_date) ${alias}`,
      );
    const plain = sql("", "@today");
    const aliased = sql("i", "@t");
    for (const c of cases) {
      const expected = isOverdue(c.status, c.dueDate, today);
      expect(Boolean(plain.get({ ...c, today })!.late), `${c.status} due ${c.dueDate}`).toBe(expected);
      expect(Boolean(aliased.get({ ...c, t: today })!.late)).toBe(expected);
      expect(effectiveStatus(c.status, c.dueDate, today) === "overdue").toBe(expected);
    }
    db.close();
  });

  it("is marked overdue, or awaiting with a due date before today", () => {
    const late = cases.filter((c) => isOverdue(c.status, c.dueDate, today));
    expect(late).toEqual([
      { status: "pending", dueDate: "2026-11-20" },
      { status: "overdue", dueDate: "2026-11-20" },
      { status: "overdue", dueDate: today },
      { status: "overdue", dueDate: "2026-11-22" },
    ]);
  });

  it("is written as the queries wrote it (status, then due date), so their plans do not change", () => {
    expect(overdueSql("i")).toBe("(i.status = 'overdue' or (i.status = 'pending' and i.due_date < @today))");
  });
});

// The paging contract on GET /api/tasks: filters (completed, category, due dates), sorts and search.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

type Task = { id: string; title: string; completed: boolean; category: string; dueDate: string | null };

describe("GET /api/tasks pages", () => {
  async function owner(t: ReturnType<typeof makeTestApp>) {
    const o = await t.signUp();
    for (let i = 0; i < 60; i++) {
      factories.task(t.db, o.user.id, {
        title: `Task ${String(i).padStart(2, "0")}${i % 10 === 0 ? " invoice follow-up" : ""}`,
        category: i % 2 ? "Sales" : "Admin",
        completed: i % 3 === 0,
        completedAt: i % 3 === 0 ? new Date(Date.UTC(2026, 10, 1) + i * 3_600_000) : null,
        dueDate: i % 4 === 0 ? null : `2026-12-${String((i % 28) + 1).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000),
      });
    }
    return o;
  }

  it("pages newest first by default with the total", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const first = await t.call("GET", "/api/tasks?limit=25", { cookie });
    expect(first.headers.get("x-total-count")).toBe("60");
    expect(first.json[0].title).toBe("Task 59");
    const link = /<([^>]+)>/.exec(first.headers.get("link")!)![1];
    const second = await t.call("GET", link, { cookie });
    expect(second.json[0].title).toBe("Task 34");
    expect(second.json).toHaveLength(25);
  });

  it("lists the completed ones, most recently finished first", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.call("GET", "/api/tasks?completed=true&sort=-completedAt&limit=5", { cookie });
    expect(res.headers.get("x-total-count")).toBe("20");
    expect(res.json.map((x: Task) => x.title)).toEqual(["Task 57", "Task 54", "Task 51", "Task 48", "Task 45"]);
    expect(res.json.every((x: Task) => x.completed)).toBe(true);
  });

  it("filters by category and due dates, sorts by due date with undated last, and searches titles", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const sales = await t.call("GET", "/api/tasks?category=Sales&completed=false&limit=200", { cookie });
    expect(sales.json.every((x: Task) => x.category === "Sales" && !x.completed)).toBe(true);
    expect(sales.headers.get("x-total-count")).toBe(String(sales.json.length));

    const due = await t.call("GET", "/api/tasks?dueFrom=2026-12-05&dueTo=2026-12-07&sort=dueDate", { cookie });
    expect(due.json.map((x: Task) => x.dueDate)).toEqual([...due.json.map((x: Task) => x.dueDate)].sort());
    expect(due.json.every((x: Task) => x.dueDate! >= "2026-12-05" && x.dueDate! <= "2026-12-07")).toBe(true);

    const byDue: Task[] = [];
    let next: string | null = "/api/tasks?sort=dueDate&limit=16";
    while (next) {
      const res = await t.call("GET", next, { cookie });
      byDue.push(...res.json);
      next = /<([^>]+)>/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
    }
    expect(byDue).toHaveLength(60);
    const firstUndated = byDue.findIndex((x) => x.dueDate === null);
    expect(byDue.slice(firstUndated).every((x) => x.dueDate === null)).toBe(true);

    const search = await t.call("GET", "/api/tasks?q=follow-up", { cookie });
    expect(search.json.map((x: Task) => x.title)).toEqual([
      "Task 50 invoice follow-up",
      "Task 40 invoice follow-up",
      "Task 30 invoice follow-up",
      "Task 20 invoice follow-up",
      "Task 10 invoice follow-up",
      "Task 00 invoice follow-up",
    ]);
  });

  it.each([
    ["completed=maybe", "completed", "Completed must be true or false"],
    ["dueFrom=tomorrow", "dueFrom", "dueFrom must be a date (YYYY-MM-DD)"],
    ["sort=priority", "sort", "Sort by one of: createdAt, -createdAt, dueDate, -dueDate, completedAt, -completedAt"],
    ["limit=201", "limit", "Limit must be a whole number from 1 to 200"],
  ])("answers %s with 400 naming the field", async (query, field, message) => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", `/api/tasks?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ [field]: message });
  });
});

// GET /api/tasks/prioritized under the paging contract: pages of the ranking, filters, search.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

type Move = { id: string; title: string; category: string; priorityScore: number };

async function busyOwner() {
  const t = makeTestApp();
  const owner = await t.signUp();
  for (let i = 0; i < 70; i++) {
    factories.task(t.db, owner.user.id, {
      title: `Task ${i}${i === 42 ? " call the bank" : ""}`,
      category: i % 2 ? "Sales" : "Admin",
      priority: ["low", "medium", "high"][i % 3],
      dueDate: `2026-11-${String((i % 9) + 21).padStart(2, "0")}`,
    });
  }
  return { t, owner };
}

describe("GET /api/tasks/prioritized pages", () => {
  it("answers 50 moves by default, then the rest after the cursor, in one ranking", async () => {
    const { t, owner } = await busyOwner();
    const first = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(first.json.prioritizedTasks).toHaveLength(50);
    expect(first.json.summary).toMatchObject({
      total: 70,
      categories: [
        { category: "Admin", count: 35 },
        { category: "Sales", count: 35 },
      ],
    });
    expect(first.headers.get("x-total-count")).toBe("70");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link")!)![1];
    const second = await t.call("GET", next, { cookie: owner.cookie });
    expect(second.json.prioritizedTasks).toHaveLength(20);
    expect(second.headers.get("link")).toBeNull();
    const all: Move[] = [...first.json.prioritizedTasks, ...second.json.prioritizedTasks];
    expect(new Set(all.map((m) => m.id)).size).toBe(70);
    const scores = all.map((m) => m.priorityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("filters by category and searches, counting what matches", async () => {
    const { t, owner } = await busyOwner();
    const sales = await t.call("GET", "/api/tasks/prioritized?category=Sales&limit=200", { cookie: owner.cookie });
    expect(sales.json.prioritizedTasks.every((m: Move) => m.category === "Sales")).toBe(true);
    expect(sales.headers.get("x-total-count")).toBe("35");
    expect(sales.json.summary.total).toBe(70);
    const bank = await t.call("GET", "/api/tasks/prioritized?q=BANK", { cookie: owner.cookie });
    expect(bank.json.prioritizedTasks.map((m: Move) => m.title)).toEqual(["Task 42 call the bank"]);
  });

  it("refuses bad paging input and a cursor of another search", async () => {
    const { t, owner } = await busyOwner();
    const bad = await t.call("GET", "/api/tasks/prioritized?limit=1000", { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ limit: "Limit must be a whole number from 1 to 200" });
    const first = await t.call("GET", "/api/tasks/prioritized?limit=5", { cookie: owner.cookie });
    const cursor = /cursor=([^&>]+)/.exec(first.headers.get("link")!)![1];
    const moved = await t.call("GET", `/api/tasks/prioritized?limit=5&category=Sales&cursor=${cursor}`, {
      cookie: owner.cookie,
    });
    expect(moved.status).toBe(400);
    expect(moved.json.fields).toEqual({ cursor: "Invalid cursor: start again from the first page" });
    const stranger = await t.signUp();
    expect(
      (await t.call("GET", `/api/tasks/prioritized?limit=5&cursor=${cursor}`, { cookie: stranger.cookie })).status,
    ).toBe(400);
  });
});

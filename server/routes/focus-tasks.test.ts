import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tasks } from "@core/db";
import { makeTestApp } from "../../test/app";
import { business } from "../../test/focus-owner";

describe("tasks", () => {
  it("creates with the spec's messages, completes and deletes", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const bad = await t.call("POST", "/api/tasks", { cookie, body: { title: "", category: "", estimatedTime: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      title: "Title is required",
      category: "Category is required",
      estimatedTime: "Estimated time must be at least 1 minute",
    });
    const created = await t.call("POST", "/api/tasks", {
      cookie,
      body: {
        title: "Send proposal to Globex",
        category: "Sales",
        priority: "high",
        dueDate: "2026-11-21",
        businessImpact: "$3,000 project",
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ priority: "high", estimatedTime: 15, completed: false });
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(moves[0]).toMatchObject({
      id: created.json.id,
      revenueImpact: 3000,
      urgencyReason: "Due today; high priority; $3,000 project",
    });

    const done = await t.call("PUT", `/api/tasks/${created.json.id}`, { cookie, body: { completed: true } });
    expect(done.json).toMatchObject({
      completed: true,
      completedAt: "2026-11-21T09:00:00.000Z",
      title: "Send proposal to Globex",
    });
    const left = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(left.filter((m: { kind: string }) => m.kind === "task")).toEqual([]);
    expect((await t.call("DELETE", `/api/tasks/${created.json.id}`, { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/tasks", { cookie })).json).toEqual([]);
  });

  it("marks a derived move done for today only", async () => {
    const { t, owner, overdue } = await business();
    const id = `invoice:${overdue.id}`;
    const res = await t.call("PUT", `/api/tasks/${id}`, { cookie: owner.cookie, body: { completed: true } });
    expect(res.status).toBe(200);
    const ids = () =>
      t
        .call("GET", "/api/tasks/prioritized", { cookie: owner.cookie })
        .then((r) => r.json.prioritizedTasks.map((m: { id: string }) => m.id));
    expect(await ids()).not.toContain(id);
    expect(
      t.db
        .select()
        .from(tasks)
        .where(eq(tasks.sourceKey, `${id}@2026-11-21`))
        .get(),
    ).toMatchObject({ completed: true, aiGenerated: true });
    t.clock.advanceDays(1);
    expect(await ids()).toContain(id);
    expect((await t.call("PUT", `/api/tasks/${id}`, { cookie: owner.cookie, body: { completed: false } })).status).toBe(
      400,
    );
  });

  it("answers 404 for unknown and foreign tasks", async () => {
    const t = makeTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const task = (
      await t.call("POST", "/api/tasks", { cookie: alice.cookie, body: { title: "Mine", category: "Admin" } })
    ).json;
    expect(
      (await t.call("PUT", `/api/tasks/${task.id}`, { cookie: bob.cookie, body: { completed: true } })).status,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/tasks/${task.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (await t.call("PUT", `/api/tasks/invoice:nope`, { cookie: bob.cookie, body: { completed: true } })).status,
    ).toBe(404);
    expect(t.db.select().from(tasks).get()!.completed).toBe(false);
  });
});

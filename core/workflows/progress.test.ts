import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tasks, workflows } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { statusAfterSteps, workflowProgress } from "./progress";

describe("a workflow's progress", () => {
  it("is completed steps over steps, rounded; 0 without steps", () => {
    expect(workflowProgress(1, 3)).toBe(33);
    expect(workflowProgress(2, 3)).toBe(67);
    expect(workflowProgress(0, 0)).toBe(0);
    expect(workflowProgress(5, 5)).toBe(100);
    expect(statusAfterSteps("active", 3, 3)).toBe("completed");
    expect(statusAfterSteps("paused", 3, 3)).toBe("paused");
    expect(statusAfterSteps("completed", 2, 3)).toBe("active");
  });

  it("is what the database keeps, whatever steps are added, completed, reopened, moved or deleted", () => {
    const t = makeTestApp();
    const owner = factories.user(t.db);
    const flows = [0, 1, 2].map((i) => factories.workflow(t.db, owner.id, { title: `W${i}` }));
    type Op = { kind: "add" | "toggle" | "move" | "delete" | "status"; pick: number; target: number; status: string };
    const op = fc.record({
      kind: fc.constantFrom("add", "add", "toggle", "toggle", "move", "delete", "status"),
      pick: fc.nat(1000),
      target: fc.nat(2),
      status: fc.constantFrom("paused", "pending"),
    }) as fc.Arbitrary<Op>;
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        for (const o of ops) {
          const all = t.db.select().from(tasks).all();
          const one = all.length ? all[o.pick % all.length] : null;
          if (o.kind === "add" || !one)
            factories.task(t.db, owner.id, { workflowId: flows[o.target].id, completed: o.pick % 3 === 0 });
          else if (o.kind === "toggle")
            t.db.update(tasks).set({ completed: !one.completed }).where(eq(tasks.id, one.id)).run();
          else if (o.kind === "move")
            t.db.update(tasks).set({ workflowId: flows[o.target].id }).where(eq(tasks.id, one.id)).run();
          else if (o.kind === "delete") t.db.delete(tasks).where(eq(tasks.id, one.id)).run();
          else t.db.update(workflows).set({ status: o.status }).where(eq(workflows.id, flows[o.target].id)).run();
        }
        const steps = t.db.select().from(tasks).all();
        for (const wf of t.db.select().from(workflows).all()) {
          const mine = steps.filter((s) => s.workflowId === wf.id);
          const done = mine.filter((s) => s.completed).length;
          expect(wf.progress).toBe(workflowProgress(done, mine.length));
          // A workflow is completed exactly when it has steps and all are done (unless paused or pending).
          if (wf.status === "completed") expect(mine.length > 0 && done === mine.length).toBe(true);
          if (wf.status === "active") expect(mine.length > 0 && done === mine.length).toBe(false);
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe("the examples", () => {
  it("list their titles in one place", async () => {
    const { EXAMPLE_TITLES, exampleWorkflows } = await import("./examples");
    const examples = exampleWorkflows({
      currency: "USD",
      overdueCents: 0,
      overdueCount: 0,
      averageInvoiceCents: 0,
      quietClients: 0,
      remindersOn: true,
    });
    expect(examples.map((e) => e.title)).toEqual([...EXAMPLE_TITLES]);
    expect(new Set(examples.map((e) => e.key)).size).toBe(8);
  });
});

import { describe, expect, it } from "vitest";
import { tasks, workflows } from "@core/db";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

type Step = { id: string; title: string; completed: boolean; dueDate: string | null; workflowId: string };

async function withExamples() {
  const t = makeTestApp();
  const owner = await t.signUp();
  const added = await t.call("POST", "/api/workflows/examples", { cookie: owner.cookie });
  return { t, ...owner, added };
}

describe("workflows", () => {
  it("creates, edits, pauses and activates a workflow with the spec's schema", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/workflows", {
      cookie,
      body: { title: "Launch the podcast", category: "growth", estimatedDuration: 45, targetOutcome: "10 episodes" },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: "Launch the podcast",
      category: "growth",
      status: "active",
      progress: 0,
      estimatedDuration: 45,
      steps: { total: 0, completed: 0, delegated: 0 },
      nextStep: null,
    });
    const id = created.json.id;
    const paused = await t.call("PUT", `/api/workflows/${id}`, { cookie, body: { status: "paused" } });
    expect(paused.json.status).toBe("paused");
    const active = await t.call("PUT", `/api/workflows/${id}`, {
      cookie,
      body: { status: "active", title: "Podcast" },
    });
    expect(active.json).toMatchObject({ status: "active", title: "Podcast", targetOutcome: "10 episodes" });
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const bad = await t.call("POST", "/api/workflows", {
      cookie,
      body: { title: " ", category: "fun", estimatedDuration: 366 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      title: "Workflow title is required",
      category: "Category must be growth, efficiency, client-retention or revenue",
      estimatedDuration: "Estimated duration must be from 1 to 365 days",
    });
    expect(
      (
        await t.call("POST", "/api/workflows", {
          cookie,
          body: { title: "x", category: "growth", estimatedDuration: 0 },
        })
      ).json.fields,
    ).toEqual({
      estimatedDuration: "Estimated duration must be from 1 to 365 days",
    });
    expect(t.db.select().from(workflows).all()).toHaveLength(0);
    const wf = (await t.call("POST", "/api/workflows", { cookie, body: { title: "Ok", category: "revenue" } })).json;
    const typed = await t.call("PUT", `/api/workflows/${wf.id}`, { cookie, body: { progress: 80 } });
    expect(typed.status).toBe(400);
    expect(typed.json.fields.progress).toMatch(/computed from the workflow's steps/);
    const done = await t.call("PUT", `/api/workflows/${wf.id}`, { cookie, body: { status: "completed" } });
    expect(done.status).toBe(400);
    expect(done.json.fields.status).toBe("A workflow completes by itself when its last step is done");
    expect((await t.call("PUT", `/api/workflows/${wf.id}`, { cookie, body: {} })).status).toBe(400);
  });

  it("adds the 8 examples with real steps once, in order", async () => {
    const { t, cookie, added } = await withExamples();
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      created: 8,
      message: "8 strategic workflows have been added to help guide your business growth!",
    });
    const list = await t.call("GET", "/api/workflows", { cookie });
    expect(list.headers.get("X-Total-Count")).toBe("8");
    expect(list.json.slice(0, 5).map((w: { title: string }) => w.title)).toEqual([
      "Increase monthly revenue by 25%",
      "Automate client onboarding",
      "Build personal brand on LinkedIn",
      "Implement client retention program",
      "Launch premium service package",
    ]);
    for (const wf of list.json) {
      expect(wf.steps.total).toBeGreaterThanOrEqual(3);
      expect(wf.progress).toBe(0);
      expect(wf.nextStep).not.toBeNull();
      expect(wf.estimatedDuration).toBeGreaterThan(0);
    }
    // Steps fall due across the workflow's duration, starting after today.
    const steps = (await t.call("GET", `/api/workflows/${list.json[0].id}/steps`, { cookie })).json as Step[];
    expect(steps.map((s) => s.dueDate)).toEqual([...steps.map((s) => s.dueDate)].sort());
    expect(steps[0].dueDate! > "2026-11-21").toBe(true);
    expect(steps[steps.length - 1].dueDate).toBe("2027-02-19");

    const again = await t.call("POST", "/api/workflows/examples", { cookie });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: 0, message: "All 8 example workflows are already in your account." });
    expect(t.db.select().from(workflows).all()).toHaveLength(8);
    // One deleted comes back, alone.
    await t.call("DELETE", `/api/workflows/${list.json[2].id}`, { cookie });
    const back = await t.call("POST", "/api/workflows/examples", { cookie });
    expect(back.json.created).toBe(1);
    expect(back.json.workflows[0].title).toBe("Build personal brand on LinkedIn");
  });

  it("quotes the owner's own figures in the examples' steps", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "a@acme.test" } }))
      .json;
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "2400", dueDate: "2026-11-01" },
    });
    await t.call("POST", "/api/workflows/examples", { cookie });
    const chase = t.db
      .select()
      .from(tasks)
      .all()
      .find((s) => s.title === "Chase every overdue invoice")!;
    expect(chase.businessImpact).toBe("$2,400 overdue right now");
  });

  it("moves progress as steps are completed, and completes the workflow with its last step", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const wf = (
      await t.call("POST", "/api/workflows", { cookie, body: { title: "Tidy the books", category: "efficiency" } })
    ).json;
    const ids: string[] = [];
    for (const [i, title] of ["Export bank statements", "Match receipts", "Send to the accountant"].entries()) {
      const res = await t.call("POST", "/api/tasks", {
        cookie,
        body: { title, category: "Finance", workflowId: wf.id, dueDate: `2026-12-0${i + 1}` },
      });
      ids.push(res.json.id);
    }
    const read = async () => (await t.call("GET", `/api/workflows/${wf.id}`, { cookie })).json;
    expect(await read()).toMatchObject({ progress: 0, steps: { total: 3, completed: 0 }, nextStep: { id: ids[0] } });
    await t.call("PUT", `/api/tasks/${ids[0]}`, { cookie, body: { completed: true } });
    expect(await read()).toMatchObject({ progress: 33, steps: { total: 3, completed: 1 }, nextStep: { id: ids[1] } });
    await t.call("PUT", `/api/tasks/${ids[1]}`, { cookie, body: { completed: true } });
    expect((await read()).progress).toBe(67);
    await t.call("PUT", `/api/tasks/${ids[2]}`, { cookie, body: { completed: true } });
    expect(await read()).toMatchObject({ progress: 100, status: "completed", nextStep: null });
    // Reopening a step reopens the workflow; Activate on a finished one leaves it completed.
    await t.call("PUT", `/api/tasks/${ids[2]}`, { cookie, body: { completed: false } });
    expect(await read()).toMatchObject({ progress: 67, status: "active" });
    await t.call("DELETE", `/api/tasks/${ids[2]}`, { cookie });
    expect(await read()).toMatchObject({ progress: 100, status: "completed" });
    expect((await t.call("PUT", `/api/workflows/${wf.id}`, { cookie, body: { status: "active" } })).json.status).toBe(
      "completed",
    );
    // The dashboard shows the same progress.
    await t.call("POST", "/api/tasks", {
      cookie,
      body: { title: "File the return", category: "Finance", workflowId: wf.id },
    });
    const dashboard = (await t.call("GET", "/api/dashboard", { cookie })).json;
    expect(dashboard.workflows.active).toEqual([{ id: wf.id, title: "Tidy the books", progress: 67 }]);
  });

  it("deletes a workflow with its open steps and keeps the completed ones as history", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const wf = (await t.call("POST", "/api/workflows", { cookie, body: { title: "Rebrand", category: "growth" } }))
      .json;
    const a = (
      await t.call("POST", "/api/tasks", {
        cookie,
        body: { title: "Pick colours", category: "Marketing", workflowId: wf.id },
      })
    ).json;
    await t.call("POST", "/api/tasks", {
      cookie,
      body: { title: "New logo", category: "Marketing", workflowId: wf.id },
    });
    await t.call("PUT", `/api/tasks/${a.id}`, { cookie, body: { completed: true } });
    const res = await t.call("DELETE", `/api/workflows/${wf.id}`, { cookie });
    expect(res.json).toEqual({ success: true, removedSteps: 1 });
    const left = t.db.select().from(tasks).all();
    expect(left.map((x) => [x.title, x.completed, x.workflowId])).toEqual([["Pick colours", true, null]]);
  });

  it("ranks the open steps of active workflows with the focus engine's own scores", async () => {
    const { t, cookie } = await withExamples();
    const list = (await t.call("GET", "/api/workflows", { cookie })).json;
    const ranked = await t.call("GET", "/api/workflows/next-steps?limit=10", { cookie });
    expect(ranked.status).toBe(200);
    const total = list.reduce((n: number, w: { steps: { total: number } }) => n + w.steps.total, 0);
    expect(ranked.headers.get("X-Total-Count")).toBe(String(total));
    expect(ranked.json).toHaveLength(10);
    // The same scores, in the same order, as the dashboard's prioritised list.
    const prioritized = (await t.call("GET", "/api/tasks/prioritized?limit=200", { cookie })).json.prioritizedTasks as {
      id: string;
      priorityScore: number;
    }[];
    const scoreOf = new Map(prioritized.map((m) => [m.id, m.priorityScore]));
    for (const step of ranked.json) expect(step.priorityScore).toBe(scoreOf.get(step.id));
    const order = prioritized.filter((m) => ranked.json.some((s: { id: string }) => s.id === m.id)).map((m) => m.id);
    expect(ranked.json.map((s: { id: string }) => s.id)).toEqual(order);
    expect(ranked.json[0]).toMatchObject({
      kind: "task",
      workflowTitle: expect.any(String),
      value: { hourlyRate: 75 },
    });

    // Every page of the ranking, then one workflow alone; a paused one leaves the list.
    const seen: string[] = [];
    let next: string | null = "/api/workflows/next-steps?limit=7";
    while (next) {
      const page = await t.call("GET", next, { cookie });
      seen.push(...page.json.map((s: { id: string }) => s.id));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get("Link") ?? "")?.[1] ?? null;
    }
    expect(new Set(seen).size).toBe(total);
    const first = list[0];
    const one = await t.call("GET", `/api/workflows/next-steps?workflowId=${first.id}`, { cookie });
    expect(one.json.every((s: { workflowId: string }) => s.workflowId === first.id)).toBe(true);
    expect(one.json).toHaveLength(first.steps.total);
    await t.call("PUT", `/api/workflows/${first.id}`, { cookie, body: { status: "paused" } });
    const after = await t.call("GET", "/api/workflows/next-steps?limit=200", { cookie });
    expect(after.json.some((s: { workflowId: string }) => s.workflowId === first.id)).toBe(false);
    expect(Number(after.headers.get("X-Total-Count"))).toBe(total - first.steps.total);
  });

  it("marks high-ROI steps against the owner's hourly rate and low-value ones", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultHourlyRate: "100", defaultCurrency: "USD", paymentTerms: "30" },
    });
    const wf = (await t.call("POST", "/api/workflows", { cookie, body: { title: "Sell", category: "revenue" } })).json;
    const rich = (
      await t.call("POST", "/api/tasks", {
        cookie,
        body: {
          title: "Pitch retainer",
          category: "Sales",
          workflowId: wf.id,
          businessImpact: "$1,500 retainer",
          estimatedTime: 60,
        },
      })
    ).json;
    const thin = (
      await t.call("POST", "/api/tasks", {
        cookie,
        body: { title: "Tidy folders", category: "Admin", priority: "low", workflowId: wf.id, estimatedTime: 30 },
      })
    ).json;
    const steps = (await t.call("GET", "/api/workflows/next-steps", { cookie })).json;
    const byId = new Map(steps.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(rich.id)).toMatchObject({
      value: { dollarsPerHour: 1500, highRoi: true, lowValue: false, hourlyRate: 100 },
    });
    expect(byId.get(thin.id)).toMatchObject({ value: { dollarsPerHour: null, highRoi: false, lowValue: true } });
  });

  it("answers another owner's workflow ids with 404 and changes nothing", async () => {
    const t = makeTestApp();
    const a = await t.signUp();
    const b = await t.signUp();
    const wf = (
      await t.call("POST", "/api/workflows", { cookie: a.cookie, body: { title: "Mine", category: "growth" } })
    ).json;
    for (const [method, path, body] of [
      ["GET", `/api/workflows/${wf.id}`, undefined],
      ["PUT", `/api/workflows/${wf.id}`, { status: "paused" }],
      ["DELETE", `/api/workflows/${wf.id}`, undefined],
      ["GET", `/api/workflows/${wf.id}/steps`, undefined],
      ["GET", `/api/workflows/next-steps?workflowId=${wf.id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, { cookie: b.cookie, body });
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain("Mine");
    }
    expect(
      (
        await t.call("POST", "/api/tasks", {
          cookie: b.cookie,
          body: { title: "x", category: "Admin", workflowId: wf.id },
        })
      ).status,
    ).toBe(400);
    expect(t.db.select().from(workflows).all()[0]).toMatchObject({ title: "Mine", status: "active" });
    expect((await t.call("GET", "/api/workflows", { cookie: b.cookie })).json).toEqual([]);
    expect((await t.call("GET", "/api/workflows")).status).toBe(401);
  });

  it("keeps a step typed into the database by another writer in the progress too", () => {
    const t = makeTestApp();
    const owner = factories.user(t.db);
    const wf = factories.workflow(t.db, owner.id, { progress: 90 });
    factories.task(t.db, owner.id, { workflowId: wf.id, completed: true });
    factories.task(t.db, owner.id, { workflowId: wf.id });
    factories.task(t.db, owner.id, { workflowId: wf.id });
    expect(t.db.select().from(workflows).get()!.progress).toBe(33);
  });
});

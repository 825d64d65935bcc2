import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { modelEngine } from "@core/ai";
import { tasks, workflows } from "@core/db";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { business } from "../../test/focus-owner";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe("GET /api/tasks/prioritized", () => {
  it("lists the money moves best first with an offline insight naming names and amounts", async () => {
    const { t, owner, overdue } = await business();
    const res = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.insightSource).toBe("offline");
    expect(res.json.insight).toContain("Chase $2,400 from Acme Ltd");
    expect(res.json.insight).toContain("9 days late");
    expect(res.json.prioritizedTasks[0]).toMatchObject({
      id: `invoice:${overdue.id}`,
      automatedPriority: "critical",
      urgencyReason: "$2,400 from Acme Ltd, 9 days late",
      completed: false,
    });
    const ids = res.json.prioritizedTasks.map((m: { id: string }) => m.id);
    // The workflow's open step is a move of its own (its workflow has a next step to take).
    const step = t.db.select().from(tasks).where(eq(tasks.title, "Build the intake form")).get()!;
    expect(ids).toContain(step.id);
    expect(ids).not.toContain("workflow:" + t.db.select().from(workflows).get()!.id);
    expect(res.json.summary.total).toBe(ids.length);
    expect(res.json.summary.critical).toBeGreaterThanOrEqual(1);
  });

  it("uses the model's insight when a model is configured, and the offline one when it fails", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "m", timeoutMs: 2000 });
    const { t, owner } = await business({ ai });
    fake.reply({ content: JSON.stringify({ insight: "Call Acme Ltd today about the $2,400 that is 9 days late." }) });
    const res = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(res.json).toMatchObject({
      insightSource: "model",
      insight: "Call Acme Ltd today about the $2,400 that is 9 days late.",
    });
    expect(JSON.stringify(fake.requests[0].body)).toContain("Chase $2,400 from Acme Ltd");
    // Cached until the data changes: no second call.
    await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(fake.requests).toHaveLength(1);

    await t.call("POST", "/api/tasks", { cookie: owner.cookie, body: { title: "Call the bank", category: "Finance" } });
    fake.reply({ content: "not json at all" });
    const fallback = await t.call("GET", "/api/tasks/prioritized", { cookie: owner.cookie });
    expect(fallback.status).toBe(200);
    expect(fallback.json.insightSource).toBe("offline");
  });
});

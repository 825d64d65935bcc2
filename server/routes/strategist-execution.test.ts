import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

// qa12 F5: execution judges the work that is due, not plans for next quarter: adding the example
// workflows (steps due over the coming months) used to drop it from 80 to 14.
describe("execution and steps planned for later", () => {
  it("counts open tasks due within 2 weeks or undated, and names the ones planned later", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const task = (body: object) => t.call("POST", "/api/tasks", { cookie, body: { category: "Admin", ...body } });
    const done = (await task({ title: "Done today" })).json;
    await t.call("PUT", `/api/tasks/${done.id}`, { cookie, body: { completed: true } });
    await task({ title: "Undated" });
    const today = t.clock.now().toISOString().slice(0, 10);
    const inDays = (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await task({ title: "Due this week", dueDate: inDays(5) });
    await task({ title: "Planned for later", dueDate: inDays(40) });
    await task({ title: "Planned for much later", dueDate: inDays(90) });

    const insights = (await t.call("GET", "/api/ai-insights", { cookie })).json;
    const execution = insights.healthScore.breakdown.find((b: { key: string }) => b.key === "execution");
    // 1 done ÷ (1 done + 2 due within 2 weeks or undated) = 33; the two planned later do not count.
    expect(execution.score).toBe(33);
    expect(execution.facts[0]).toBe(
      "1 task completed in the last 30 days, 2 open and due within 2 weeks or undated (2 more planned later)",
    );
  });
});

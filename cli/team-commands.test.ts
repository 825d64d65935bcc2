import { describe, expect, it } from "vitest";
import { taskSuggestions } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { createInvoice, ownerWithClient } from "../test/owner";

async function setup() {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  await createInvoice(t, owner.cookie, { clientId: owner.client.id, amount: "2400", dueDate: "2026-11-12" });
  await t.call("POST", "/api/workflows/examples", { cookie: owner.cookie });
  return { t, owner, cli: cliHarness(t, owner.user.id) };
}

describe("microteam workflows", () => {
  it("lists the workflows with their progress, steps and next step", async () => {
    const { t, owner, cli } = await setup();
    const first = (await t.call("GET", "/api/workflows?limit=1", { cookie: owner.cookie })).json[0];
    const steps = (await t.call("GET", `/api/workflows/${first.id}/steps`, { cookie: owner.cookie })).json;
    await t.call("PUT", `/api/tasks/${steps[0].id}`, { cookie: owner.cookie, body: { completed: true } });
    const res = await cli.run(["workflows"]);
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toMatch(/███░░░░░░░ {2}25%\s+Increase monthly revenue by 25%\s+active\s+1\/4\s+Raise your rate/);
    expect(res.stdout).toContain("Their open steps, best first: microteam workflows --next");
    const json = JSON.parse((await cli.run(["--json", "workflows"])).stdout);
    expect(json).toHaveLength(8);
    expect(json[0]).toMatchObject({
      title: "Increase monthly revenue by 25%",
      progress: 25,
      steps: { total: 4, completed: 1 },
    });
  });

  it("ranks the open steps with the dashboard's scores, marks High ROI, and narrows to one workflow", async () => {
    const { cli, t, owner } = await setup();
    const res = await cli.run(["workflows", "--next", "--limit", "5"]);
    expect(res.exitCode).toBe(0);
    const lines = res.stdout.split("\n");
    expect(lines[0]).toMatch(/^Score\s+Step\s+Workflow\s+Due\s+Value\s+Id$/);
    // The steps quoting the owner's $2,400 (30 minutes) rank first: $4,800 an hour.
    expect(lines[1]).toMatch(/^\s+37\s+.*High ROI \(\$4,800\/h\)/);
    expect(res.stdout).toMatch(/Chase every overdue invoice\s+Increase monthly revenue by 25%/);
    expect(res.stdout).toMatch(/Showing 5 of 29\. Next page: microteam workflows --next --limit 5 --cursor \S+\./);
    const json = JSON.parse((await cli.run(["--json", "workflows", "--next", "--workflow", "referrals"])).stdout);
    expect(json.map((s: { workflowTitle: string }) => s.workflowTitle)).toEqual(
      Array(3).fill("Win referrals from happy clients"),
    );
    const scores = (await t.call("GET", "/api/tasks/prioritized?limit=200", { cookie: owner.cookie })).json
      .prioritizedTasks;
    for (const s of json) expect(s.priorityScore).toBe(scores.find((m: { id: string }) => m.id === s.id).priorityScore);
    const unknown = await cli.run(["workflows", "--next", "--workflow", "nothing like it"]);
    expect(unknown.exitCode).toBe(2);
  });
});

describe("microteam insights", () => {
  it("prints the health score with the numbers behind it, patterns and insights; JSON with --json", async () => {
    const { cli } = await setup();
    const res = await cli.run(["insights"]);
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toMatch(/^Business health: \d+\/100/);
    expect(res.stdout).toContain("Cash collection");
    expect(res.stdout).toContain("$2,400 overdue of $2,400 in play");
    expect(res.stdout).toContain("Collect the $2,400 that is overdue [high impact, 20 min]");
    expect(res.stdout).toContain("None. Generate some: microteam insights --generate");
    const json = JSON.parse((await cli.run(["--json", "insights"])).stdout);
    expect(Object.keys(json).sort()).toEqual(
      [
        "businessContext",
        "healthScore",
        "insights",
        "insightsGeneratedAt",
        "insightsSource",
        "suggestions",
        "today",
        "usagePatterns",
      ].sort(),
    );
  });

  it("generates suggestions after a confirmation, and lists them", async () => {
    const { t, cli } = await setup();
    const refused = await cli.run(["insights", "--generate"], { interactive: false });
    expect(refused.exitCode).toBe(2);
    expect(t.db.select().from(taskSuggestions).all()).toHaveLength(0);
    const res = await cli.run(["--yes", "insights", "--generate"]);
    expect(res.stdout).toMatch(/New business improvement suggestions are ready! \(\d+ new, from the offline engine\)/);
    expect((await cli.run(["insights"])).stdout).toContain("• Send reminders for 1 overdue invoice [high, 15 min]");
  });
});

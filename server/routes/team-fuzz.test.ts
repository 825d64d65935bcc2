import { describe, expect, it } from "vitest";
import { taskDelegations, workflows } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";

// Issue 12 "Bad input" for the Project Manager's and the Strategist's routes: 200 malformed bodies
// each, never a 5xx, never a 4xx without the {code, message} envelope.
describe("workflow, delegation and suggestion routes under malformed bodies", () => {
  it("answer every one with a 4xx envelope or a valid 2xx", async () => {
    const t = makeTestApp({
      config: { clientEmailsPerHour: 100_000, rateLimits: { delegation: { limit: 100_000, windowMs: 60_000 } } },
    });
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "a@acme.test" } }))
      .json;
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "900", dueDate: "2026-11-01" },
    });
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "400", dueDate: "2026-12-01", status: "draft" },
    });
    await t.call("POST", "/api/workflows/examples", { cookie });
    const [wf, doomed] = t.db.select().from(workflows).all();
    const steps = (await t.call("GET", `/api/workflows/${wf.id}/steps`, { cookie })).json as { id: string }[];
    await t.call("POST", `/api/tasks/${steps[1].id}/delegation`, {
      cookie,
      body: { helperName: "Sam", helperEmail: "sam@x.test" },
    });
    const token = t.db.select().from(taskDelegations).get()!.token;
    await t.call("POST", "/api/task-suggestions/generate", { cookie });
    const [s1, s2] = (await t.call("GET", "/api/task-suggestions", { cookie })).json as { id: string }[];

    const routes: { method: string; path: string; example: Record<string, any>; cookie?: string }[] = [
      {
        method: "POST",
        path: "/api/workflows",
        example: {
          title: "Launch",
          category: "growth",
          estimatedDuration: 30,
          targetOutcome: "10 leads",
          description: "d",
          status: "active",
          aiRecommendation: "r",
        },
      },
      {
        method: "PUT",
        path: `/api/workflows/${wf.id}`,
        example: { status: "paused", title: "Renamed", estimatedDuration: 12 },
      },
      { method: "DELETE", path: `/api/workflows/${doomed.id}`, example: {} },
      { method: "POST", path: "/api/workflows/examples", example: {} },
      {
        method: "POST",
        path: `/api/tasks/${steps[0].id}/delegation`,
        example: { helperName: "Ana", helperEmail: "ana@helpers.test", message: "Thanks" },
      },
      { method: "DELETE", path: `/api/tasks/${steps[0].id}/delegation`, example: {} },
      { method: "POST", path: "/api/task-suggestions/generate", example: {} },
      { method: "POST", path: `/api/task-suggestions/${s1.id}/accept`, example: {} },
      { method: "POST", path: `/api/task-suggestions/${s2.id}/dismiss`, example: {} },
      {
        method: "POST",
        path: `/api/public/delegations/${token}/complete`,
        example: { note: "Done at 3pm" },
        cookie: undefined,
      },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { cookie, ...route });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
  }, 300_000);

  it("answer bad list queries with 400 naming the parameter", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    await t.call("POST", "/api/workflows/examples", { cookie });
    for (const [path, field] of [
      ["/api/workflows?limit=abc", "limit"],
      ["/api/workflows?status=done", "status"],
      ["/api/workflows?sort=progress", "sort"],
      ["/api/workflows?cursor=forged", "cursor"],
      ["/api/workflows/next-steps?limit=0", "limit"],
      ["/api/workflows/next-steps?cursor=abc.def", "cursor"],
      ["/api/task-suggestions?status=maybe", "status"],
      ["/api/delegations?state=later", "state"],
      ["/api/delegations?limit=1000", "limit"],
    ] as const) {
      const res = await t.call("GET", path, { cookie });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.json.fields), path).toEqual([field]);
    }
    // A cursor of one list does not open another, nor another owner's.
    const page = await t.call("GET", "/api/workflows/next-steps?limit=2", { cookie });
    const cursor = new URL(`http://x${/<([^>]+)>/.exec(page.headers.get("Link")!)![1]}`).searchParams.get("cursor")!;
    expect((await t.call("GET", `/api/workflows?cursor=${cursor}`, { cookie })).status).toBe(400);
    const other = await t.signUp();
    expect((await t.call("GET", `/api/workflows/next-steps?cursor=${cursor}`, { cookie: other.cookie })).status).toBe(
      400,
    );
    expect((await t.call("GET", `/api/workflows/next-steps?limit=2&cursor=${cursor}`, { cookie })).status).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

// qa12 F12: progress is computed from steps; typing it is refused on create as on update, naming the
// field, and nothing is written.
describe("POST /api/workflows with a progress", () => {
  it("answers 400 naming progress and creates nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/workflows", {
      cookie,
      body: { title: "Grow", category: "growth", progress: 50 },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.progress).toBe("Progress is computed from the workflow's steps: complete a step to move it");
    expect((await t.call("GET", "/api/workflows", { cookie })).json).toEqual([]);
  });
});

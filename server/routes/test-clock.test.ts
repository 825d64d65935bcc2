import { describe, expect, it } from "vitest";
import { fixedClock } from "@core/clock";
import { createApp } from "../app";
import { makeTestApp } from "../../test/app";

describe("the browser tests' clock", () => {
  it("does not exist on a normal server", async () => {
    const t = makeTestApp();
    expect((await t.call("PUT", "/api/test/clock", { body: { now: "2027-01-01T00:00:00Z" } })).status).toBe(404);
  });

  it("moves the server's now when enabled", async () => {
    const t = makeTestApp();
    const clock = fixedClock("2026-11-21T09:00:00Z");
    const app = createApp({ services: { ...t.services, clock }, config: t.config, testClock: clock });
    const res = await app.request("/api/test/clock", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: "2026-12-05T10:00:00Z" }),
    });
    expect(res.status).toBe(200);
    expect(clock.now().toISOString()).toBe("2026-12-05T10:00:00.000Z");
  });
});

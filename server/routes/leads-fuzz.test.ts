import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";

type Json = Parameters<typeof fuzzRoute>[1]["example"];

// Issue 12 "Bad input" for tracked links and leads: 200 malformed bodies per route, never a 5xx,
// never a 4xx without the {code, message} envelope.
describe("contact form and tracked-link routes under malformed bodies", () => {
  it("answer every one with a 4xx envelope or a valid 2xx", async () => {
    const t = makeTestApp({ config: { rateLimits: { contact: { limit: 100_000, windowMs: 60_000 } } } });
    const { cookie } = await t.signUp();
    const post = (
      await t.call("POST", "/api/events", {
        cookie,
        body: { content: "Book a call", platforms: ["linkedin"], scheduledFor: "2026-11-25", trackedLink: true },
      })
    ).json;
    const code = post.trackedLinks[0].path.slice(3);
    const routes: { method: string; path: string; example: Json }[] = [
      {
        method: "POST",
        path: `/api/public/contact/${code}`,
        example: { name: "Jamie", email: "jamie@example.org", message: "Hello", website: "" },
      },
      {
        method: "POST",
        path: "/api/events",
        example: { content: "Hi", platforms: ["linkedin"], scheduledFor: "2026-11-26", trackedLink: true },
      },
      { method: "PUT", path: `/api/events/${post.id}`, example: { content: "Hi again", trackedLink: false } },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { cookie, ...route });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
  });
});

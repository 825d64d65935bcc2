import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";

// Issue 15 "Bad input" for the webhook routes: 200 malformed bodies each, never a 5xx, never a 4xx
// without the {code, message} envelope. Private networks are allowed so no body waits on DNS.
describe("webhook routes under malformed bodies", () => {
  it("answer every one with a 4xx envelope or a valid 2xx", async () => {
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 1000, disableAfterFailures: 5 },
      },
    });
    const { cookie } = await t.signUp();
    const endpoint = (
      await t.call("POST", "/api/webhooks/endpoints", {
        cookie,
        body: { url: "http://127.0.0.1:9/hook", events: ["invoice.paid"] },
      })
    ).json;
    const routes: { method: string; path: string; example: Record<string, any> }[] = [
      {
        method: "POST",
        path: "/api/webhooks/endpoints",
        example: {
          url: "https://hooks.example.com/in",
          description: "Books",
          events: ["invoice.paid", "client.created"],
        },
      },
      {
        method: "PATCH",
        path: `/api/webhooks/endpoints/${endpoint.id}`,
        example: { url: "http://127.0.0.1:9/other", events: ["invoice.sent"], enabled: true },
      },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { ...route, cookie, count: 200, seed: 15 });
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
  });
});

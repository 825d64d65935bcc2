import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

const webhooks = { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 5 };

describe("Send test", () => {
  it("sends at most ten tests an hour to an endpoint, then answers 429 with when to try again", async () => {
    const t = makeTestApp({ config: { webhooks } });
    const { cookie } = await t.signUp();
    const endpoint = (
      await t.call("POST", "/api/webhooks/endpoints", {
        cookie,
        body: { url: "http://127.0.0.1:9/hooks", events: ["client.created"] },
      })
    ).json;
    const send = () => t.call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`, { cookie });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "RATE_LIMITED", details: { limit: 10 } });
    expect(refused.json.details.retryInMinutes).toBeGreaterThan(0);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await send()).status).toBe(202);
  });
});

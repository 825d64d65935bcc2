import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

describe("API tokens per owner", () => {
  it("keeps at most 50, answering 409 with what to do, and makes room when one is revoked", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const made = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: `script ${i}`, scope: "read" } });
      expect(made.status).toBe(201);
      ids.push(made.json.id);
    }
    const refused = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "one more" } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/50 API tokens.*revoke/i);
    expect((await t.call("GET", "/api/auth/tokens", { cookie })).json).toHaveLength(50);
    expect((await t.call("DELETE", `/api/auth/tokens/${ids[0]}`, { cookie })).status).toBe(200);
    expect((await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "one more" } })).status).toBe(201);
  }, 60_000);
});

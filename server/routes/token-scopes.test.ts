import { describe, expect, it } from "vitest";
import { clients } from "@core/db";
import { makeTestApp } from "../../test/app";

async function ownerWithToken(body: Record<string, unknown>) {
  const t = makeTestApp();
  const owner = await t.signUp();
  const created = await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body });
  return { t, owner, created };
}

describe("scoped API tokens", () => {
  it("a read-only token reads everything and changes nothing, but may revoke itself", async () => {
    const { t, created } = await ownerWithToken({ name: "Reports", scope: "read" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Reports", scope: "read", expiresAt: null });
    const token = created.json.token;
    expect((await t.call("GET", "/api/clients", { token })).status).toBe(200);
    expect((await t.call("GET", "/api/dashboard", { token })).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/api/clients", { name: "Acme" }],
      ["POST", "/api/webhooks/endpoints", { url: "https://8.8.8.8/x", events: ["invoice.paid"] }],
      ["PUT", "/api/user/notifications", { emailNotifications: true }],
      ["DELETE", "/api/tasks/x", undefined],
    ] as const) {
      const res = await t.call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.message).toMatch(/^This API token is read-only/);
    }
    expect(t.db.select().from(clients).all()).toHaveLength(0);
    expect((await t.call("DELETE", `/api/auth/tokens/${created.json.id}`, { token })).status).toBe(200);
    expect((await t.call("GET", "/api/clients", { token })).status).toBe(401);
  });

  it("a read-write token changes data; without a scope a token is read-write, as before scopes", async () => {
    const { t, owner, created } = await ownerWithToken({ name: "CLI", scope: "write" });
    expect((await t.call("POST", "/api/clients", { token: created.json.token, body: { name: "Acme" } })).status).toBe(
      201,
    );
    const legacy = await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "Old script" } });
    expect(legacy.json.scope).toBe("write");
    expect((await t.call("POST", "/api/clients", { token: legacy.json.token, body: { name: "Beta" } })).status).toBe(
      201,
    );
  });

  it("an expiring token works until its day and then answers 401 saying it expired", async () => {
    const { t, owner, created } = await ownerWithToken({ name: "Contractor", scope: "read", expiresInDays: 7 });
    expect(created.json.expiresAt).toBe(new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString());
    const token = created.json.token;
    t.clock.set(new Date(t.clock.now().getTime() + 7 * 86_400_000 - 1000));
    expect((await t.call("GET", "/api/clients", { token })).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const expired = await t.call("GET", "/api/clients", { token });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toMatch(/^This API token has expired/);
    // Still listed, so the owner sees it expired and can remove it.
    const list = (await t.call("GET", "/api/auth/tokens", { cookie: owner.cookie })).json;
    expect(list[0]).toMatchObject({ name: "Contractor", scope: "read", expired: true, lastUsedAt: expect.any(String) });
  });

  it("refuses a bad scope or expiry naming the field", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const scope = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "x", scope: "admin" } });
    expect(scope.status).toBe(400);
    expect(scope.json.fields).toEqual({ scope: "Scope must be read or write" });
    for (const expiresInDays of [0, 366, 1.5, "30"]) {
      const res = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "x", expiresInDays } });
      expect(res.json.fields, String(expiresInDays)).toEqual({
        expiresInDays: "Expiry must be a whole number of days from 1 to 365",
      });
    }
  });
});

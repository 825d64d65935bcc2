import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { canvaConnections, designs, events, users } from "@core/db";
import { makeTestApp } from "../../../test/app";
import { startFakeCanva } from "../../../test/fakes/canva";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function setup() {
  const canva = await startFakeCanva();
  closers.push(canva.close);
  const t = makeTestApp({ canva: canva.settings() });
  const owner = await t.signUp();
  t.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, owner.user.id)).run();
  return { canva, t, ...owner };
}

/** The whole authorisation: connect → Canva's page (consents) → our callback. */
async function connect(t: ReturnType<typeof makeTestApp>, cookie: string) {
  const start = await t.call("POST", "/api/canva/connect", { cookie });
  expect(start.status).toBe(200);
  const consent = await fetch(start.json.authUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  const callback = await t.call("GET", `/api/canva/callback${back.search}`, { cookie });
  return { start, back, callback };
}

describe("Canva Connect", () => {
  it("authorises with OAuth 2 and PKCE, stores the tokens sealed, and brings the owner's designs in", async () => {
    const { canva, t, cookie, user } = await setup();
    canva.addDesign({ title: "Spring sale poster", width: 1080, height: 1350 });
    const { start, back, callback } = await connect(t, cookie);

    const auth = new URL(start.json.authUrl);
    expect(auth.origin + auth.pathname).toBe(`${canva.base}/oauth/authorize`);
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.searchParams.get("redirect_uri")).toBe("http://microteam.test/api/canva/callback");
    expect(auth.searchParams.get("scope")).toBe("design:meta:read design:content:read design:content:write");
    expect(auth.searchParams.get("state")).toBe(back.searchParams.get("state"));

    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/content?canva=connected&synced=1#design-studio");
    // The token exchange used the client's Basic credentials and the PKCE verifier.
    const exchange = canva.log.find((l) => l.path === "/auth/v1/oauth/token")!;
    expect(exchange.authorization).toBe(`Basic ${Buffer.from("OC-test-client:cnvca-test-secret").toString("base64")}`);
    expect(new URLSearchParams(exchange.body).get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const row = t.db.select().from(canvaConnections).where(eq(canvaConnections.userId, user.id)).get()!;
    expect(row.accessToken).toMatch(/^v1:/);
    expect(row.accessToken).not.toContain("at-");
    expect(row.refreshToken).not.toContain("rt-");

    const status = await t.call("GET", "/api/canva/status", { cookie });
    expect(status.json).toMatchObject({ configured: true, connected: true, problem: null });
    expect(JSON.stringify(status.json)).not.toMatch(/at-|rt-/);

    const list = await t.call("GET", "/api/canva/designs", { cookie });
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      title: "Spring sale poster",
      origin: "canva",
      isUploaded: false,
      fileUrl: null,
    });
    expect(list.json[0].editUrl).toMatch(/^https:\/\/www\.canva\.com\/api\/design\/DA\w+\/edit$/);
    const thumbnail = await t.app.request(list.json[0].thumbnail, { headers: { cookie } });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
  });

  it("sends Canva back to the public address set in Settings, not the one the process started with", async () => {
    const { t, cookie } = await setup();
    const set = await t.call("PUT", "/api/instance/public-address", {
      cookie,
      body: { publicUrl: "https://books.example.com" },
    });
    expect(set.status).toBe(200);
    const { start, callback } = await connect(t, cookie);
    expect(new URL(start.json.authUrl).searchParams.get("redirect_uri")).toBe("https://books.example.com/api/canva/callback");
    // The token exchange names the same address, or Canva refuses it.
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("canva=connected");
  });

  it("uses a state once, only for the owner who started it, and reports Canva's refusal", async () => {
    const { canva, t, cookie } = await setup();
    const other = await t.signUp();
    const start = await t.call("POST", "/api/canva/connect", { cookie });
    const back = new URL((await fetch(start.json.authUrl, { redirect: "manual" })).headers.get("location")!);
    const stolen = await t.call("GET", `/api/canva/callback${back.search}`, { cookie: other.cookie });
    const stolenAt = new URL(stolen.headers.get("location")!, "http://x").searchParams;
    expect(stolenAt.get("canva")).toBe("error");
    expect(stolenAt.get("message")).toBe("This Canva sign-in has expired or was not started here: connect again");
    // The state was the first owner's, and stays usable for them only until used.
    const mine = await t.call("GET", `/api/canva/callback${back.search}`, { cookie });
    expect(mine.headers.get("location")).toMatch(/canva=connected/);
    const again = await t.call("GET", `/api/canva/callback${back.search}`, { cookie });
    expect(again.headers.get("location")).toMatch(/canva=error/);

    const start2 = await t.call("POST", "/api/canva/connect", { cookie: other.cookie });
    const state = new URL(start2.json.authUrl).searchParams.get("state")!;
    const declined = await t.call("GET", `/api/canva/callback?error=access_denied&state=${state}`, {
      cookie: other.cookie,
    });
    expect(new URL(declined.headers.get("location")!, "http://x").searchParams.get("message")).toBe(
      "Canva was not connected: you declined access in Canva",
    );
    const signedOut = await t.call("GET", `/api/canva/callback${back.search}`);
    expect(signedOut.headers.get("location")).toMatch(/canva=error/);
    expect(canva.log.filter((l) => l.path === "/auth/v1/oauth/token")).toHaveLength(1);
  });

  it("refreshes an expired access token (single-use refresh tokens rotate) and retries once", async () => {
    const { canva, t, cookie, user } = await setup();
    await connect(t, cookie);
    const before = t.db.select().from(canvaConnections).where(eq(canvaConnections.userId, user.id)).get()!;
    canva.addDesign({ title: "New one" });
    canva.expireAccessTokens();
    const res = await t.call("POST", "/api/canva/sync", { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ synced: 1 });
    const after = t.db.select().from(canvaConnections).where(eq(canvaConnections.userId, user.id)).get()!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(canva.log.filter((l) => l.path === "/rest/v1/designs").map((l) => l.method)).toEqual(["GET", "GET", "GET"]);

    // Four hours later the token is refreshed before the call, without a 401 first.
    t.clock.set(new Date(t.clock.now().getTime() + 4 * 3600_000));
    const calls = canva.log.length;
    expect((await t.call("POST", "/api/canva/sync", { cookie })).status).toBe(200);
    expect(canva.log.slice(calls).map((l) => l.path)).toEqual(["/auth/v1/oauth/token", "/rest/v1/designs"]);
  });

  it("asks the owner to reconnect when Canva refuses the refresh token", async () => {
    const { canva, t, cookie } = await setup();
    await connect(t, cookie);
    canva.expireAccessTokens();
    canva.revokeRefreshTokens();
    const res = await t.call("POST", "/api/canva/sync", { cookie });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: "CONFLICT",
      message: "Canva refused the connection: connect your Canva account again",
      details: { reconnect: true },
    });
    expect((await t.call("GET", "/api/canva/status", { cookie })).json.problem).toBe(
      "Canva refused the connection: connect your Canva account again",
    );
    // Connecting again clears it.
    await connect(t, cookie);
    expect((await t.call("GET", "/api/canva/status", { cookie })).json.problem).toBeNull();
  });

  it("passes on a rate limit with its wait, and turns garbage or a server error into a clear 503", async () => {
    const { canva, t, cookie } = await setup();
    await connect(t, cookie);
    canva.fault(
      "/rest/v1/designs",
      {
        status: 429,
        body: { code: "too_many_requests", message: "Too many requests" },
        headers: { "retry-after": "20" },
      },
      { status: 502, body: null, raw: "<html>Bad gateway</html>" },
      { status: 200, body: null, raw: "not json" },
    );
    const limited = await t.call("POST", "/api/canva/sync", { cookie });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: 20 } });
    const bad = await t.call("POST", "/api/canva/sync", { cookie });
    expect(bad.status).toBe(503);
    expect(bad.json.message).toMatch(/^Canva could not list your designs/);
    const garbage = await t.call("POST", "/api/canva/sync", { cookie });
    expect(garbage.status).toBe(503);
  });

  it("opens Canva's editor for a template: a design at the platform's size, titled with the caption", async () => {
    const { canva, t, cookie } = await setup();
    await connect(t, cookie);
    const res = await t.call("POST", "/api/canva/editor-url", {
      cookie,
      body: { templateType: "linkedin_post", caption: "Three signs it is time to raise your prices" },
    });
    expect(res.status).toBe(200);
    expect(res.json.tool).toBe("canva");
    expect(res.json.editorUrl).toMatch(/^https:\/\/www\.canva\.com\/api\/design\/DA\w+\/edit$/);
    const created = canva.designs.at(-1)!;
    expect(created).toMatchObject({ width: 1200, height: 627, title: "Three signs it is time to raise your prices" });
    const row = t.db.select().from(designs).where(eq(designs.id, res.json.designId)).get()!;
    expect(row).toMatchObject({
      origin: "canva",
      caption: "Three signs it is time to raise your prices",
      type: "linkedin_post",
    });

    const blank = await t.call("POST", "/api/canva/editor-url", {
      cookie,
      body: { templateType: "linkedin_post", caption: " " },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fields.caption).toBe("Caption Required");
  });

  it("posts a Canva design in one click: exported (JPG for Instagram, else PNG), kept, and scheduled for now", async () => {
    const { canva, t, cookie } = await setup();
    const design = canva.addDesign({ title: "Launch", width: 1080, height: 1080 });
    await connect(t, cookie);
    const [row] = (await t.call("GET", "/api/canva/designs", { cookie })).json;
    const res = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: row.id, caption: "We launch today!", platforms: ["Instagram", "LinkedIn"] },
    });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.post).toMatchObject({
      platforms: ["instagram", "linkedin"],
      scheduledAt: "2026-11-21T09:00:00.000Z",
    });
    expect(canva.log.filter((l) => l.path.startsWith("/rest/v1/exports")).length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(canva.log.find((l) => l.path === "/rest/v1/exports")!.body)).toEqual({
      design_id: design.id,
      format: { type: "jpg", quality: 95, pages: [1] },
    });
    const stored = (await t.call("GET", "/api/canva/designs", { cookie })).json[0];
    expect(stored.mimeType).toBe("image/jpeg");
    const file = await t.app.request(stored.fileUrl, { headers: { cookie } });
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    const event = t.db.select().from(events).get()!;
    expect(event.metadata).toMatchObject({ platforms: ["instagram", "linkedin"], designId: row.id });

    // Without Instagram the design is exported as a PNG, which replaces the JPG.
    const linkedin = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: row.id, caption: "And on LinkedIn", platforms: ["LinkedIn"] },
    });
    expect(linkedin.status).toBe(201);
    expect(JSON.parse(canva.log.filter((l) => l.path === "/rest/v1/exports").at(-1)!.body).format).toEqual({
      type: "png",
      pages: [1],
    });
    expect((await t.call("GET", "/api/canva/designs", { cookie })).json[0].mimeType).toBe("image/png");

    canva.failNextExport({
      code: "license_required",
      message: "User doesn't have the required license to export in PRO quality.",
    });
    const failed = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: row.id, caption: "Again", platforms: ["Twitter"] },
    });
    expect(failed.status).toBe(503);
    expect(failed.json.message).toBe(
      "Canva could not export the design: User doesn't have the required license to export in PRO quality.",
    );
    expect(t.db.select().from(events).all()).toHaveLength(2);
  });

  it("disconnects: forgets the tokens and revokes them at Canva", async () => {
    const { canva, t, cookie } = await setup();
    await connect(t, cookie);
    const res = await t.call("DELETE", "/api/canva/connection", { cookie });
    expect(res.json).toEqual({ success: true, revoked: true });
    expect(canva.revoked).toHaveLength(1);
    expect((await t.call("GET", "/api/canva/status", { cookie })).json.connected).toBe(false);
  });
});

describe("without Canva", () => {
  it("says Canva is not set up, and opens the built-in editor instead", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    expect((await t.call("GET", "/api/canva/status", { cookie })).json).toEqual({
      configured: false,
      connected: false,
      connectedAt: null,
      lastSyncedAt: null,
      problem: null,
    });
    const connect = await t.call("POST", "/api/canva/connect", { cookie });
    expect(connect.status).toBe(503);
    expect(connect.json.message).toMatch(/Canva is not set up on this server/);
    const editor = await t.call("POST", "/api/canva/editor-url", {
      cookie,
      body: { templateType: "instagram_post", caption: "Hello & welcome" },
    });
    expect(editor.json).toEqual({
      editorUrl: "/editor?template=instagram_post&caption=Hello+%26+welcome",
      tool: "local",
      designId: null,
    });
    const templates = await t.call("GET", "/api/canva/templates", { cookie });
    expect(templates.json.instagram_post).toMatchObject({ name: "Instagram Post", width: 1080, height: 1080 });
    expect(templates.json.twitter_post).toMatchObject({ width: 1600, height: 900 });
    expect(templates.json.linkedin_post).toMatchObject({ width: 1200, height: 627 });
    expect((await t.call("GET", "/api/config")).json.canva).toEqual({ configured: false });
  });
});

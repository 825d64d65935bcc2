// One-click Facebook Login (decision 323) against its stand-in: the Page picked from Facebook's list,
// its Instagram account, long-lived tokens, a Business app's configuration, revoke on disconnect.
import { describe, expect, it } from "vitest";
import { postDeliveries, users } from "@core/db";
import { eq } from "drizzle-orm";
import { releaseDuePosts } from "@core/creator";
import { authorise, outcome, setup } from "../../../test/social-connect";

describe("connecting a Facebook Page and its Instagram account with one click", () => {
  it("asks a Business app's dialog for its Facebook Login for Business configuration, not the scopes", async () => {
    const { t, cookie, fb } = await setup({ withFacebook: true, facebookConfigId: "1234567890" });
    const start = await t.call("POST", "/api/social/facebook/connect", { cookie });
    const auth = new URL(start.json.authUrl);
    expect(auth.searchParams.get("config_id")).toBe("1234567890");
    expect(auth.searchParams.has("scope")).toBe(false);
    const dialog = await fetch(auth, { redirect: "manual" });
    expect(dialog.status).toBe(302);
    // The stand-in, like Meta, refuses such an app's dialog asked by scopes alone.
    auth.searchParams.delete("config_id");
    auth.searchParams.set("scope", "pages_manage_posts");
    expect(await (await fetch(auth, { redirect: "manual" })).text()).toContain("isn't available");
    expect(fb.oauth.configId).toBe("1234567890");
  });

  it("lists the Pages, connects the picked one and its Instagram account, publishes, and revokes on disconnect", async () => {
    const { t, fb, peers, cookie, user } = await setup({ withFacebook: true });
    const config = await t.call("GET", "/api/config");
    expect(config.json.social.connect).toMatchObject({ facebook: true, instagram: true });
    // Instagram connects through Facebook Login.
    const { start, back } = await authorise(t, cookie, "instagram");
    const auth = new URL(start.json.authUrl);
    expect(auth.pathname).toBe("/v26.0/dialog/oauth");
    expect(auth.searchParams.get("scope")).toContain("pages_manage_posts,");
    expect(auth.searchParams.get("redirect_uri")).toBe("http://microteam.test/api/social/facebook/callback");
    const callback = await t.call("GET", `/api/social/facebook/callback${back.search}`, { cookie });
    // Asked for Instagram: the picker is told so (it says which Pages have no Instagram account).
    expect(callback.headers.get("location")).toBe("/profile?tab=social&connect=instagram");
    expect(outcome(callback).get("result")).toBe("pick");
    expect(outcome(callback).get("platform")).toBe("instagram");
    // The short-lived user token was exchanged for a long-lived one.
    expect(fb.requests.some((r) => r.query.get("grant_type") === "fb_exchange_token")).toBe(true);

    const pages = await t.call("GET", "/api/social/facebook/pages", { cookie });
    expect(pages.json).toEqual([
      { id: "104567891234567", name: "Olive Bakery", instagram: { id: "17841405822304914", username: "olivebakery" } },
      { id: "209876543210987", name: "Olive Side Project", instagram: null },
    ]);
    expect(JSON.stringify(pages.json)).not.toMatch(/fbp-|fbl-/);
    // Another owner sees none of them and cannot pick.
    const other = await t.signUp();
    expect((await t.call("GET", "/api/social/facebook/pages", { cookie: other.cookie })).json).toEqual([]);
    const stolen = await t.call("POST", "/api/social/facebook/pages", {
      cookie: other.cookie,
      body: { pageId: "104567891234567", instagram: true },
    });
    expect(stolen.status).toBe(400);

    const picked = await t.call("POST", "/api/social/facebook/pages", {
      cookie,
      body: { pageId: "104567891234567", instagram: true },
    });
    expect(picked.json).toEqual({ facebook: "Olive Bakery", instagram: "@olivebakery", instagramMissing: null });
    const row = t.db.select().from(users).where(eq(users.id, user.id)).get()!;
    expect(row).toMatchObject({ facebookPageId: "104567891234567", instagramBusinessId: "17841405822304914" });
    expect(row.facebookAccessToken).not.toContain("fbp-");
    const tiles = (await t.call("GET", "/api/posts/connections", { cookie })).json;
    expect(tiles.find((c: { platform: string }) => c.platform === "facebook")).toMatchObject({
      via: "oauth",
      account: "Olive Bakery",
      expiresAt: null,
      renews: false,
      missing: [],
    });
    expect(tiles.find((c: { platform: string }) => c.platform === "instagram")).toMatchObject({
      via: "oauth",
      account: "@olivebakery",
    });

    await t.call("POST", "/api/events", {
      cookie,
      body: { content: "Fresh bread", platform: "facebook", scheduledFor: "2026-11-21", scheduledTime: "11:00" },
    });
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(t.db.select().from(postDeliveries).where(eq(postDeliveries.userId, user.id)).get()).toMatchObject({
      status: "published",
    });
    expect(peers.facebook.posts.at(-1)!.token).toMatch(/^fbp-104567891234567-/);

    // Disconnecting Facebook while Instagram still uses the login keeps it; the second revokes it.
    const first = await t.call("DELETE", "/api/social/facebook/connection", { cookie });
    expect(first.json).toMatchObject({ revoked: false });
    const second = await t.call("DELETE", "/api/social/instagram/connection", { cookie });
    expect(second.json).toMatchObject({ revoked: true });
    expect(fb.requests.some((r) => r.method === "DELETE" && r.path === "/v26.0/me/permissions")).toBe(true);
  });

  it("ends the Page and Instagram tokens with the login: the owner removing the app, or DELETE /me/permissions", async () => {
    const { t, fb, peers, cookie, user } = await setup({ withFacebook: true });
    const { back } = await authorise(t, cookie, "instagram");
    await t.call("GET", `/api/social/facebook/callback${back.search}`, { cookie });
    await t.call("POST", "/api/social/facebook/pages", {
      cookie,
      body: { pageId: "104567891234567", instagram: true },
    });
    const schedule = (day: string) =>
      t.call("POST", "/api/events", {
        cookie,
        body: { content: `Bread of ${day}`, platform: "facebook", scheduledFor: day, scheduledTime: "11:00" },
      });
    await schedule("2026-11-21");
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    const pageToken = peers.facebook.posts.at(-1)!.token;

    // The owner removes the app on Facebook: Meta ends the Page token (and Instagram's, the same one).
    fb.oauth.removeApp();
    await schedule("2026-11-22");
    t.clock.set(new Date("2026-11-22T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    const rows = t.db.select().from(postDeliveries).where(eq(postDeliveries.userId, user.id)).all();
    expect(rows.map((r) => r.status).sort()).toEqual(["failed", "published"]);
    expect(rows.find((r) => r.status === "failed")!.error).toMatch(
      /^Facebook refused the token: reconnect in Settings → Social Media/,
    );
    expect(peers.facebook.posts).toHaveLength(1);
    const refusedBy = async (url: string) =>
      (
        (await (
          await fetch(url, { method: "POST", body: new URLSearchParams({ access_token: pageToken }) })
        ).json()) as {
          error: Record<string, unknown>;
        }
      ).error;
    const meta190 = { type: "OAuthException", code: 190, error_subcode: 458 };
    expect(await refusedBy(`${peers.instagram.url}/v26.0/17841405822304914/media`)).toMatchObject(meta190);
    expect(await refusedBy(`${peers.facebook.url}/v26.0/104567891234567/feed`)).toMatchObject(meta190);

    // A fresh login's Page token works; DELETE /me/permissions with that login ends it as well.
    const again = await authorise(t, cookie, "facebook");
    await t.call("GET", `/api/social/facebook/callback${again.back.search}`, { cookie });
    await t.call("POST", "/api/social/facebook/pages", { cookie, body: { pageId: "104567891234567" } });
    const login = [...fb.oauth.users.entries()].filter(([, u]) => u.long && !u.revoked).at(-1)![0];
    await schedule("2026-11-23");
    t.clock.set(new Date("2026-11-23T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(peers.facebook.posts).toHaveLength(2);
    const fresh = peers.facebook.posts.at(-1)!.token;
    await fetch(`${fb.url}/v26.0/me/permissions`, { method: "DELETE", headers: { authorization: `Bearer ${login}` } });
    const after = await fetch(`${fb.url}/v26.0/104567891234567/feed`, {
      method: "POST",
      body: new URLSearchParams({ access_token: fresh, message: "late" }),
    });
    expect(((await after.json()) as { error: Record<string, unknown> }).error).toMatchObject(meta190);
  });

  it("asked for Instagram, a Page without an Instagram business account says so and what to do; Instagram stays unconnected", async () => {
    const { t, cookie } = await setup({ withFacebook: true });
    const { back } = await authorise(t, cookie, "instagram");
    await t.call("GET", `/api/social/facebook/callback${back.search}`, { cookie });
    const picked = await t.call("POST", "/api/social/facebook/pages", {
      cookie,
      body: { pageId: "209876543210987", instagram: true },
    });
    expect(picked.status).toBe(200);
    expect(picked.json).toMatchObject({ facebook: "Olive Side Project", instagram: null });
    expect(picked.json.instagramMissing).toBe(
      "Instagram was not connected: Olive Side Project has no Instagram business account. Make your Instagram account professional (in Instagram: Settings → Account type and tools), link it to this Page (on Facebook: the Page's Settings → Linked accounts → Instagram), then press Reconnect on Instagram",
    );
    const tiles = (await t.call("GET", "/api/posts/connections", { cookie })).json;
    expect(tiles.find((c: { platform: string }) => c.platform === "instagram")).toMatchObject({ connected: false });
    expect(tiles.find((c: { platform: string }) => c.platform === "facebook")).toMatchObject({ connected: true });
  });

  it("says so when the person declines, and refuses a used code", async () => {
    const { t, fb, cookie } = await setup({ withFacebook: true });
    const { back } = await authorise(t, cookie, "facebook");
    await t.call("GET", `/api/social/facebook/callback${back.search}`, { cookie });
    const code = back.searchParams.get("code")!;
    // Our state is spent; a new one with the same code: Facebook refuses the used code.
    const again = await authorise(t, cookie, "facebook");
    const replay = new URLSearchParams(again.back.search);
    replay.set("code", code);
    const res = await t.call("GET", `/api/social/facebook/callback?${replay}`, { cookie });
    expect(outcome(res).get("message")).toBe("Facebook was not connected: This authorization code has been used.");
    fb.oauth.consent = "deny";
    const denied = await authorise(t, cookie, "facebook");
    const no = await t.call("GET", `/api/social/facebook/callback${denied.back.search}`, { cookie });
    expect(outcome(no).get("message")).toBe("Facebook was not connected: you declined access in Facebook");
  });
});

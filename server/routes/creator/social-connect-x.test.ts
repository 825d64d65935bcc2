// One-click X (decision 323) against its stand-in: PKCE, the state bound to its owner, tokens sealed,
// refresh tokens rotated, health on the tile, revoke on disconnect.
import { describe, expect, it } from "vitest";
import { postDeliveries, socialConnections, users } from "@core/db";
import { and, eq } from "drizzle-orm";
import { releaseDuePosts } from "@core/creator";
import { authorise, outcome, setup } from "../../../test/social-connect";

describe("connecting X with one click", () => {
  it("authorises with PKCE, stores the tokens sealed, shows who is connected, and publishes with the token", async () => {
    const { t, x, cookie, user } = await setup();
    const config = await t.call("GET", "/api/config");
    expect(config.json.social.connect).toEqual({ twitter: true, linkedin: true, facebook: false, instagram: false });

    const { start, back } = await authorise(t, cookie);
    const auth = new URL(start.json.authUrl);
    expect(auth.searchParams.get("scope")).toBe("tweet.read tweet.write users.read media.write offline.access");
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("redirect_uri")).toBe("http://microteam.test/api/social/twitter/callback");
    const callback = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/profile?tab=social&connect=twitter");
    expect(Object.fromEntries(outcome(callback))).toEqual({
      platform: "twitter",
      result: "connected",
      account: "@oliveco",
    });

    // The exchange sent the client's Basic credentials and the verifier; the stand-in checked it.
    const exchange = x.requests.find((r) => r.path === "/2/oauth2/token")!;
    expect(exchange.headers.authorization).toBe(
      `Basic ${Buffer.from("x-client-id:x-client-secret").toString("base64")}`,
    );
    expect(exchange.form!.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const row = t.db.select().from(users).where(eq(users.id, user.id)).get()!;
    expect(row.twitterAccessToken).toMatch(/^v1:/);
    expect(row.twitterAccessToken).not.toContain("xat-");
    expect(row.twitterHandle).toBe("@oliveco");
    const conn = t.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id)).get()!;
    expect(conn.refreshToken).not.toContain("xrt-");

    const tiles = await t.call("GET", "/api/posts/connections", { cookie });
    expect(tiles.json.find((c: { platform: string }) => c.platform === "twitter")).toMatchObject({
      connected: true,
      connectable: true,
      via: "oauth",
      account: "@oliveco",
      renews: true,
      missing: [],
      problem: null,
    });
    expect(JSON.stringify(tiles.json)).not.toMatch(/xat-|xrt-/);

    const post = await t.call("POST", "/api/events", {
      cookie,
      body: {
        content: "Hello from one click",
        platform: "twitter",
        scheduledFor: "2026-11-21",
        scheduledTime: "11:00",
      },
    });
    expect(post.status, post.text).toBe(201);
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(t.db.select().from(postDeliveries).get()).toMatchObject({ status: "published" });
    expect(x.posts.at(-1)!.token).toMatch(/^xat-/);
  });

  it("refuses a state that is not this owner's, a used state, and a wrong PKCE verifier", async () => {
    const { t, x, cookie } = await setup();
    const other = await t.signUp();
    const { back } = await authorise(t, cookie);
    // Another owner cannot complete my flow (and cannot spend my state).
    const stolen = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie: other.cookie });
    expect(outcome(stolen).get("result")).toBe("error");
    expect(outcome(stolen).get("message")).toBe("This X sign-in has expired or was not started here: connect again");
    expect(x.requests.filter((r) => r.path === "/2/oauth2/token")).toHaveLength(0);
    // A made-up state is refused too.
    const forged = new URLSearchParams(back.search);
    forged.set("state", "not-a-state-we-sent");
    const refused = await t.call("GET", `/api/social/twitter/callback?${forged}`, { cookie });
    expect(outcome(refused).get("message")).toBe("This X sign-in has expired or was not started here: connect again");

    const mine = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    expect(outcome(mine).get("result")).toBe("connected");
    const again = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    expect(outcome(again).get("result")).toBe("error");

    // The stand-in checks the verifier against the challenge: a code bound to another challenge fails.
    const start = await t.call("POST", "/api/social/twitter/connect", { cookie });
    const url = new URL(start.json.authUrl);
    url.searchParams.set("code_challenge", "A".repeat(43));
    const bad = new URL((await fetch(url, { redirect: "manual" })).headers.get("location")!);
    const wrong = await t.call("GET", `/api/social/twitter/callback${bad.search}`, { cookie });
    expect(outcome(wrong).get("message")).toBe(
      "X was not connected: the authorisation was refused (Value passed for the code verifier did not match the code challenge.)",
    );
    // And a code is good once.
    const code = [...x.oauth.codes.values()];
    expect(code.every((c) => c.used)).toBe(true);
  });

  it("shows a grant that cannot post or renew as a problem, and its end once passed", async () => {
    const { t, x, cookie } = await setup();
    x.oauth.grant = ["tweet.read", "users.read", "media.write"];
    const { back } = await authorise(t, cookie);
    const callback = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    // Signed in, but without what posting needs: the outcome names it, so the page does not just say "connected".
    expect(outcome(callback).get("missing")).toBe("tweet.write");
    const tile = async () =>
      (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
        (c: { platform: string }) => c.platform === "twitter",
      );
    // No offline.access: X sent no refresh token, so nothing renews the two-hour token.
    expect(await tile()).toMatchObject({
      renews: false,
      missing: ["tweet.write", "offline.access"],
      problem: "X was not allowed to post for you (tweet.write).",
    });
    // Three hours on, the token has ended: said before any post is refused.
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 3600_000));
    expect((await tile()).problem).toMatch(/^The X connection ended on \d{4}-\d{2}-\d{2}\.$/);
    x.oauth.grant = null;
    const again = await authorise(t, cookie);
    await t.call("GET", `/api/social/twitter/callback${again.back.search}`, { cookie });
    expect((await tile()).problem).toBeNull();
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 3600_000));
    // The full grant renews: three hours on, still healthy.
    expect(await tile()).toMatchObject({ renews: true, problem: null });
  });

  it("sends a browser with no session here to sign in at the public address, and leaves the state to finish", async () => {
    const { t, cookie } = await setup();
    const { back } = await authorise(t, cookie);
    // Signed in at another host name (or signed out): X comes back here without the session cookie.
    const lost = await t.call("GET", `/api/social/twitter/callback${back.search}`);
    expect(lost.status).toBe(302);
    expect(lost.headers.get("location")).toBe("http://microteam.test/api/login?connect=twitter");
    expect(outcome(lost).get("result")).toBeNull();
    // The state was not spent, and it is still only this owner's.
    const done = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    expect(outcome(done).get("result")).toBe("connected");
  });

  it("says so when the owner declines on X", async () => {
    const { t, x, cookie } = await setup();
    x.oauth.consent = "deny";
    const { back } = await authorise(t, cookie);
    const res = await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    expect(outcome(res).get("message")).toBe("X was not connected: you declined access in X");
  });

  it("refreshes before the token ends and stores the rotated refresh token; a dead one asks to reconnect", async () => {
    const { t, x, cookie, user } = await setup();
    const { back } = await authorise(t, cookie);
    await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    const before = t.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id)).get()!;
    const firstRefresh = [...x.oauth.refresh.keys()][0];

    const schedule = (day: string) =>
      t.call("POST", "/api/events", {
        cookie,
        body: { content: `Post of ${day}`, platform: "twitter", scheduledFor: day, scheduledTime: "13:00" },
      });
    // Two hours and more later: the access token is about to end.
    await schedule("2026-11-21");
    t.clock.set(new Date("2026-11-21T12:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(t.db.select().from(postDeliveries).get()).toMatchObject({ status: "published" });
    const refreshes = x.requests.filter(
      (r) => r.path === "/2/oauth2/token" && r.form?.get("grant_type") === "refresh_token",
    );
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].form!.get("refresh_token")).toBe(firstRefresh);
    expect(x.oauth.refresh.get(firstRefresh)!.used).toBe(true);
    const after = t.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id)).get()!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.expiresAt!.getTime()).toBe(new Date("2026-11-21T14:00:00Z").getTime());
    // The post went out with the new access token.
    expect([...x.oauth.access.keys()]).toHaveLength(2);
    expect(x.posts.at(-1)!.token).toBe([...x.oauth.access.keys()][1]);

    // The owner removes the app on X: the next refresh is refused, the post says to reconnect.
    x.oauth.revokeAll();
    await schedule("2026-11-22");
    t.clock.set(new Date("2026-11-22T12:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    const failed = t.db
      .select()
      .from(postDeliveries)
      .where(and(eq(postDeliveries.userId, user.id), eq(postDeliveries.status, "failed")))
      .get()!;
    expect(failed.error).toMatch(/X \(Twitter\) refused the token: reconnect in Settings → Social Media/);
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "twitter",
    );
    expect(tile).toMatchObject({ via: "oauth", health: "refused" });
    expect(tile.problem).toMatch(/reconnect/);
  });

  it("renews once when X refuses the access token before its end, and retries the post with the new one", async () => {
    const { t, x, cookie, user } = await setup();
    const { back } = await authorise(t, cookie);
    await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    const schedule = (day: string) =>
      t.call("POST", "/api/events", {
        cookie,
        body: { content: `Early end ${day}`, platform: "twitter", scheduledFor: day, scheduledTime: "11:00" },
      });
    const refreshes = () =>
      x.requests.filter((r) => r.path === "/2/oauth2/token" && r.form?.get("grant_type") === "refresh_token");

    // X ends the access token early (the refresh token stays good); the recorded expiry is still ahead.
    const [first] = [...x.oauth.access.keys()];
    x.oauth.expire(first);
    await schedule("2026-11-21");
    await schedule("2026-11-21");
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    const rows = t.db.select().from(postDeliveries).where(eq(postDeliveries.userId, user.id)).all();
    expect(rows.map((r) => r.status)).toEqual(["published", "published"]);
    // One refresh for both posts (the second found the token the first stored), then the new token.
    expect(refreshes()).toHaveLength(1);
    const renewed = [...x.oauth.access.keys()].at(-1)!;
    expect(renewed).not.toBe(first);
    expect(x.posts.map((p) => p.token)).toEqual([renewed, renewed]);
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "twitter",
    );
    expect(tile).toMatchObject({ via: "oauth", problem: null });
    expect(tile.health).not.toBe("refused");

    // Both ended: the one refresh is refused, and only then the post asks to reconnect.
    x.oauth.revokeAll();
    await schedule("2026-11-22");
    t.clock.set(new Date("2026-11-22T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(refreshes()).toHaveLength(2);
    const failed = t.db
      .select()
      .from(postDeliveries)
      .where(and(eq(postDeliveries.userId, user.id), eq(postDeliveries.status, "failed")))
      .get()!;
    expect(failed.error).toMatch(/X \(Twitter\) refused the token: reconnect/);
  });

  it("Connect finished in two tabs: the grant replaced by the later one is revoked at X, not orphaned", async () => {
    const { t, x, cookie } = await setup();
    const first = await authorise(t, cookie);
    const second = await authorise(t, cookie);
    await t.call("GET", `/api/social/twitter/callback${second.back.search}`, { cookie });
    const [newer] = [...x.oauth.refresh.keys()];
    await t.call("GET", `/api/social/twitter/callback${first.back.search}`, { cookie });
    const [, older] = [...x.oauth.refresh.keys()];
    // The grant finished last is kept; the one it replaced is ended at X, both tokens by name.
    expect(x.oauth.refresh.get(newer)!.revoked).toBe(true);
    expect(x.oauth.refresh.get(older)!.revoked).toBe(false);
    const revokes = x.requests.filter((r) => r.path === "/2/oauth2/revoke");
    expect(revokes.map((r) => [r.form!.get("token_type_hint"), r.form!.get("token")])).toEqual([
      ["refresh_token", newer],
      ["access_token", [...x.oauth.access.keys()][0]],
    ]);
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "twitter",
    );
    expect(tile).toMatchObject({ via: "oauth", problem: null });
  });

  it("disconnects: revokes the refresh and the access token at X and forgets them here", async () => {
    const { t, x, cookie, user } = await setup();
    const { back } = await authorise(t, cookie);
    await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
    const res = await t.call("DELETE", "/api/social/twitter/connection", { cookie });
    expect(res.json).toEqual({ success: true, revoked: true, note: null });
    const revokes = x.requests.filter((r) => r.path === "/2/oauth2/revoke");
    expect(revokes.map((r) => r.form!.get("token_type_hint"))).toEqual(["refresh_token", "access_token"]);
    expect([...x.oauth.refresh.values()].every((r) => r.revoked)).toBe(true);
    expect([...x.oauth.access.values()].every((a) => a.revoked)).toBe(true);
    expect(t.db.select().from(users).where(eq(users.id, user.id)).get()!.twitterAccessToken).toBeNull();
    expect(t.db.select().from(socialConnections).all()).toHaveLength(0);
  });

  it("answers 503 where the operator set no app up, and keeps the pasted-token path", async () => {
    const { t, cookie } = await setup();
    const res = await t.call("POST", "/api/social/facebook/connect", { cookie });
    expect(res.status).toBe(503);
    const put = await t.call("PUT", "/api/user/social-media", { cookie, body: { facebookAccessToken: "pasted" } });
    expect(put.status).toBe(200);
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "facebook",
    );
    expect(tile).toMatchObject({ connected: true, via: "manual", connectable: false });
  });
});

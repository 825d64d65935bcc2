// One-click connections (decision 323) against the platforms' stand-ins: the authorisation with a
// state bound to its owner, the code exchange (X: with the PKCE verifier the stand-in checks), tokens
// sealed, refresh tokens rotated, revoke on disconnect.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { postDeliveries, socialConnections, users } from "@core/db";
import { CONNECT_OUTCOME_COOKIE, releaseDuePosts } from "@core/creator";
import type { SocialSettings } from "@core/social";
import { makeTestApp } from "../../../test/app";
import { socialSettingsFor, startPlatformPeers } from "../../../test/social";
import type { startXPeer } from "../../../test/fakes/social/x";
import type { startLinkedInPeer } from "../../../test/fakes/social/linkedin";
import type { startFacebookPeer } from "../../../test/fakes/social/facebook";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type XPeer = Awaited<ReturnType<typeof startXPeer>>;
type LinkedInPeer = Awaited<ReturnType<typeof startLinkedInPeer>>;
type FacebookPeer = Awaited<ReturnType<typeof startFacebookPeer>>;

async function setup({ withFacebook = false, facebookConfigId = null as string | null } = {}) {
  const peers = await startPlatformPeers();
  cleanups.push(peers.close);
  const x = peers.twitter as XPeer;
  const li = peers.linkedin as LinkedInPeer;
  const fb = peers.facebook as FacebookPeer;
  fb.oauth.configId = facebookConfigId;
  const social: SocialSettings = {
    ...socialSettingsFor(peers),
    oauth: {
      twitter: {
        clientId: x.oauth.clientId,
        clientSecret: x.oauth.clientSecret,
        authorizeUrl: `${x.url}/i/oauth2/authorize`,
        tokenUrl: `${x.url}/2/oauth2/token`,
        revokeUrl: `${x.url}/2/oauth2/revoke`,
        redirectUri: null,
      },
      linkedin: {
        clientId: li.oauth.clientId,
        clientSecret: li.oauth.clientSecret,
        authorizeUrl: `${li.url}/oauth/v2/authorization`,
        tokenUrl: `${li.url}/oauth/v2/accessToken`,
        revokeUrl: null,
        redirectUri: null,
      },
      facebook: withFacebook
        ? {
            clientId: fb.oauth.appId,
            clientSecret: fb.oauth.appSecret,
            authorizeUrl: `${fb.url}/v26.0/dialog/oauth`,
            tokenUrl: `${fb.url}/v26.0/oauth/access_token`,
            revokeUrl: null,
            redirectUri: null,
            configId: facebookConfigId,
          }
        : null,
    },
  };
  const t = makeTestApp({ config: { social } });
  const owner = await t.signUp();
  t.db
    .update(users)
    .set({ onboardingCompleted: true, timeZone: "Europe/Paris" })
    .where(eq(users.id, owner.user.id))
    .run();
  return { t, peers, x, li, fb, ...owner };
}

type App = ReturnType<typeof makeTestApp>;

/** Connect → the platform's consent (the stand-in agrees at once) → our callback. */
async function authorise(t: App, cookie: string, platform = "twitter") {
  const start = await t.call("POST", `/api/social/${platform}/connect`, { cookie });
  expect(start.status, start.text).toBe(200);
  const consent = await fetch(start.json.authUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  return { start, back };
}

/** The outcome the callback left for Settings, in its cookie (never in the address). */
const outcome = (res: { headers: Headers }) => {
  const raw = new RegExp(`${CONNECT_OUTCOME_COOKIE}=([^;]+)`).exec(res.headers.get("set-cookie") ?? "")?.[1];
  return new URLSearchParams(raw ? (JSON.parse(decodeURIComponent(raw)) as Record<string, string>) : {});
};

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
    await t.call("GET", `/api/social/twitter/callback${back.search}`, { cookie });
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

describe("connecting LinkedIn with one click", () => {
  it("exchanges the code with the client secret, shows the member and when the token ends, and publishes", async () => {
    const { t, li, cookie, user } = await setup();
    const { start, back } = await authorise(t, cookie, "linkedin");
    const auth = new URL(start.json.authUrl);
    expect(auth.searchParams.get("scope")).toBe("openid profile w_member_social");
    expect(auth.searchParams.has("code_challenge")).toBe(false);
    const callback = await t.call("GET", `/api/social/linkedin/callback${back.search}`, { cookie });
    expect(callback.headers.get("location")).toBe("/profile?tab=social&connect=linkedin");
    expect(outcome(callback).get("account")).toBe("Olive Owner");
    const exchange = li.requests.find((r) => r.path === "/oauth/v2/accessToken")!;
    expect(exchange.form!.get("client_secret")).toBe("li-client-secret");
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "linkedin",
    );
    // 60 days from the connection, not renewed (this app has no programmatic refresh).
    expect(tile).toMatchObject({
      via: "oauth",
      account: "Olive Owner",
      renews: false,
      expiresAt: new Date(Date.parse("2026-11-21T09:00:00Z") + 60 * 86_400_000).toISOString(),
      missing: [],
    });

    await t.call("POST", "/api/events", {
      cookie,
      body: { content: "Hello LinkedIn", platform: "linkedin", scheduledFor: "2026-11-21", scheduledTime: "11:00" },
    });
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(t.db.select().from(postDeliveries).where(eq(postDeliveries.userId, user.id)).get()).toMatchObject({
      status: "published",
    });
    expect(li.posts.at(-1)!.token).toMatch(/^lat-/);

    // No revoke for members: Disconnect forgets it and says where to remove the app on LinkedIn.
    const res = await t.call("DELETE", "/api/social/linkedin/connection", { cookie });
    expect(res.json).toMatchObject({ success: true, revoked: false });
    expect(res.json.note).toMatch(/LinkedIn lets no app revoke/);
  });

  it("names a missing permission, says so when the member cancels, and refuses a code twice", async () => {
    const { t, li, cookie } = await setup();
    li.oauth.grant = ["openid", "profile"];
    const { back } = await authorise(t, cookie, "linkedin");
    await t.call("GET", `/api/social/linkedin/callback${back.search}`, { cookie });
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "linkedin",
    );
    expect(tile.missing).toEqual(["w_member_social"]);
    // Without it nothing can be posted: the tile is not healthy.
    expect(tile.problem).toBe("LinkedIn was not allowed to post for you (w_member_social).");
    // The same code again: LinkedIn refuses it (and the state is spent anyway).
    const again = await t.call("GET", `/api/social/linkedin/callback${back.search}`, { cookie });
    expect(outcome(again).get("result")).toBe("error");

    li.oauth.consent = "cancel";
    const cancelled = await authorise(t, cookie, "linkedin");
    const res = await t.call("GET", `/api/social/linkedin/callback${cancelled.back.search}`, { cookie });
    expect(outcome(res).get("message")).toBe("LinkedIn was not connected: you declined access in LinkedIn");
  });

  it("refreshes where the app has LinkedIn's programmatic refresh", async () => {
    const { t, li, cookie, user } = await setup();
    li.oauth.refresh = true;
    const { back } = await authorise(t, cookie, "linkedin");
    await t.call("GET", `/api/social/linkedin/callback${back.search}`, { cookie });
    const tile = (await t.call("GET", "/api/posts/connections", { cookie })).json.find(
      (c: { platform: string }) => c.platform === "linkedin",
    );
    expect(tile).toMatchObject({ renews: true });
    // 59 days and 23 hours and more later the token is about to end: the post renews it first.
    await t.call("POST", "/api/events", {
      cookie,
      body: { content: "Two months on", platform: "linkedin", scheduledFor: "2027-01-20", scheduledTime: "10:00" },
    });
    t.clock.set(new Date("2027-01-20T09:00:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(li.requests.filter((r) => r.form?.get("grant_type") === "refresh_token")).toHaveLength(1);
    expect(t.db.select().from(postDeliveries).where(eq(postDeliveries.userId, user.id)).get()).toMatchObject({
      status: "published",
    });
  });
});

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
    expect(callback.headers.get("location")).toBe("/profile?tab=social&connect=facebook");
    expect(outcome(callback).get("result")).toBe("pick");
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
    expect(picked.json).toEqual({ facebook: "Olive Bakery", instagram: "@olivebakery" });
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

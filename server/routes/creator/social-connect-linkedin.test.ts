// One-click LinkedIn (decision 323) against its stand-in: the client secret at the token endpoint, the
// member and when the token ends, missing permissions, programmatic refresh where the app has it.
import { describe, expect, it } from "vitest";
import { postDeliveries } from "@core/db";
import { eq } from "drizzle-orm";
import { releaseDuePosts } from "@core/creator";
import { authorise, outcome, setup } from "../../../test/social-connect";

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

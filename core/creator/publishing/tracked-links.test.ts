// A post with a tracked link reaches each platform with that platform's own link, through the real
// publishing channel and the platforms' local peers; a platform without a token gets it in the
// "ready to post" text.
import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp } from "../../../test/app";
import { connectedOwner, socialSettingsFor, startPlatformPeers } from "../../../test/social";
import { releaseDuePosts } from "./release-due";
import { littleText } from "../../social/linkedin";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("publishing a post with tracked links", () => {
  it("sends each platform the text with its own link", async () => {
    const peers = await startPlatformPeers();
    cleanups.push(peers.close);
    const t = makeTestApp({ config: { social: socialSettingsFor(peers) } });
    const { cookie } = await connectedOwner(t, { linkedinAccessToken: "li-token", twitterAccessToken: "x-user-token" });
    const post = await t.call("POST", "/api/events", {
      cookie,
      body: {
        content: "Workshop seats open. Book here: {link}",
        platforms: ["linkedin", "twitter", "facebook"],
        scheduledFor: "2026-11-21",
        scheduledTime: "11:00",
        trackedLink: true,
      },
    });
    expect(post.status).toBe(201);
    const link = (platform: string) =>
      `${t.services.settings.publicUrl}${post.json.trackedLinks.find((l: { platform: string }) => l.platform === platform).path}`;
    t.clock.set(new Date("2026-11-21T10:01:00Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    // LinkedIn's commentary escapes its reserved characters, and a link's random slug may hold one ("_").
    expect(peers.linkedin.posts[0].text).toBe(littleText(`Workshop seats open. Book here: ${link("linkedin")}`));
    expect(peers.twitter.posts[0].text).toBe(`Workshop seats open. Book here: ${link("twitter")}`);
    expect(link("linkedin")).not.toBe(link("twitter"));
    // Facebook has no token here: its "ready to post" notification carries Facebook's link.
    const bell = (await t.call("GET", "/api/notifications", { cookie })).json.items;
    expect(bell.find((n: { type: string }) => n.type === "post_ready").description).toContain(link("facebook"));
  });
});

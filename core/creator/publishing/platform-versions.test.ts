// The platforms as they are today (docs/platforms.md): each stand-in refuses what the real service
// refuses (a sunset LinkedIn version, an expired Graph version, a deprecated Page Insights metric, a
// 6 MB image to X), the product's defaults pass it, and a refusal reaches the owner as what to do.
import { afterEach, describe, expect, it } from "vitest";
import { startFacebookPeer } from "../../../test/fakes/social/facebook";
import { startInstagramPeer } from "../../../test/fakes/social/instagram";
import { startLinkedInPeer } from "../../../test/fakes/social/linkedin";
import type { PlatformPeer } from "../../../test/fakes/social/peer";
import { startXPeer } from "../../../test/fakes/social/x";
import { PlatformError, socialAdapter, socialSettingsFromEnv, type SocialSettings } from "../../social";
import { checkForPlatform } from "../../social/limits";
import { socialVersionStatuses, versionStatus } from "../../social/versions";
import { ownerMessage } from "./messages";

const peers: PlatformPeer[] = [];
afterEach(async () => {
  while (peers.length) await peers.pop()!.close();
});

const PNG_HEAD = Buffer.from("89504e470d0a1a0a", "hex");
/** A PNG-headed file of `bytes` bytes (the peers look at size, not pixels). */
const imageOf = (bytes: number) => ({
  bytes: Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length)]),
  contentType: "image/png",
  publicUrl: `http://microteam.test/api/public/media/${"a".repeat(64)}`,
});
const memory = { containerId: null, rememberContainer: () => {} };
const MB = 1024 * 1024;

function settingsFor(peer: PlatformPeer, change: Partial<SocialSettings> = {}): SocialSettings {
  return {
    ...socialSettingsFromEnv({}),
    xApiBase: peer.url,
    linkedinApiBase: peer.url,
    facebookGraphBase: peer.url,
    timeoutMs: 2000,
    ...change,
  };
}

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("LinkedIn: the Linkedin-Version header", () => {
  const li = { accessToken: "li-token", accessSecret: null, accountId: null };

  it("posts with the default version (one LinkedIn serves today)", async () => {
    const peer = await startLinkedInPeer();
    peers.push(peer);
    await socialAdapter(settingsFor(peer), "linkedin").publish(li, { text: "Hello", images: [] }, memory);
    expect(peer.posts).toHaveLength(1);
    expect(peer.requests.find((r) => r.path === "/rest/posts")!.headers["linkedin-version"]).toBe("202603");
  });

  it("a sunset version is refused with 426 NONEXISTENT_VERSION, and the owner is told the fix, not 'refused'", async () => {
    const peer = await startLinkedInPeer();
    peers.push(peer);
    const error = await refusal(
      socialAdapter(settingsFor(peer, { linkedinVersion: "202505" }), "linkedin").publish(
        li,
        { text: "Hello", images: [] },
        memory,
      ),
    );
    const answer = peer.requests.at(-1)!;
    expect(answer.path).toBe("/rest/posts");
    expect(error.kind).toBe("setup");
    expect(error.options.status).toBe(426);
    expect(ownerMessage(error)).toBe(
      "LinkedIn is not fully set up: LinkedIn API version 202505 is no longer active: set LINKEDIN_API_VERSION to 202603 and restart the server",
    );
    expect(peer.posts).toHaveLength(0);
  });

  it("the peer answers a sunset version as LinkedIn does", async () => {
    const peer = await startLinkedInPeer();
    peers.push(peer);
    const res = await fetch(`${peer.url}/rest/posts?q=author&author=x`, {
      headers: { authorization: "Bearer li-token", "linkedin-version": "202511", "x-restli-protocol-version": "2.0.0" },
    });
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({
      status: 426,
      code: "NONEXISTENT_VERSION",
      message: "Requested version 202511 is not active",
    });
  });
});

describe("Facebook: the Graph version and the Page Insights metrics", () => {
  const fb = { accessToken: "fb-page-token", accessSecret: null, accountId: "104567891234567" };

  it("reads reach with page_total_media_view_unique; the peer refuses page_impressions_unique as Meta does", async () => {
    const peer = await startFacebookPeer();
    peers.push(peer);
    const adapter = socialAdapter(settingsFor(peer), "facebook");
    await adapter.publish(fb, { text: "First", images: [] }, memory);
    expect((await adapter.readAnalytics(fb)).reach).toBe(300);
    const insights = peer.requests.find((r) => r.path.endsWith("/insights"))!;
    expect(insights.path).toBe("/v26.0/104567891234567/insights");
    expect(insights.query.get("metric")).toBe("page_total_media_view_unique");

    const old = await fetch(
      `${peer.url}/v26.0/104567891234567/insights?metric=page_impressions_unique&period=days_28&access_token=fb-page-token`,
    );
    expect(old.status).toBe(400);
    expect(((await old.json()) as { error: { code: number; message: string } }).error).toMatchObject({
      code: 100,
      message: "(#100) The value must be a valid insights metric",
    });
  });

  it("an expired Graph version is a setup problem naming GRAPH_API_VERSION", async () => {
    // v21.0 is served until 2027-01-21; a peer a week past that refuses it.
    const peer = await startFacebookPeer({ version: "v21.0", today: () => new Date("2027-01-28T00:00:00Z") });
    peers.push(peer);
    const error = await refusal(
      socialAdapter(settingsFor(peer, { graphVersion: "v21.0" }), "facebook").publish(
        fb,
        { text: "Hello", images: [] },
        memory,
      ),
    );
    expect(error.kind).toBe("setup");
    expect(ownerMessage(error)).toBe(
      "Facebook is not fully set up: Meta Graph API (Facebook and Instagram) version v21.0 is no longer active: set GRAPH_API_VERSION to v26.0 and restart the server",
    );
    expect(peer.posts).toHaveLength(0);
  });
});

describe("Instagram: the same Graph version", () => {
  it("an expired Graph version is refused as Facebook's peer refuses it, and is a setup problem with its fix", async () => {
    const peer = await startInstagramPeer({ version: "v20.0", today: () => new Date("2026-11-29T00:00:00Z") });
    peers.push(peer);
    const ig = { accessToken: "ig-token", accessSecret: null, accountId: "17841405822304914" };
    const error = await refusal(
      socialAdapter(
        settingsFor(peer, { graphVersion: "v20.0", instagramGraphBase: peer.url, instagramPollMs: 1 }),
        "instagram",
      ).publish(ig, { text: "Hello", images: [imageOf(2000)] }, memory),
    );
    const answer = await fetch(`${peer.url}/v20.0/17841405822304914/media?access_token=ig-token`, { method: "POST" });
    expect(await answer.json()).toMatchObject({
      error: { code: 2635, type: "OAuthException", message: expect.stringMatching(/deprecated version/) },
    });
    expect(error.kind).toBe("setup");
    expect(ownerMessage(error)).toBe(
      "Instagram is not fully set up: Meta Graph API (Facebook and Instagram) version v20.0 is no longer active: set GRAPH_API_VERSION to v26.0 and restart the server",
    );
    expect(peer.posts).toHaveLength(0);
  });
});

describe("X: images up to 5 MB", () => {
  const x = { accessToken: "x-user-token", accessSecret: null, accountId: null };

  it("a 5 MB image posts; the composer and the scheduler refuse a 6 MB one for X alone", async () => {
    const peer = await startXPeer();
    peers.push(peer);
    await socialAdapter(settingsFor(peer), "twitter").publish(x, { text: "Hi", images: [imageOf(5 * MB)] }, memory);
    expect(peer.posts).toHaveLength(1);
    expect(checkForPlatform("twitter", "Hi", [1 * MB, 6 * MB]).problems).toEqual([
      "X takes images up to 5 MB; image 2 is 6 MB: make it smaller, or leave X out",
    ]);
    expect(checkForPlatform("linkedin", "Hi", [6 * MB]).problems).toEqual([]);
    // A count alone (the live editor before sizes are known) checks the rest as before.
    expect(checkForPlatform("twitter", "Hi", 1).problems).toEqual([]);
  });

  it("a 6 MB image that reaches X (scheduled before the check) is X's refusal of the image, in its words", async () => {
    const peer = await startXPeer();
    peers.push(peer);
    const error = await refusal(
      socialAdapter(settingsFor(peer), "twitter").publish(x, { text: "Hi", images: [imageOf(6 * MB)] }, memory),
    );
    expect(error.kind).toBe("media");
    expect(ownerMessage(error)).toBe("X (Twitter) rejected the image: File size exceeds 5242880 bytes.");
    expect(peer.posts).toHaveLength(0);
  });
});

describe("versionStatus: one table, one function", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("ok far from the sunset, ending within 60 days, ended on and after it", () => {
    expect(versionStatus("linkedin", "202603", on("2026-11-28"))).toMatchObject({
      sunset: "2027-03-16",
      daysLeft: 108,
      state: "ok",
      message: null,
    });
    expect(versionStatus("linkedin", "202603", on("2027-01-15"))).toMatchObject({ daysLeft: 60, state: "ending" });
    expect(versionStatus("linkedin", "202603", on("2027-01-15")).message).toBe(
      "LinkedIn API version 202603 is retired on 2027-03-16 (in 60 days); set LINKEDIN_API_VERSION to a newer active version (https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations) and restart the server",
    );
    expect(versionStatus("linkedin", "202603", on("2027-03-16")).state).toBe("ended");
    expect(versionStatus("graph", "v26.0", on("2026-11-28"))).toMatchObject({ sunset: null, state: "ok" });
    expect(versionStatus("graph", "v21.0", on("2026-11-28"))).toMatchObject({ daysLeft: 54, state: "ending" });
  });

  it("a version missing from the table follows the platform's policy, said as an estimate", () => {
    expect(versionStatus("linkedin", "202505", on("2026-11-28"))).toMatchObject({
      sunset: "2026-05-15",
      estimated: true,
      state: "ended",
    });
    expect(versionStatus("linkedin", "202607", on("2026-11-28"))).toMatchObject({ sunset: "2027-07-15", state: "ok" });
    expect(versionStatus("graph", "v17.0", on("2026-11-28")).state).toBe("ended");
  });

  it("something that is not a version is refused like a retired one, naming the shape and the fix", () => {
    for (const [api, version] of [
      ["linkedin", "abc"],
      ["linkedin", "2026-03"],
      ["linkedin", "202613"],
      ["graph", "26"],
      ["graph", "26.0"],
    ] as const) {
      expect(versionStatus(api, version, on("2026-11-28")), version).toMatchObject({ state: "ended", sunset: null });
    }
    expect(versionStatus("graph", "26", on("2026-11-28")).message).toBe(
      "GRAPH_API_VERSION=26 is not a Meta Graph API (Facebook and Instagram) version (they look like v26.0): every call with it is refused; set GRAPH_API_VERSION to v26.0 and restart the server",
    );
    expect(versionStatus("linkedin", "202603.01", on("2026-11-28")).state).toBe("ok");
  });

  it("a LinkedIn month not released yet and a Graph version newer than any known are flagged, and the refusal says so", async () => {
    expect(versionStatus("linkedin", "202612", on("2026-11-29"))).toMatchObject({
      state: "unreleased",
      sunset: null,
      message:
        "LinkedIn API version 202612 is not released yet (LinkedIn releases at most one a month, and this month is 202611): every call with it is refused; set LINKEDIN_API_VERSION to 202603 and restart the server",
    });
    expect(versionStatus("linkedin", "202611", on("2026-11-29")).state).toBe("ok");
    expect(versionStatus("graph", "v99.0", on("2026-11-29"))).toMatchObject({ state: "unknown", sunset: null });
    expect(versionStatus("graph", "v99.0", on("2026-11-29")).message).toMatch(
      /^GRAPH_API_VERSION=v99\.0 is an unknown version: check it at https:\/\/developers\.facebook\.com\/.+ \(the newest this Microteam knows is v26\.0\)/,
    );
    // Each place draws the same statuses: the start-up log, Settings and `microteam status` carry the message.
    const statuses = socialVersionStatuses({ linkedinVersion: "202703", graphVersion: "v99.0" }, on("2026-11-29"));
    expect(statuses.map((v) => v.state)).toEqual(["unreleased", "unknown"]);

    // LinkedIn refuses the month it has not released (the stand-in knows): worded "not released yet", with the fix.
    const peer = await startLinkedInPeer();
    peers.push(peer);
    const month = new Date().toISOString().slice(0, 7).replace("-", "");
    const next = String(Number(month.slice(0, 4)) + 1) + month.slice(4);
    const error = await refusal(
      socialAdapter(settingsFor(peer, { linkedinVersion: next }), "linkedin").publish(
        { accessToken: "li-token", accessSecret: null, accountId: null },
        { text: "Hello", images: [] },
        memory,
      ),
    );
    expect(error.options.status).toBe(426);
    expect(ownerMessage(error)).toBe(
      `LinkedIn is not fully set up: LinkedIn API version ${next} is not released yet: set LINKEDIN_API_VERSION to 202603 and restart the server`,
    );
  });

  it("the defaults are fine today", () => {
    expect(socialVersionStatuses(socialSettingsFromEnv({}), on("2026-11-28")).map((s) => s.state)).toEqual([
      "ok",
      "ok",
    ]);
  });
});

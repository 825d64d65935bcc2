// Each platform's analytics read against its local peer (test/fakes/social/): two posts made through
// the adapter, then followers, posts, engagement and reach as each platform counts them.
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { startFacebookPeer } from "../../test/fakes/social/facebook";
import { startInstagramPeer } from "../../test/fakes/social/instagram";
import { startLinkedInPeer } from "../../test/fakes/social/linkedin";
import type { PlatformPeer } from "../../test/fakes/social/peer";
import { startXPeer } from "../../test/fakes/social/x";
import type { Platform } from "../catalog";
import { socialAdapter } from "./adapters";
import { DEFAULT_SOCIAL } from "./settings";
import { PlatformError, type PlatformCredentials } from "./types";

const peers: PlatformPeer[] = [];
afterEach(async () => {
  while (peers.length) await peers.pop()!.close();
});

const START: Record<Platform, () => Promise<PlatformPeer>> = {
  twitter: () => startXPeer(),
  linkedin: () => startLinkedInPeer(),
  facebook: () => startFacebookPeer(),
  // Instagram downloads each image_url: this peer is handed a square JPEG for any of them.
  instagram: () =>
    startInstagramPeer({
      images: async () => ({
        bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
          .jpeg()
          .toBuffer(),
        contentType: "image/jpeg",
      }),
    }),
};
const CREDENTIALS: Record<Platform, PlatformCredentials> = {
  twitter: { accessToken: "x-user-token", accessSecret: null, accountId: null },
  linkedin: { accessToken: "li-token", accessSecret: null, accountId: null },
  facebook: { accessToken: "fb-page-token", accessSecret: null, accountId: "104567891234567" },
  instagram: { accessToken: "ig-token", accessSecret: null, accountId: "17841405822304914" },
};
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const image = {
  bytes: PNG,
  contentType: "image/png",
  publicUrl: `http://microteam.test/api/public/media/${"a".repeat(64)}`,
};

async function withTwoPosts(platform: Platform) {
  const peer = await START[platform]();
  peers.push(peer);
  const adapter = socialAdapter(
    {
      ...DEFAULT_SOCIAL,
      xApiBase: peer.url,
      linkedinApiBase: peer.url,
      facebookGraphBase: peer.url,
      instagramGraphBase: peer.url,
      timeoutMs: 2000,
      instagramPollMs: 5,
    },
    platform,
  );
  const memory = { containerId: null, rememberContainer: () => {} };
  for (const text of ["First post", "Second post"]) {
    await adapter.publish(CREDENTIALS[platform], { text, images: [image] }, memory);
  }
  return { peer, adapter };
}

// The peer's audience: 1,200 followers; each post 12 likes, 3 comments, 2 shares, 480 impressions, 300 reached.
const EXPECTED: Record<Platform, { followers: number; posts: number; engagement: number; reach: number }> = {
  // Likes + reposts + replies + quotes per post; reach is the posts' impressions.
  twitter: { followers: 1200, posts: 2, engagement: 2 * (12 + 2 + 3), reach: 2 * 480 },
  // Reactions + comments + reshares; members reached.
  linkedin: { followers: 1200, posts: 2, engagement: 2 * (12 + 3 + 2), reach: 2 * 300 },
  // Reactions + comments + shares; the Page's 28-day unique reach.
  facebook: { followers: 1200, posts: 2, engagement: 2 * (12 + 3 + 2), reach: 2 * 300 },
  // Likes + comments; 28-day reach.
  instagram: { followers: 1200, posts: 2, engagement: 2 * (12 + 3), reach: 2 * 300 },
};

describe.each(["twitter", "linkedin", "facebook", "instagram"] as const)("%s readAnalytics", (platform) => {
  it("reads followers, posts, engagement and reach through the documented calls", async () => {
    const { adapter } = await withTwoPosts(platform);
    expect(await adapter.readAnalytics(CREDENTIALS[platform])).toEqual(EXPECTED[platform]);
  });

  it("refuses an expired token as auth", async () => {
    const { adapter } = await withTwoPosts(platform);
    const error = await adapter.readAnalytics({ ...CREDENTIALS[platform], accessToken: "expired" }).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).kind).toBe("auth");
  });
});

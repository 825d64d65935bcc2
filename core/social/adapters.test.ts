// Each platform's adapter against a local peer that speaks the platform's documented requests and
// errors (test/fakes/social/): success with and without images, then each way a platform refuses.
import { afterEach, describe, expect, it } from "vitest";
import { startFacebookPeer } from "../../test/fakes/social/facebook";
import sharp from "sharp";
import { startInstagramPeer, type ImageSource } from "../../test/fakes/social/instagram";
import { startLinkedInPeer } from "../../test/fakes/social/linkedin";
import type { Failure, PlatformPeer } from "../../test/fakes/social/peer";
import { startXPeer } from "../../test/fakes/social/x";
import type { Platform } from "../catalog";
import { socialAdapter } from "./adapters";
import { DEFAULT_SOCIAL, type SocialSettings } from "./settings";
import { PlatformError, type OutgoingPost, type PlatformCredentials, type PublishMemory } from "./types";

const peers: PlatformPeer[] = [];
afterEach(async () => {
  while (peers.length) await peers.pop()!.close();
});

// A real (tiny) PNG: 1×1 pixel.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const image = (n: number) => ({
  bytes: PNG,
  contentType: "image/png",
  publicUrl: `http://microteam.test/api/public/media/${String(n).repeat(64).slice(0, 64)}`,
});

// What the Instagram peer downloads for each image_url (Instagram fetches images by URL): a square
// JPEG unless a test serves something else.
const squareJpeg = sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#3366cc" } })
  .jpeg()
  .toBuffer();
let served: ImageSource = async () => ({ bytes: await squareJpeg, contentType: "image/jpeg" });
afterEach(() => {
  served = async () => ({ bytes: await squareJpeg, contentType: "image/jpeg" });
});

const START: Record<Platform, () => Promise<PlatformPeer>> = {
  twitter: () => startXPeer(),
  linkedin: () => startLinkedInPeer(),
  facebook: () => startFacebookPeer(),
  instagram: () => startInstagramPeer({ images: (url) => served(url) }),
};

const CREDENTIALS: Record<Platform, PlatformCredentials> = {
  twitter: { accessToken: "x-user-token", accessSecret: null, accountId: null },
  linkedin: { accessToken: "li-token", accessSecret: null, accountId: null },
  facebook: { accessToken: "fb-page-token", accessSecret: null, accountId: "104567891234567" },
  instagram: { accessToken: "ig-token", accessSecret: null, accountId: "17841405822304914" },
};

async function setup(platform: Platform) {
  const peer = await START[platform]();
  peers.push(peer);
  const settings: SocialSettings = {
    ...DEFAULT_SOCIAL,
    xApiBase: peer.url,
    linkedinApiBase: peer.url,
    facebookGraphBase: peer.url,
    instagramGraphBase: peer.url,
    timeoutMs: 2000,
    instagramPollMs: 5,
  };
  const containers: string[] = [];
  const memory = (): PublishMemory => ({
    containerId: containers.at(-1) ?? null,
    rememberContainer: (id) => containers.push(id),
  });
  return { peer, adapter: socialAdapter(settings, platform), credentials: CREDENTIALS[platform], memory, containers };
}

const text = "Three things we learned running workshops for bakeries (a thread) #smallbusiness";
const post = (images: number): OutgoingPost => ({
  text,
  images: Array.from({ length: images }, (_, i) => image(i + 1)),
});

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(["twitter", "linkedin", "facebook", "instagram"] as const)("%s", (platform) => {
  const withImages = platform === "instagram" ? 3 : platform === "linkedin" ? 1 : 2;

  it("publishes, records the platform's post id, and finds it again after an uncertain attempt", async () => {
    const { peer, adapter, credentials, memory } = await setup(platform);
    const published = await adapter.publish(credentials, post(withImages), memory());
    expect(peer.posts).toHaveLength(1);
    expect(published.remoteId).toBe(peer.posts[0].id);
    expect(peer.posts[0].images).toBe(withImages);
    if (platform !== "linkedin") expect(peer.posts[0].text).toBe(text);
    expect(published.url).toMatch(/^https:\/\//);
    const found = await adapter.findExisting(credentials, post(withImages), Date.now() - 60_000, memory());
    expect(found?.remoteId).toBe(published.remoteId);
  });

  if (platform !== "instagram") {
    it("publishes text alone", async () => {
      const { peer, adapter, credentials, memory } = await setup(platform);
      await adapter.publish(credentials, post(0), memory());
      expect(peer.posts.map((p) => p.images)).toEqual([0]);
    });
  }

  const cases: [Failure, string, boolean][] = [
    ["auth", "auth", true],
    ["rate", "rate_limited", true],
    ["media", "media", true],
    ["server", "server", true],
    ["garbage", "garbage", false],
  ];
  for (const [failure, kind, notCreated] of cases) {
    it(`reads the platform's "${failure}" answer as ${kind}`, async () => {
      const { peer, adapter, credentials, memory } = await setup(platform);
      // Media is refused at the image step; everything else where the post is created.
      peer.fail(failure);
      const error = await refusal(
        adapter.publish(credentials, post(failure === "media" || platform === "instagram" ? 1 : 0), memory()),
      );
      expect(error.kind).toBe(kind);
      expect(error.detail.length).toBeGreaterThan(0);
      if (failure !== "garbage" || platform !== "instagram") expect(error.notCreated).toBe(notCreated);
      if (failure === "rate") expect(error.options.retryAfterMs).toBeGreaterThanOrEqual(10_000);
      expect(peer.posts).toHaveLength(0);
    });
  }

  it("reads an expired token as auth", async () => {
    const { adapter, memory } = await setup(platform);
    const error = await refusal(
      adapter.publish(
        { ...CREDENTIALS[platform], accessToken: "expired" },
        post(platform === "instagram" ? 1 : 0),
        memory(),
      ),
    );
    expect(error.kind).toBe("auth");
  });
});

describe("platform specifics", () => {
  it("LinkedIn: sends the version headers, escapes little text and keeps hashtags", async () => {
    const { peer, adapter, credentials, memory } = await setup("linkedin");
    await adapter.publish(credentials, { text: "Pricing (2026) is out! #pricing", images: [] }, memory());
    expect(peer.posts[0].text).toBe("Pricing \\(2026\\) is out! {hashtag|\\#|pricing}");
    const create = peer.requests.find((r) => r.path === "/rest/posts")!;
    expect(create.headers["linkedin-version"]).toMatch(/^\d{6}$/);
    expect(create.headers["x-restli-protocol-version"]).toBe("2.0.0");
    expect(create.json).toMatchObject({
      author: "urn:li:person:yrZCpj2Z12",
      visibility: "PUBLIC",
      lifecycleState: "PUBLISHED",
    });
  });

  it("Instagram: a carousel is child containers, then a CAROUSEL container, published once and reused by a retry", async () => {
    const { peer, adapter, credentials, memory, containers } = await setup("instagram");
    peer.fail("server", 1, "/media_publish");
    // The container is made; publishing it fails with a 5xx: the retry publishes the same container.
    const creates = () => peer.requests.filter((r) => r.path.endsWith("/media") && r.method === "POST").length;
    await refusal(adapter.publish(credentials, post(3), memory())).catch(() => null);
    const before = creates();
    await adapter.publish(credentials, post(3), memory());
    expect(peer.posts).toHaveLength(1);
    expect(containers.length).toBeGreaterThanOrEqual(1);
    expect(creates()).toBe(before);
    const carousel = peer.requests.find((r) => r.form?.get("media_type") === "CAROUSEL")!;
    expect(carousel.form!.get("children")!.split(",")).toHaveLength(3);
  });

  // The stricter peer refuses what Instagram's feed refuses, with the Graph API's error shape; the
  // adapter reads each as a media refusal in Instagram's words. (The product never sends these: the
  // publishing worker hands Instagram the image made by core/social/image.ts, publishing.test.ts.)
  it.each([
    [
      "a PNG",
      () =>
        sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#fff" } })
          .png()
          .toBuffer(),
      /Supported formats are: JPEG/,
    ],
    [
      "a 9:16 image",
      () =>
        sharp({ create: { width: 1080, height: 1920, channels: 3, background: "#fff" } })
          .jpeg()
          .toBuffer(),
      /aspect ratio \('1080:1920'\)/,
    ],
    [
      "a 1.91:1-plus banner",
      () =>
        sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#fff" } })
          .jpeg()
          .toBuffer(),
      /aspect ratio/,
    ],
    [
      "a JPEG over 8 MiB",
      async () => Buffer.concat([await squareJpeg, Buffer.alloc(8 * 1024 * 1024)]),
      /less than 8 MiB/,
    ],
  ])("Instagram: the peer refuses %s as Instagram does", async (_, bytes, words) => {
    const image = await bytes();
    served = async () => ({ bytes: image, contentType: "image/jpeg" });
    const { peer, adapter, credentials, memory } = await setup("instagram");
    const error = await refusal(adapter.publish(credentials, post(1), memory()));
    expect(error.kind).toBe("media");
    expect(error.notCreated).toBe(true);
    expect(error.detail).toMatch(words);
    expect(peer.posts).toHaveLength(0);
  });

  it("Instagram: the peer drops a caption with more than 5 hashtags, as Instagram does, and keeps one with 5", async () => {
    const { peer, adapter, credentials } = await setup("instagram");
    const memory = (): PublishMemory => ({ containerId: null, rememberContainer: () => {} });
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${i}`).join(" ");
    const ig = peer as Awaited<ReturnType<typeof startInstagramPeer>>;
    await adapter.publish(credentials, { text: `Fresh loaves ${tags(5)}`, images: [image(1)] }, memory());
    await adapter.publish(credentials, { text: `Fresh loaves ${tags(6)}`, images: [image(2)] }, memory());
    expect(peer.posts.map((p) => p.text)).toEqual([`Fresh loaves ${tags(5)}`, ""]);
    expect(ig.seen.droppedCaptions).toBe(1);
  });

  it("Instagram: refuses a post without an image before calling", async () => {
    const { peer, adapter, credentials, memory } = await setup("instagram");
    expect((await refusal(adapter.publish(credentials, post(0), memory()))).kind).toBe("media");
    expect(peer.requests).toHaveLength(0);
  });

  it("Facebook and Instagram: a missing Page or account id is a setup problem", async () => {
    for (const platform of ["facebook", "instagram"] as const) {
      const { adapter, memory } = await setup(platform);
      const error = await refusal(adapter.publish({ ...CREDENTIALS[platform], accountId: null }, post(1), memory()));
      expect(error.kind).toBe("setup");
    }
  });

  it("a platform that does not answer in time is a network problem that may have posted", async () => {
    const { peer, adapter, credentials, memory } = await setup("twitter");
    peer.holdCreates(3000);
    const error = await refusal(adapter.publish(credentials, post(0), memory()));
    expect(error.kind).toBe("network");
    expect(error.notCreated).toBe(false);
    expect(peer.posts).toHaveLength(1);
    peer.holdCreates(0);
    expect((await adapter.findExisting(credentials, post(0), Date.now() - 60_000, memory()))?.remoteId).toBe(
      peer.posts[0].id,
    );
  });
});

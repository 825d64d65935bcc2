// Publishing for real: scheduled posts released at their time, published once through each platform's
// local peer, failures in the owner's words with a notification, token health, "ready to post".
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { asOwner } from "../../context";
import { settlePublicAddress } from "../../instance";
import { postDeliveries } from "../../db/schema";
import { listNotifications } from "../../focus/bell";
import { makeTestApp } from "../../../test/app";
import {
  blankPng,
  connectedOwner,
  scheduleWithImage,
  socialSettingsFor,
  startPlatformPeers,
} from "../../../test/social";
import { platformConnections } from "./token-health";
import { releaseDuePosts } from "./release-due";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(delivery = { maxAttempts: 3 }) {
  const peers = await startPlatformPeers();
  cleanups.push(peers.close);
  const t = makeTestApp({
    config: {
      social: socialSettingsFor(peers),
      delivery: {
        leaseMs: 60_000,
        maxAttempts: delivery.maxAttempts,
        backoffMs: 1000,
        backoffMaxMs: 60_000,
        pollMs: 20,
        workers: 1,
      },
    },
  });
  return { t, peers };
}

const at = (iso: string) => new Date(iso);
const content = "Three things we learned running workshops for bakeries #smallbusiness";

/** Random pixels at JPEG quality 100: a file JPEG cannot shrink much. */
function noisyJpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

describe("Instagram's feed rules (the stricter peer refuses a PNG, over 8 MiB, or outside 4:5–1.91:1)", () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
      .png()
      .toBuffer();

  it.each([
    ["a PNG in the 9:16 story size", () => png(1080, 1920)],
    ["a PNG banner wider than 1.91:1", () => png(1600, 600)],
    ["a square PNG", () => png(1080, 1080)],
    ["a JPEG over 8 MiB", () => noisyJpeg(1800, 1800)],
  ])("publishes %s as a JPEG fitted to the feed, the image its preview showed", async (_, make) => {
    const { t, peers } = await setup();
    const { cookie } = await connectedOwner(t);
    const bytes = await make();
    if (_.includes("8 MiB")) expect(bytes.length).toBeGreaterThan(8 * 1024 * 1024);
    // The preview the web shows before scheduling, made by the server.
    const form = new FormData();
    form.set("platform", "instagram");
    form.set("image", new Blob([new Uint8Array(bytes)]), "design.png");
    const preview = await t.app.request("/api/posts/media/preview", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    const shown = Buffer.from(await preview.arrayBuffer());

    const scheduled = await scheduleWithImage(
      t,
      cookie,
      { content, platforms: ["instagram"], scheduledFor: "2026-11-21", scheduledTime: "11:00" },
      [bytes],
    );
    expect(scheduled.status).toBe(201);
    t.clock.set(at("2026-11-21T10:00:30Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(peers.instagram.posts).toHaveLength(1);
    const imageUrl = peers.instagram.requests.find((r) => r.form?.get("image_url"))!.form!.get("image_url")!;
    expect(imageUrl).toMatch(/\/api\/public\/media\/[0-9a-f]{64}\/instagram$/);
    const fetched = await t.app.request(imageUrl.replace("http://microteam.test", ""));
    const sent = Buffer.from(await fetched.arrayBuffer());
    expect(sent.equals(shown)).toBe(true);
    const meta = await sharp(sent).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width! / meta.height!).toBeGreaterThanOrEqual(0.8);
    expect(meta.width! / meta.height!).toBeLessThanOrEqual(1.91);
    expect(sent.length).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it("publishes a carousel of mixed shapes with every item in the first one's shape, as its preview showed", async () => {
    const { t, peers } = await setup();
    const { cookie } = await connectedOwner(t);
    const images = [await png(1080, 1080), await png(1080, 1920), await png(1800, 600), await png(1000, 1000)];
    const previews: Buffer[] = [];
    let size: string | null = null;
    for (const bytes of images) {
      const form = new FormData();
      form.set("platform", "instagram");
      form.set("image", new Blob([new Uint8Array(bytes)]), "design.png");
      if (size) form.set("fitTo", size);
      const res = await t.app.request("/api/posts/media/preview", { method: "POST", headers: { cookie }, body: form });
      expect(res.status).toBe(200);
      size ??= res.headers.get("x-image-size");
      if (previews.length === 1) expect(res.headers.get("x-image-note")).toMatch(/first image's shape/);
      previews.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(size).toBe("1080:1080");
    const scheduled = await scheduleWithImage(
      t,
      cookie,
      { content, platforms: ["instagram"], scheduledFor: "2026-11-21", scheduledTime: "11:00" },
      images,
    );
    expect(scheduled.status).toBe(201);
    t.clock.set(at("2026-11-21T10:00:30Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(peers.instagram.posts).toHaveLength(1);
    // The stand-in records each published carousel's items' width:height: all the first one's.
    const [ratios] = peers.instagram.seen.carouselRatios;
    expect(ratios).toHaveLength(4);
    for (const r of ratios) expect(r).toBeCloseTo(ratios[0], 2);
    // What Instagram fetched is what the owner previewed, item by item.
    const urls = peers.instagram.requests.flatMap((r) => r.form?.get("image_url") ?? []);
    const fetched = await Promise.all(
      urls.map(async (u) =>
        Buffer.from(await (await t.app.request(u.replace("http://microteam.test", ""))).arrayBuffer()),
      ),
    );
    expect(fetched.map((b, i) => b.equals(previews[i]))).toEqual([true, true, true, true]);
  });

  it("is not sent while the public address is on this computer: Instagram could not download the image", async () => {
    const { t, peers } = await setup();
    settlePublicAddress(t.services, { explicit: undefined, fallback: "http://localhost:5000" });
    const { cookie } = await connectedOwner(t);
    await scheduleWithImage(
      t,
      cookie,
      { content, platforms: ["instagram"], scheduledFor: "2026-11-21", scheduledTime: "11:00" },
      [await png(1080, 1080)],
    );
    t.clock.set(at("2026-11-21T10:00:30Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(peers.instagram.requests).toHaveLength(0);
    expect(t.db.select().from(postDeliveries).get()).toMatchObject({
      status: "failed",
      error: expect.stringMatching(
        /^Instagram fetches images from your public address, and http:\/\/localhost:5000 points at this computer/,
      ),
    });
  });

  it("is tried again, not failed for the image, when Instagram cannot fetch it because our own address does not answer (a cron run with the server stopped)", async () => {
    const { t, peers } = await setup();
    // A real (not loopback) address that nothing answers at: ".invalid" never resolves.
    settlePublicAddress(t.services, {
      explicit: "https://microteam-stopped.invalid",
      fallback: "http://localhost:5000",
    });
    const { cookie } = await connectedOwner(t);
    await scheduleWithImage(
      t,
      cookie,
      { content, platforms: ["instagram"], scheduledFor: "2026-11-21", scheduledTime: "11:00" },
      [await png(1080, 1080)],
    );
    t.clock.set(at("2026-11-21T10:00:30Z"));
    releaseDuePosts(t.services);
    await t.deliver();
    expect(peers.instagram.posts).toHaveLength(0);
    expect(t.db.select().from(postDeliveries).get()).toMatchObject({
      status: "queued",
      error: expect.stringMatching(
        /^Instagram fetches the image from https:\/\/microteam-stopped\.invalid, which did not answer: is the Microteam server running\? Trying again/,
      ),
    });
  });

  it("the preview says when the image was padded, and refuses a file that is not an image", async () => {
    const { t } = await setup();
    const { cookie } = await connectedOwner(t);
    const send = async (bytes: Buffer, platform = "instagram") => {
      const form = new FormData();
      form.set("platform", platform);
      form.set("image", new Blob([new Uint8Array(bytes)]), "x");
      return t.app.request("/api/posts/media/preview", { method: "POST", headers: { cookie }, body: form });
    };
    const tall = await send(await png(1080, 1920));
    expect(tall.headers.get("x-image-fit")).toBe("padded-sides");
    expect(tall.headers.get("x-image-note")).toMatch(/4:5/);
    const linkedin = await send(await png(1200, 627), "linkedin");
    expect(linkedin.headers.get("content-type")).toBe("image/png");
    expect(linkedin.headers.get("x-image-fit")).toBe("as-is");
    const text = await send(Buffer.from("not an image"));
    expect(text.status).toBe(400);
    expect((await text.json()).fields.image).toMatch(/PNG or JPG/);
    // A whole image over the decoder's pixel limit is refused for what it is, not as "damaged".
    const huge = await send(blankPng(12_000, 12_000));
    expect(huge.status).toBe(400);
    expect((await huge.json()).fields.image).toBe(
      "The image has too many pixels (12,000 × 12,000, 144 megapixels): at most 100 megapixels; export it smaller",
    );
    expect((await send(blankPng(10_000, 10_000), "linkedin")).status).toBe(200);
  });
});

describe("publishing", () => {
  it("publishes a post with an image once on all four platforms at its time, and records each post id", async () => {
    const { t, peers } = await setup();
    const { cookie, user } = await connectedOwner(t);
    const scheduled = await scheduleWithImage(t, cookie, {
      content,
      platforms: ["twitter", "linkedin", "facebook", "instagram"],
      scheduledFor: "2026-11-21",
      scheduledTime: "11:00",
    });
    expect(scheduled.status).toBe(201);
    // Not yet: 09:00Z is 10:00 in Paris.
    expect(releaseDuePosts(t.services)).toMatchObject({ released: 0, queued: 0, manual: 0 });
    t.clock.set(at("2026-11-21T10:00:30Z"));
    expect(releaseDuePosts(t.services)).toMatchObject({ released: 1, queued: 4, manual: 0 });
    expect(releaseDuePosts(t.services).released).toBe(0); // a second run is a no-op
    await t.deliver();
    for (const p of ["twitter", "linkedin", "facebook", "instagram"] as const) expect(peers[p].posts).toHaveLength(1);
    const view = (await t.call("GET", `/api/events/${scheduled.json.id}`, { cookie })).json;
    expect(view.status).toBe("published");
    expect(view.lockedReason).toBe("This post has been published and cannot be edited");
    expect(view.deliveries.map((d: { platform: string; remoteId: string }) => [d.platform, d.remoteId])).toEqual(
      (["facebook", "instagram", "linkedin", "twitter"] as const).map((p) => [p, peers[p].posts[0].id]),
    );
    // Instagram fetched the image by its public link, which serves the bytes.
    const imageUrl = peers.instagram.requests.find((r) => r.form?.get("image_url"))!.form!.get("image_url")!;
    const image = await t.call("GET", imageUrl.replace("http://microteam.test", ""));
    expect(image.status).toBe(200);
    expect(platformConnections({ ctx: asOwner(t.services, user.id) }).map((c) => c.health)).toEqual([
      "ok",
      "ok",
      "ok",
      "ok",
    ]);
    const bell = listNotifications({ ctx: asOwner(t.services, user.id) }).items;
    expect(bell.find((n) => n.type === "post_published")?.title).toBe(
      "Published on Facebook, Instagram, LinkedIn and X (Twitter)",
    );
  });

  it("without a token, the post is ready to post: a notification with the text, then Mark as posted", async () => {
    const { t, peers } = await setup();
    const { cookie, user } = await connectedOwner(t, { linkedinAccessToken: "li-token" });
    const { json } = await t.call("POST", "/api/events", {
      cookie,
      body: { content, platform: ["linkedin", "facebook"], scheduledFor: "2026-11-21", scheduledTime: "11:00" },
    });
    t.clock.set(at("2026-11-21T10:01:00Z"));
    expect(releaseDuePosts(t.services)).toMatchObject({ released: 1, queued: 1, manual: 1 });
    await t.deliver();
    expect(peers.linkedin.posts).toHaveLength(1);
    expect(peers.facebook.posts).toHaveLength(0);
    let view = (await t.call("GET", `/api/events/${json.id}`, { cookie })).json;
    expect(view.status).toBe("ready");
    expect(view.deliveries.find((d: { platform: string }) => d.platform === "facebook").status).toBe("manual");
    const ready = listNotifications({ ctx: asOwner(t.services, user.id) }).items.find((n) => n.type === "post_ready")!;
    expect(ready.title).toBe("Ready to post on Facebook");
    expect(ready.description).toContain(content);
    expect(ready.href).toBe(`/content?post=${json.id}`);
    const marked = await t.call("POST", `/api/posts/${json.id}/mark-posted`, {
      cookie,
      body: { platform: "facebook", url: "https://facebook.com/olive/posts/1" },
    });
    expect(marked.status).toBe(200);
    view = marked.json;
    expect(view.status).toBe("published");
    expect((await t.call("POST", `/api/posts/${json.id}/mark-posted`, { cookie })).status).toBe(409);
  });

  it("holds a post that needs approval until it is approved through the link", async () => {
    const { t, peers } = await setup();
    const { cookie } = await connectedOwner(t);
    const { json } = await t.call("POST", "/api/events", {
      cookie,
      body: { content, platform: "linkedin", scheduledFor: "2026-11-21", scheduledTime: "11:00", needsApproval: true },
    });
    const link = (await t.call("POST", "/api/approvals/links", { cookie, body: { label: "Acme marketing" } })).json;
    expect(link.path).toMatch(/^\/approve\/[0-9a-f]{64}$/);
    t.clock.set(at("2026-11-21T10:05:00Z"));
    expect(releaseDuePosts(t.services).released).toBe(0);
    const token = link.path.slice("/approve/".length);
    const page = await t.call("GET", `/api/public/approvals/${token}`);
    expect(page.json.posts.map((p: { id: string; approvalStatus: string }) => [p.id, p.approvalStatus])).toEqual([
      [json.id, "pending"],
    ]);
    const refused = await t.call("POST", `/api/public/approvals/${token}/posts/${json.id}`, {
      body: { decision: "changes_requested" },
    });
    expect(refused.json.fields).toEqual({ comment: "Say what should change" });
    const approved = await t.call("POST", `/api/public/approvals/${token}/posts/${json.id}`, {
      body: { decision: "approved", comment: "Lovely" },
    });
    expect(approved.status).toBe(200);
    expect(releaseDuePosts(t.services).released).toBe(1);
    await t.deliver();
    expect(peers.linkedin.posts).toHaveLength(1);
    expect((await t.call("GET", `/api/events/${json.id}`, { cookie })).json.approval.lastReview).toMatchObject({
      reviewer: "Acme marketing",
      decision: "approved",
      comment: "Lovely",
    });
    // A revoked link, or anything that is not a live token, is a plain 404.
    await t.call("DELETE", `/api/approvals/links/${link.id}`, { cookie });
    expect((await t.call("GET", `/api/public/approvals/${token}`)).status).toBe(404);
    expect((await t.call("GET", "/api/public/approvals/not-a-token")).status).toBe(404);
  });
});

describe("failures, in the owner's words", () => {
  const cases = [
    [
      "linkedin",
      "auth",
      "LinkedIn refused the token: reconnect in Settings → Social Media (The token used in the request has expired)",
      "failed",
    ],
    ["twitter", "media", "X (Twitter) rejected the image: InvalidMedia: media type unrecognized.", "failed"],
    ["facebook", "rate", "Facebook asked us to slow down (too many requests); trying again later", "queued"],
    ["instagram", "server", "Instagram had a problem on its side (HTTP 500); trying again", "queued"],
  ] as const;
  for (const [platform, failure, message, status] of cases) {
    it(`${platform} ${failure}: "${message.slice(0, 40)}…"`, async () => {
      const { t, peers } = await setup();
      const { cookie, user } = await connectedOwner(t);
      const scheduled = await scheduleWithImage(t, cookie, {
        content,
        platforms: [platform],
        scheduledFor: "2026-11-21",
        scheduledTime: "11:00",
      });
      t.clock.set(at("2026-11-21T10:00:00Z"));
      releaseDuePosts(t.services);
      peers[platform].fail(failure);
      await t.deliver();
      const row = t.db.select().from(postDeliveries).get()!;
      expect(row).toMatchObject({ status, error: message, postingSince: null });
      expect(peers[platform].posts).toHaveLength(0);
      const ctx = asOwner(t.services, user.id);
      if (status === "failed") {
        const view = (await t.call("GET", `/api/events/${scheduled.json.id}`, { cookie })).json;
        expect(view).toMatchObject({ status: "failed", lockedReason: "This post failed to publish" });
        const note = listNotifications({ ctx }).items.find((n) => n.type === "post_failed")!;
        expect(note.description).toContain(message);
        const health = platformConnections({ ctx }).find((c) => c.platform === platform)!;
        expect(health.health).toBe(failure === "auth" ? "refused" : "untested");
        // Reconnecting (a new token) clears the verdict; "Try again" publishes it once.
        await t.call("PUT", "/api/user/social-media", {
          cookie,
          body: { linkedinAccessToken: "li-token", twitterAccessToken: "x-user-token" },
        });
        expect(platformConnections({ ctx }).find((c) => c.platform === platform)!.health).toBe("untested");
        if (failure === "auth") {
          expect((await t.call("POST", `/api/posts/${scheduled.json.id}/retry`, { cookie })).status).toBe(202);
          await t.deliver();
          expect(peers[platform].posts).toHaveLength(1);
          expect((await t.call("GET", `/api/events/${scheduled.json.id}`, { cookie })).json.status).toBe("published");
        }
      } else {
        // Retried later: the platform's wait (Retry-After) or the backoff, whichever is longer.
        expect(row.nextAttemptAt).toBeGreaterThanOrEqual(t.clock.now().getTime() + (failure === "rate" ? 60_000 : 800));
        t.clock.set(new Date(row.nextAttemptAt));
        await t.deliver();
        expect(peers[platform].posts).toHaveLength(1);
      }
    });
  }

  it("a platform answering garbage is retried (it may have posted: looked up first) and then failed with the reason", async () => {
    const { t, peers } = await setup({ maxAttempts: 2 });
    const { cookie } = await connectedOwner(t);
    const { json } = await t.call("POST", "/api/events", {
      cookie,
      body: { content, platform: "twitter", scheduledFor: "2026-11-21", scheduledTime: "11:00" },
    });
    t.clock.set(at("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    peers.twitter.fail("garbage", 2);
    await t.deliver();
    let row = t.db.select().from(postDeliveries).get()!;
    expect(row.status).toBe("queued");
    expect(row.postingSince).not.toBeNull();
    expect(row.error).toContain("X (Twitter) answered with something we could not read");
    t.clock.set(new Date(row.nextAttemptAt));
    await t.deliver();
    row = t.db.select().from(postDeliveries).get()!;
    expect(row.status).toBe("failed");
    // The second attempt asked the platform first (the timeline), then tried once more.
    expect(peers.twitter.requests.some((r) => r.path.endsWith("/tweets") && r.method === "GET")).toBe(true);
    expect((await t.call("GET", `/api/events/${json.id}`, { cookie })).json.status).toBe("failed");
  });
});

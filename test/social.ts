// The four platform peers together, and an owner connected to them, for publishing tests and the bench.
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { users } from "../core/db/schema";
import { DEFAULT_SOCIAL, type SocialSettings } from "../core/social/settings";
import type { Platform } from "../core/catalog";
import type { makeTestApp } from "./app";
import { startFacebookPeer } from "./fakes/social/facebook";
import { startInstagramPeer, type InstagramSeen } from "./fakes/social/instagram";
import { startLinkedInPeer } from "./fakes/social/linkedin";
import type { PlatformPeer } from "./fakes/social/peer";
import { startXPeer } from "./fakes/social/x";

export async function startPlatformPeers(): Promise<
  Record<Platform, PlatformPeer> & { instagram: PlatformPeer & { seen: InstagramSeen }; close(): Promise<void> }
> {
  const [twitter, linkedin, facebook, instagram] = await Promise.all([
    startXPeer(),
    startLinkedInPeer(),
    startFacebookPeer(),
    startInstagramPeer(),
  ]);
  return {
    twitter,
    linkedin,
    facebook,
    instagram,
    close: async () => {
      await Promise.all([twitter, linkedin, facebook, instagram].map((p) => p.close()));
    },
  };
}

export function socialSettingsFor(peers: Record<Platform, PlatformPeer>): SocialSettings {
  return {
    ...DEFAULT_SOCIAL,
    xApiBase: peers.twitter.url,
    linkedinApiBase: peers.linkedin.url,
    facebookGraphBase: peers.facebook.url,
    instagramGraphBase: peers.instagram.url,
    timeoutMs: 5000,
    instagramPollMs: 5,
  };
}

/** The same addresses as environment variables, for a worker in another process. */
export function socialEnvFor(peers: Record<Platform, PlatformPeer>): Record<string, string> {
  return {
    X_API_BASE_URL: peers.twitter.url,
    LINKEDIN_API_BASE_URL: peers.linkedin.url,
    FACEBOOK_GRAPH_BASE_URL: peers.facebook.url,
    INSTAGRAM_GRAPH_BASE_URL: peers.instagram.url,
    SOCIAL_TIMEOUT_MS: "5000",
    INSTAGRAM_POLL_MS: "5",
  };
}

export const SOCIAL_TOKENS = {
  twitterAccessToken: "x-user-token",
  linkedinAccessToken: "li-token",
  facebookAccessToken: "fb-page-token",
  facebookPageId: "104567891234567",
  instagramAccessToken: "ig-token",
  instagramBusinessId: "17841405822304914",
};

/** A signed-up owner in Paris with all four platforms connected through the real settings route. */
export async function connectedOwner(
  t: ReturnType<typeof makeTestApp>,
  tokens: Partial<typeof SOCIAL_TOKENS> = SOCIAL_TOKENS,
) {
  const owner = await t.signUp();
  t.db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, owner.user.id)).run();
  const res = await t.call("PUT", "/api/user/social-media", { cookie: owner.cookie, body: tokens });
  if (res.status !== 200) throw new Error(`social settings failed: ${res.status} ${res.text}`);
  return owner;
}

// A real 1×1 PNG (transparent), whole and with good checksums: Instagram's peer decodes what it fetches.
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b" +
    "0000000d49444154789c6360606060000000050001a5f645400000000049454e44ae426082",
  "hex",
);

/**
 * A whole, valid black greyscale PNG of any size, built by hand (a 12000×12000 one is ~600 KB and made
 * in a fraction of a second, where sharp would first hold its 144 million pixels).
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), compression, filter, interlace all 0
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 1 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Schedules through the multipart upload route, as the web's dialog does. */
export async function scheduleWithImage(
  t: ReturnType<typeof makeTestApp>,
  cookie: string,
  fields: { content: string; platforms: string[]; scheduledFor: string; scheduledTime: string },
  images: Buffer[] = [PNG],
) {
  const form = new FormData();
  form.set("content", fields.content);
  form.set("platforms", JSON.stringify(fields.platforms));
  form.set("scheduledFor", fields.scheduledFor);
  form.set("scheduledTime", fields.scheduledTime);
  for (const img of images) form.append("design", new Blob([new Uint8Array(img)], { type: "image/png" }), "design.png");
  const res = await t.app.request(
    "/api/content/schedule-uploaded-design",
    { method: "POST", headers: { cookie }, body: form },
    { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

// The one-click connection tests' shared ground (decision 323): the four platforms' stand-ins, a test app
// whose operator registered an app with each, an owner, and the round trip through a platform's consent.
import { eq } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import { users } from "@core/db";
import { CONNECT_OUTCOME_COOKIE } from "@core/creator";
import type { SocialSettings } from "@core/social";
import { makeTestApp } from "./app";
import { socialSettingsFor, startPlatformPeers } from "./social";
import type { startXPeer } from "./fakes/social/x";
import type { startLinkedInPeer } from "./fakes/social/linkedin";
import type { startFacebookPeer } from "./fakes/social/facebook";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type XPeer = Awaited<ReturnType<typeof startXPeer>>;
type LinkedInPeer = Awaited<ReturnType<typeof startLinkedInPeer>>;
type FacebookPeer = Awaited<ReturnType<typeof startFacebookPeer>>;

export async function setup({ withFacebook = false, facebookConfigId = null as string | null } = {}) {
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

export type App = ReturnType<typeof makeTestApp>;

/** Connect → the platform's consent (the stand-in agrees at once) → our callback. */
export async function authorise(t: App, cookie: string, platform = "twitter") {
  const start = await t.call("POST", `/api/social/${platform}/connect`, { cookie });
  expect(start.status, start.text).toBe(200);
  const consent = await fetch(start.json.authUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  return { start, back };
}

/** The outcome the callback left for Settings, in its cookie (never in the address). */
export const outcome = (res: { headers: Headers }) => {
  const raw = new RegExp(`${CONNECT_OUTCOME_COOKIE}=([^;]+)`).exec(res.headers.get("set-cookie") ?? "")?.[1];
  return new URLSearchParams(raw ? (JSON.parse(decodeURIComponent(raw)) as Record<string, string>) : {});
};

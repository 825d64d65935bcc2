import { API_VERSIONS } from "./versions";

/** Where each platform's API is reached, and the app keys some of them need (core/social). */
export interface SocialSettings {
  /** X API v2 (X_API_BASE_URL). */
  xApiBase: string;
  /** LinkedIn REST API (LINKEDIN_API_BASE_URL). */
  linkedinApiBase: string;
  /** The `Linkedin-Version` header (YYYYMM) the Posts and Images APIs require. */
  linkedinVersion: string;
  /** Facebook Graph API (FACEBOOK_GRAPH_BASE_URL) for Pages. */
  facebookGraphBase: string;
  /** Instagram Graph API (INSTAGRAM_GRAPH_BASE_URL): the Facebook-login host by default. */
  instagramGraphBase: string;
  /** Graph API version path segment, e.g. v26.0. */
  graphVersion: string;
  /**
   * The app's X consumer key and secret (X_API_KEY, X_API_SECRET): with them, an owner's access token
   * plus access secret is used as OAuth 1.0a; without, the token is an OAuth 2.0 user token.
   */
  xConsumerKey: string | null;
  xConsumerSecret: string | null;
  /** Each request to a platform gives up after this long (SOCIAL_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often an Instagram container's processing is looked at before publishing it. */
  instagramPollMs: number;
}

export const DEFAULT_SOCIAL: SocialSettings = {
  xApiBase: "https://api.x.com",
  linkedinApiBase: "https://api.linkedin.com",
  linkedinVersion: API_VERSIONS.linkedin.current,
  facebookGraphBase: "https://graph.facebook.com",
  instagramGraphBase: "https://graph.facebook.com",
  graphVersion: API_VERSIONS.graph.current,
  xConsumerKey: null,
  xConsumerSecret: null,
  timeoutMs: 20_000,
  instagramPollMs: 1500,
};

const base = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, "");

export function socialSettingsFromEnv(env: NodeJS.ProcessEnv): SocialSettings {
  const timeout = Number(env.SOCIAL_TIMEOUT_MS);
  return {
    xApiBase: base(env.X_API_BASE_URL, DEFAULT_SOCIAL.xApiBase),
    linkedinApiBase: base(env.LINKEDIN_API_BASE_URL, DEFAULT_SOCIAL.linkedinApiBase),
    linkedinVersion: env.LINKEDIN_API_VERSION?.trim() || DEFAULT_SOCIAL.linkedinVersion,
    facebookGraphBase: base(env.FACEBOOK_GRAPH_BASE_URL, DEFAULT_SOCIAL.facebookGraphBase),
    instagramGraphBase: base(env.INSTAGRAM_GRAPH_BASE_URL, DEFAULT_SOCIAL.instagramGraphBase),
    graphVersion: env.GRAPH_API_VERSION?.trim() || DEFAULT_SOCIAL.graphVersion,
    xConsumerKey: env.X_API_KEY?.trim() || null,
    xConsumerSecret: env.X_API_SECRET?.trim() || null,
    timeoutMs: Number.isInteger(timeout) && timeout >= 1000 ? timeout : DEFAULT_SOCIAL.timeoutMs,
    instagramPollMs:
      Number(env.INSTAGRAM_POLL_MS) >= 1 ? Number(env.INSTAGRAM_POLL_MS) : DEFAULT_SOCIAL.instagramPollMs,
  };
}

import { API_VERSIONS } from "./versions";

/**
 * An app the operator registered once with a platform, so every owner connects with one click
 * (decision 323). The OAuth endpoints are configurable like the API bases (tests point them at stand-ins).
 */
export interface OAuthApp {
  clientId: string;
  /** Null for X's public clients (PKCE only); LinkedIn and Facebook always have one. */
  clientSecret: string | null;
  /** Where the owner's browser is sent to authorise. */
  authorizeUrl: string;
  tokenUrl: string;
  /** X's revoke endpoint; null where members cannot revoke through the API (LinkedIn). */
  revokeUrl: string | null;
  /** Our callback when set (X_REDIRECT_URI…); else {public address}/api/social/{platform}/callback. */
  redirectUri: string | null;
  /**
   * Facebook Login for Business's configuration (FACEBOOK_CONFIG_ID): sent as `config_id` in place of the
   * scopes, as Meta asks of Business apps; without it the dialog is asked for the scopes by name.
   */
  configId?: string | null;
}

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
  /** The operator's one-click apps (X_CLIENT_ID, LINKEDIN_CLIENT_ID, FACEBOOK_APP_ID…); null: paste a token. */
  oauth: { twitter: OAuthApp | null; linkedin: OAuthApp | null; facebook: OAuthApp | null };
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
  oauth: { twitter: null, linkedin: null, facebook: null },
  timeoutMs: 20_000,
  instagramPollMs: 1500,
};

const base = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, "");

const trimmed = (value: string | undefined) => value?.trim() || null;

function oauthApps(env: NodeJS.ProcessEnv, xApiBase: string, graphBase: string, graphVersion: string) {
  const xId = trimmed(env.X_CLIENT_ID);
  const linkedinId = trimmed(env.LINKEDIN_CLIENT_ID);
  const linkedinSecret = trimmed(env.LINKEDIN_CLIENT_SECRET);
  const facebookId = trimmed(env.FACEBOOK_APP_ID);
  const facebookSecret = trimmed(env.FACEBOOK_APP_SECRET);
  const linkedinOauth = base(env.LINKEDIN_OAUTH_BASE_URL, "https://www.linkedin.com");
  const facebookDialog = base(env.FACEBOOK_DIALOG_BASE_URL, "https://www.facebook.com");
  return {
    twitter: xId
      ? {
          clientId: xId,
          clientSecret: trimmed(env.X_CLIENT_SECRET),
          authorizeUrl: env.X_AUTHORIZE_URL?.trim() || "https://x.com/i/oauth2/authorize",
          tokenUrl: `${xApiBase}/2/oauth2/token`,
          revokeUrl: `${xApiBase}/2/oauth2/revoke`,
          redirectUri: trimmed(env.X_REDIRECT_URI),
        }
      : null,
    linkedin:
      linkedinId && linkedinSecret
        ? {
            clientId: linkedinId,
            clientSecret: linkedinSecret,
            authorizeUrl: `${linkedinOauth}/oauth/v2/authorization`,
            tokenUrl: `${linkedinOauth}/oauth/v2/accessToken`,
            revokeUrl: null,
            redirectUri: trimmed(env.LINKEDIN_REDIRECT_URI),
          }
        : null,
    facebook:
      facebookId && facebookSecret
        ? {
            clientId: facebookId,
            clientSecret: facebookSecret,
            authorizeUrl: `${facebookDialog}/${graphVersion}/dialog/oauth`,
            tokenUrl: `${graphBase}/${graphVersion}/oauth/access_token`,
            revokeUrl: null,
            redirectUri: trimmed(env.FACEBOOK_REDIRECT_URI),
            configId: trimmed(env.FACEBOOK_CONFIG_ID),
          }
        : null,
  };
}

export function socialSettingsFromEnv(env: NodeJS.ProcessEnv): SocialSettings {
  const timeout = Number(env.SOCIAL_TIMEOUT_MS);
  const xApiBase = base(env.X_API_BASE_URL, DEFAULT_SOCIAL.xApiBase);
  const facebookGraphBase = base(env.FACEBOOK_GRAPH_BASE_URL, DEFAULT_SOCIAL.facebookGraphBase);
  const graphVersion = env.GRAPH_API_VERSION?.trim() || DEFAULT_SOCIAL.graphVersion;
  return {
    oauth: oauthApps(env, xApiBase, facebookGraphBase, graphVersion),
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

// Facebook Pages through the Graph API as a local peer: POST /{version}/{page-id}/feed (message,
// attached_media[n]), POST /{version}/{page-id}/photos (multipart source, published), GET …/feed,
// GET …/insights. Refused as Meta refuses them: a Graph version past its expiry (graph.ts), and the
// Page Insights metrics Meta has deprecated for every version (invalid metric, code 100).
import { deriveToken, expiredVersion, graphError, graphFailure, revokedLogin, tokenOf } from "./graph";
import crypto from "node:crypto";
import { bearer, nextId, startPeer, type PeerRequest, type Reply } from "./peer";

// Facebook Login (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow): GET
// /{version}/dialog/oauth (the person agrees at once, or declines: error=access_denied), GET
// /{version}/oauth/access_token (the code for a short-lived user token; fb_exchange_token for a
// long-lived one), GET /me/accounts (the Pages with their tokens and Instagram business accounts),
// GET and DELETE /me/permissions. Errors are Graph's {error: {message, type: OAuthException, code}}.
export interface FacebookOAuth {
  appId: string;
  appSecret: string;
  /**
   * A Business app's Facebook Login for Business configuration: when set, the dialog needs it as
   * config_id, and without it shows the page Meta shows such an app ("It looks like this app isn't available").
   */
  configId: string | null;
  consent: "allow" | "deny";
  codes: Map<string, { redirectUri: string; used: boolean }>;
  users: Map<string, { long: boolean; revoked: boolean }>;
  /** The owner removes the app on Facebook: every login ends, and the Page tokens derived from them. */
  removeApp(): void;
  /** The Pages /me/accounts lists. */
  pages: { id: string; name: string; instagram: { id: string; username: string } | null }[];
  granted: string[];
}

const oauthFail = (message: string, code = 100) => ({
  status: 400,
  body: { error: { message, type: "OAuthException", code, fbtrace_id: "AbCdEf" } },
});

function userToken(oauth: FacebookOAuth, long: boolean): Reply {
  const token = `${long ? "fbl" : "fbs"}-${crypto.randomBytes(12).toString("hex")}`;
  oauth.users.set(token, { long, revoked: false });
  return { status: 200, body: { access_token: token, token_type: "bearer", expires_in: long ? 5_184_000 : 5_400 } };
}

function loginRoute(req: PeerRequest, oauth: FacebookOAuth, version: string): Reply | null {
  const q = req.query;
  if (req.method === "GET" && req.path === `/${version}/dialog/oauth`) {
    const redirect = q.get("redirect_uri");
    if (q.get("client_id") !== oauth.appId || !redirect)
      return { status: 400, raw: "URL Blocked: This redirect failed because the redirect URI is not whitelisted" };
    if (oauth.configId && q.get("config_id") !== oauth.configId)
      return {
        status: 200,
        raw: "It looks like this app isn't available. This app needs at least one supported permission.",
      };
    const back = new URL(redirect);
    back.searchParams.set("state", q.get("state") ?? "");
    if (oauth.consent === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_reason", "user_denied");
      back.searchParams.set("error_description", "Permissions error");
      return { status: 302, headers: { location: back.toString() } };
    }
    const code = crypto.randomBytes(16).toString("base64url");
    oauth.codes.set(code, { redirectUri: redirect, used: false });
    back.searchParams.set("code", code);
    return { status: 302, headers: { location: back.toString() } };
  }
  if (req.method === "GET" && req.path === `/${version}/oauth/access_token`) {
    if (q.get("client_id") !== oauth.appId || q.get("client_secret") !== oauth.appSecret)
      return oauthFail("Error validating client secret.", 1);
    if (q.get("grant_type") === "fb_exchange_token") {
      const short = oauth.users.get(q.get("fb_exchange_token") ?? "");
      if (!short || short.revoked) return oauthFail("Invalid OAuth access token - Cannot parse access token", 190);
      return userToken(oauth, true);
    }
    const code = oauth.codes.get(q.get("code") ?? "");
    if (!code || code.used) return oauthFail("This authorization code has been used.");
    code.used = true;
    if (code.redirectUri !== q.get("redirect_uri"))
      return oauthFail(
        "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
      );
    return userToken(oauth, false);
  }
  if (req.path === `/${version}/me/accounts` || req.path === `/${version}/me/permissions`) {
    const token = bearer(req) ?? q.get("access_token") ?? "";
    const user = oauth.users.get(token);
    if (!user || user.revoked)
      return {
        status: 401,
        body: {
          error: {
            message:
              "Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.",
            type: "OAuthException",
            code: 190,
          },
        },
      };
    if (req.path.endsWith("/permissions")) {
      if (req.method === "DELETE") {
        user.revoked = true;
        return { status: 200, body: { success: true } };
      }
      return { status: 200, body: { data: oauth.granted.map((permission) => ({ permission, status: "granted" })) } };
    }
    return {
      status: 200,
      body: {
        data: oauth.pages.map((p) => {
          const pageToken = `fbp-${p.id}-${crypto.randomBytes(6).toString("hex")}`;
          // Derived from this login: ended with it.
          deriveToken(pageToken, user);
          return {
            id: p.id,
            name: p.name,
            access_token: pageToken,
            ...(p.instagram ? { instagram_business_account: p.instagram } : {}),
          };
        }),
        paging: {},
      },
    };
  }
  return null;
}

/** The one reach metric Meta still serves (page_impressions_unique and the other impressions are refused). */
const REACH_METRIC = "page_total_media_view_unique";

const invalidMetric = () =>
  graphError(400, { message: "(#100) The value must be a valid insights metric", type: "OAuthException", code: 100 });

export async function startFacebookPeer(options: { pageId?: string; version?: string; today?: () => Date } = {}) {
  const pageId = options.pageId ?? "104567891234567";
  const version = options.version ?? "v26.0";
  const today = options.today ?? (() => new Date());
  const unpublished = new Set<string>();
  const media = { message: "(#324) Requires upload file", type: "OAuthException", code: 324 };
  const oauth: FacebookOAuth = {
    appId: "fb-app-id",
    appSecret: "fb-app-secret",
    configId: null,
    consent: "allow",
    codes: new Map(),
    users: new Map(),
    removeApp() {
      for (const user of oauth.users.values()) user.revoked = true;
    },
    pages: [
      { id: pageId, name: "Olive Bakery", instagram: { id: "17841405822304914", username: "olivebakery" } },
      { id: "209876543210987", name: "Olive Side Project", instagram: null },
    ],
    granted: [
      "pages_show_list",
      "pages_read_engagement",
      "pages_manage_posts",
      "business_management",
      "instagram_basic",
      "instagram_content_publish",
      "public_profile",
    ],
  };
  const peer = await startPeer(async (req, peer) => {
    const login = loginRoute(req, oauth, version);
    if (login) return login;
    const token = tokenOf(req.form, req.fields, req.query);
    if (!token || token === "expired") return graphFailure("auth", media);
    const revoked = revokedLogin(token, oauth.appId);
    if (revoked) return revoked;
    const expired = expiredVersion(req.path.split("/")[1] ?? "", today());
    if (expired) return expired;
    const prefix = `/${version}/${pageId}`;
    if (!req.path.startsWith(prefix))
      return graphError(404, {
        message: "Unsupported request: the page does not exist",
        type: "GraphMethodException",
        code: 100,
        error_subcode: 33,
      });
    const edge = req.path.slice(prefix.length);
    if (req.method === "POST" && edge === "/photos") {
      const f = peer.take();
      if (f) return graphFailure(f, media);
      const file = req.files.source?.[0];
      if (!file || file.bytes.length === 0) return graphFailure("media", media);
      peer.media.push({ token, contentType: file.contentType, bytes: file.bytes });
      const id = nextId();
      if (req.fields.published === "false") {
        unpublished.add(id);
        return { status: 200, body: { id } };
      }
      const postId = `${pageId}_${nextId()}`;
      peer.posts.push({ id: postId, text: req.fields.caption ?? "", images: 1, token, at: Date.now() });
      await peer.hold();
      return { status: 200, body: { id, post_id: postId } };
    }
    if (req.method === "POST" && edge === "/feed") {
      const f = peer.take();
      if (f) return graphFailure(f, media);
      const message = req.form?.get("message");
      if (!message)
        return graphError(400, {
          message: "(#100) The parameter message is required",
          type: "OAuthException",
          code: 100,
        });
      const attached = [...(req.form?.entries() ?? [])]
        .filter(([k]) => k.startsWith("attached_media"))
        .map(([, v]) => JSON.parse(v).media_fbid as string);
      if (attached.some((id) => !unpublished.has(id)))
        return graphError(400, { message: "(#100) Invalid media_fbid", type: "OAuthException", code: 100 });
      const postId = `${pageId}_${nextId()}`;
      peer.posts.push({ id: postId, text: message, images: attached.length, token, at: Date.now() });
      await peer.hold();
      return { status: 200, body: { id: postId } };
    }
    if (req.method === "GET" && edge === "" && req.query.get("fields") === "followers_count") {
      return { status: 200, body: { followers_count: peer.audience.followers, id: pageId } };
    }
    if (req.method === "GET" && edge === "/published_posts") {
      const a = peer.audience;
      const data = peer.posts
        .filter((p) => p.token === token)
        .slice(-Math.min(100, Number(req.query.get("limit") ?? 25)))
        .reverse()
        .map((p) => ({
          id: p.id,
          shares: { count: a.shares },
          reactions: { data: [], summary: { total_count: a.likes, viewer_reaction: "NONE" } },
          comments: { data: [], summary: { order: "ranked", total_count: a.comments, can_comment: true } },
        }));
      return { status: 200, body: { data, paging: {} } };
    }
    if (req.method === "GET" && edge === "/insights") {
      const metric = req.query.get("metric") ?? "";
      const period = req.query.get("period") ?? "";
      if (metric !== REACH_METRIC || !["day", "week", "days_28"].includes(period)) {
        return invalidMetric();
      }
      const reach = peer.audience.reached * peer.posts.filter((p) => p.token === token).length;
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10) + "T08:00:00+0000";
      return {
        status: 200,
        body: {
          data: [
            {
              name: REACH_METRIC,
              period: "days_28",
              values: [
                { value: Math.max(0, reach - 40), end_time: day(1) },
                { value: reach, end_time: day(0) },
              ],
              title: "Total viewers",
              id: `${pageId}/insights/${REACH_METRIC}/days_28`,
            },
          ],
          paging: {},
        },
      };
    }
    if (req.method === "GET" && edge === "/feed") {
      const since = Number(req.query.get("since") ?? 0) * 1000;
      const data = peer.posts
        .filter((p) => p.token === token && p.at >= since)
        .slice(-25)
        .reverse()
        .map((p) => ({
          id: p.id,
          message: p.text,
          created_time: new Date(p.at).toISOString().replace(".000Z", "+0000"),
        }));
      return { status: 200, body: { data, paging: {} } };
    }
    return graphError(400, { message: `Unknown path components: ${edge}`, type: "OAuthException", code: 2500 });
  });
  return Object.assign(peer, { oauth });
}

// LinkedIn's versioned REST API as a local peer: GET /v2/userinfo, POST /rest/images?action=initializeUpload
// then PUT to the upload URL, POST /rest/posts (201, the URN in x-restli-id), GET /rest/posts?q=author;
// errors as {status, serviceErrorCode, code, message}. Requests without the version headers are refused,
// and so are versions LinkedIn has sunset: 426 {status, code: "NONEXISTENT_VERSION", message: "Requested
// version 202505 is not active"}, as LinkedIn answers (each YYYYMM is served until about the 15th of
// the same month a year on: its migrations table, docs/platforms.md).
//
// OAuth 2.0 (learn.microsoft.com/linkedin/shared/authentication/authorization-code-flow): GET
// /oauth/v2/authorization (the member agrees at once, or cancels: user_cancelled_authorize), POST
// /oauth/v2/accessToken with client_id and client_secret in the form (60-day access tokens; a refresh
// token of 365 days only when the app has programmatic refresh, `refresh: true`). LinkedIn has no
// revoke endpoint for members' tokens.
import crypto from "node:crypto";
import { bearer, nextId, startPeer, type Failure, type PeerRequest, type Reply } from "./peer";

/** The stand-in's OAuth side: the app registered with it, and the tokens it issued. */
export interface LinkedInOAuth {
  clientId: string;
  clientSecret: string;
  consent: "allow" | "cancel";
  /** The app has LinkedIn's programmatic refresh (approved partners only). */
  refresh: boolean;
  grant: string[] | null;
  codes: Map<string, { redirectUri: string; scope: string; used: boolean }>;
  access: Map<string, { revoked: boolean }>;
  refreshTokens: Map<string, { used: boolean }>;
}

const oauthError = (error: string, description: string, status = 400): Reply => ({
  status,
  body: { error, error_description: description },
});

function issue(oauth: LinkedInOAuth, scope: string): Reply {
  const access = `lat-${crypto.randomBytes(12).toString("hex")}`;
  oauth.access.set(access, { revoked: false });
  const body: Record<string, unknown> = { access_token: access, expires_in: 5_184_000, scope };
  if (oauth.refresh) {
    const refresh = `lrt-${crypto.randomBytes(12).toString("hex")}`;
    oauth.refreshTokens.set(refresh, { used: false });
    Object.assign(body, { refresh_token: refresh, refresh_token_expires_in: 31_536_000 });
  }
  return { status: 200, body };
}

function oauthRoute(req: PeerRequest, oauth: LinkedInOAuth): Reply | null {
  if (req.method === "GET" && req.path === "/oauth/v2/authorization") {
    const q = req.query;
    const redirect = q.get("redirect_uri");
    if (q.get("client_id") !== oauth.clientId || !redirect)
      return { status: 400, raw: "The redirect_uri does not match the registered value" };
    const back = new URL(redirect);
    back.searchParams.set("state", q.get("state") ?? "");
    if (oauth.consent === "cancel") {
      back.searchParams.set("error", "user_cancelled_authorize");
      back.searchParams.set("error_description", "The user cancelled the authorization");
      return { status: 302, headers: { location: back.toString() } };
    }
    const asked = (q.get("scope") ?? "").split(" ").filter(Boolean);
    const scope = (oauth.grant ? asked.filter((s) => oauth.grant!.includes(s)) : asked).join(",");
    const code = crypto.randomBytes(16).toString("base64url");
    oauth.codes.set(code, { redirectUri: redirect, scope, used: false });
    back.searchParams.set("code", code);
    return { status: 302, headers: { location: back.toString() } };
  }
  if (req.method === "POST" && req.path === "/oauth/v2/accessToken") {
    const form = req.form;
    if (!form) return oauthError("invalid_request", 'A required parameter "grant_type" is missing');
    if (form.get("client_id") !== oauth.clientId || form.get("client_secret") !== oauth.clientSecret)
      return oauthError("invalid_client", "Client authentication failed", 401);
    if (form.get("grant_type") === "authorization_code") {
      const code = oauth.codes.get(form.get("code") ?? "");
      if (!code || code.used)
        return oauthError("invalid_grant", "Unable to retrieve access token: authorization code not found");
      code.used = true;
      if (code.redirectUri !== form.get("redirect_uri"))
        return oauthError(
          "invalid_redirect_uri",
          "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code",
        );
      return issue(oauth, code.scope);
    }
    if (form.get("grant_type") === "refresh_token") {
      const refresh = oauth.refreshTokens.get(form.get("refresh_token") ?? "");
      if (!oauth.refresh || !refresh) return oauthError("invalid_request", "The provided refresh token is invalid");
      // LinkedIn keeps the refresh token (its 365 days run from the first grant).
      const access = `lat-${crypto.randomBytes(12).toString("hex")}`;
      oauth.access.set(access, { revoked: false });
      return {
        status: 200,
        body: { access_token: access, expires_in: 5_184_000, scope: "openid,profile,w_member_social" },
      };
    }
    return oauthError("unsupported_grant_type", "The grant type is not supported");
  }
  return null;
}

/** Whether LinkedIn still serves `version` (YYYYMM) on `today`: released, and not yet a year old. */
export function linkedinVersionActive(version: string, today: Date): boolean {
  const m = /^(\d{4})(\d{2})$/.exec(version);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  const released = Date.UTC(year, month, 1);
  const sunset = Date.UTC(year + 1, month, 15);
  return today.getTime() >= released && today.getTime() < sunset;
}

const error = (status: number, message: string, serviceErrorCode: number, code?: string): Reply => ({
  status,
  body: { status, serviceErrorCode, ...(code ? { code } : {}), message },
});

function failure(f: Failure): Reply {
  switch (f) {
    case "auth":
      return error(401, "The token used in the request has expired", 65600, "EXPIRED_ACCESS_TOKEN");
    case "rate":
      return {
        ...error(429, "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.", 101),
        headers: { "retry-after": "30" },
      };
    case "media":
      return error(400, "Uploaded image is not a supported image type or is corrupt", 100, "INVALID_IMAGE");
    case "server":
      return error(500, "Internal Server Error", 0);
    case "garbage":
      return { status: 201, raw: "OK" };
  }
}

export async function startLinkedInPeer(options: { memberId?: string; today?: () => Date } = {}) {
  const member = options.memberId ?? "yrZCpj2Z12";
  const today = options.today ?? (() => new Date());
  const uploads = new Map<string, boolean>();
  const oauth: LinkedInOAuth = {
    clientId: "li-client-id",
    clientSecret: "li-client-secret",
    consent: "allow",
    refresh: false,
    grant: null,
    codes: new Map(),
    access: new Map(),
    refreshTokens: new Map(),
  };
  const peer = await startPeer(async (req, peer) => {
    const answered = oauthRoute(req, oauth);
    if (answered) return answered;
    const token = bearer(req);
    if (!token || token === "expired" || oauth.access.get(token)?.revoked) return failure("auth");
    if (req.method === "GET" && req.path === "/v2/userinfo")
      return { status: 200, body: { sub: member, name: "Olive Owner" } };
    if (
      req.path.startsWith("/rest/") &&
      (req.headers["x-restli-protocol-version"] !== "2.0.0" ||
        !/^\d{6}$/.test(String(req.headers["linkedin-version"] ?? "")))
    ) {
      return error(
        426,
        "A version must be present. Please specify a version by adding the LinkedIn-Version header.",
        0,
        "NONEXISTENT_VERSION",
      );
    }
    const version = String(req.headers["linkedin-version"] ?? "");
    if (req.path.startsWith("/rest/") && !linkedinVersionActive(version, today())) {
      return {
        status: 426,
        body: { status: 426, code: "NONEXISTENT_VERSION", message: `Requested version ${version} is not active` },
      };
    }
    if (req.method === "POST" && req.path === "/rest/images" && req.query.get("action") === "initializeUpload") {
      if (req.json?.initializeUploadRequest?.owner !== `urn:li:person:${member}`)
        return error(403, "Not enough permissions to act for this owner", 100);
      const id = `urn:li:image:C4E${nextId()}`;
      uploads.set(id, false);
      return {
        status: 200,
        body: {
          value: {
            uploadUrlExpiresAt: Date.now() + 3_600_000,
            uploadUrl: `${peer.base}/upload/${encodeURIComponent(id)}`,
            image: id,
          },
        },
      };
    }
    if (req.method === "PUT" && req.path.startsWith("/upload/")) {
      const f = peer.take();
      if (f) return failure(f === "media" ? "media" : f);
      const id = decodeURIComponent(req.path.slice("/upload/".length));
      if (!uploads.has(id) || req.body.length === 0) return error(400, "Upload URL unknown or empty body", 100);
      uploads.set(id, true);
      peer.media.push({ token, contentType: String(req.headers["content-type"] ?? ""), bytes: req.body });
      return { status: 201 };
    }
    if (req.method === "POST" && req.path === "/rest/posts") {
      const f = peer.take();
      if (f) return failure(f);
      const b = req.json;
      if (
        b?.author !== `urn:li:person:${member}` ||
        typeof b?.commentary !== "string" ||
        b?.lifecycleState !== "PUBLISHED" ||
        !b?.distribution
      ) {
        return error(422, "ERROR :: /commentary :: field is required but not found and has no default value", 100);
      }
      const images: string[] = b.content?.media
        ? [b.content.media.id]
        : (b.content?.multiImage?.images ?? []).map((i: { id: string }) => i.id);
      if (images.some((id) => !uploads.get(id))) return error(400, "Image is not uploaded yet", 100);
      const urn = `urn:li:share:${nextId()}`;
      peer.posts.push({ id: urn, text: b.commentary, images: images.length, token, at: Date.now() });
      await peer.hold();
      return { status: 201, headers: { "x-restli-id": urn } };
    }
    if (req.method === "GET" && req.path === "/rest/memberFollowersCount" && req.query.get("q") === "me") {
      return {
        status: 200,
        body: {
          paging: { start: 0, count: 10, links: [] },
          elements: [{ memberFollowersCount: peer.audience.followers }],
        },
      };
    }
    if (req.method === "GET" && req.path === "/rest/memberCreatorPostAnalytics" && req.query.get("q") === "me") {
      const mine = peer.posts.filter((p) => p.token === token).length;
      const a = peer.audience;
      const per: Record<string, number> = {
        IMPRESSION: a.impressions,
        MEMBERS_REACHED: a.reached,
        REACTION: a.likes,
        COMMENT: a.comments,
        RESHARE: a.shares,
      };
      const type = req.query.get("queryType") ?? "";
      if (!(type in per) || req.query.get("aggregation") !== "TOTAL")
        return error(400, "Invalid query parameters passed to request", 100);
      return {
        status: 200,
        body: {
          paging: { start: 0, count: 10, links: [] },
          elements: [
            {
              count: per[type] * mine,
              metricType: { "com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1": type },
            },
          ],
        },
      };
    }
    if (req.method === "GET" && req.path === "/rest/posts" && req.query.get("q") === "author") {
      const elements = peer.posts
        .filter((p) => p.token === token)
        .slice(-Math.min(100, Number(req.query.get("count") ?? 10)))
        .reverse()
        .map((p) => ({
          id: p.id,
          author: `urn:li:person:${member}`,
          commentary: p.text,
          createdAt: p.at,
          lifecycleState: "PUBLISHED",
        }));
      return { status: 200, body: { paging: { start: 0, count: 20, links: [] }, elements } };
    }
    return error(404, `No route ${req.method} ${req.path}`, 0);
  });
  return Object.assign(peer, { oauth });
}

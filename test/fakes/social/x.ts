// X API v2 as a local peer: POST /2/media/upload (multipart), POST /2/tweets, GET /2/users/me,
// GET /2/users/{id}/tweets; problem-document errors; a 429 with x-rate-limit-reset and Retry-After.
// Images over X's 5 MB (docs.x.com/x-api/media) are refused at upload, as X refuses them.
//
// OAuth 2.0 (docs.x.com/resources/fundamentals/authentication/oauth-2-0/authorization-code): GET
// /i/oauth2/authorize (the owner agrees at once and is sent back with a code, or declines), POST
// /2/oauth2/token (authorization_code with the PKCE verifier; refresh_token, which rotates the refresh
// token), POST /2/oauth2/revoke. Errors as RFC 6749 §5.2: invalid_grant for a used or unknown code, a
// wrong verifier or redirect_uri, a used refresh token; invalid_client for wrong client credentials.
import crypto from "node:crypto";
import { bearer, nextId, startPeer, type Failure, type PeerRequest, type Reply } from "./peer";

const problem = (status: number, title: string, detail: string, type = "about:blank"): Reply => ({
  status,
  body: { title, detail, type, status },
});

function failure(f: Failure, step: "media" | "post"): Reply {
  switch (f) {
    case "auth":
      return problem(401, "Unauthorized", "Unauthorized");
    case "rate":
      return {
        ...problem(429, "Too Many Requests", "Too Many Requests"),
        headers: {
          "retry-after": "15",
          "x-rate-limit-reset": String(Math.floor(Date.now() / 1000) + 15),
          "x-rate-limit-remaining": "0",
        },
      };
    case "media":
      return step === "media"
        ? {
            status: 400,
            body: {
              errors: [{ message: "InvalidMedia: media type unrecognized." }],
              title: "Invalid Request",
              detail: "One or more parameters to your request was invalid.",
              type: "https://api.x.com/2/problems/invalid-request",
            },
          }
        : problem(400, "Invalid Request", "One or more parameters to your request was invalid.");
    case "server":
      return problem(503, "Service Unavailable", "Service Unavailable");
    case "garbage":
      return { status: 200, raw: "<html><body>Something went technically wrong</body></html>" };
  }
}

/** X's size limit for an image uploaded through the API (docs/platforms.md). */
export const X_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const tooLarge = (size: number): Reply => ({
  status: 400,
  body: {
    errors: [{ message: `File size exceeds ${X_IMAGE_MAX_BYTES} bytes.`, parameters: { media: [`${size} bytes`] } }],
    title: "Invalid Request",
    detail: "One or more parameters to your request was invalid.",
    type: "https://api.x.com/2/problems/invalid-request",
  },
});

const oauthError = (error: string, description: string, status = 400): Reply => ({
  status,
  body: { error, error_description: description },
});

/** The stand-in's OAuth 2.0 side: the app registered with it, and every token it issued. */
export interface XOAuth {
  clientId: string;
  clientSecret: string | null;
  /** What the owner answers on X's consent screen. */
  consent: "allow" | "deny";
  /** The scopes the owner grants (all asked, by default). */
  grant: string[] | null;
  codes: Map<string, { challenge: string; redirectUri: string; scope: string; used: boolean }>;
  /** Each token belongs to the grant (one owner's consent) it came from, renewed or not. */
  access: Map<string, { expiresAt: number; revoked: boolean; grant: string }>;
  refresh: Map<string, { used: boolean; revoked: boolean; grant: string; scope: string }>;
  /** Makes an access token expire now (the next call with it is a 401). */
  expire(token: string): void;
  /** Revokes every token (the owner removed the app in X's settings). */
  revokeAll(): void;
}

function issue(oauth: XOAuth, scope: string, grant = crypto.randomBytes(6).toString("hex")): Reply {
  const access = `xat-${crypto.randomBytes(12).toString("hex")}`;
  const refresh = `xrt-${crypto.randomBytes(12).toString("hex")}`;
  oauth.access.set(access, { expiresAt: Date.now() + 7200_000, revoked: false, grant });
  // X gives a refresh token only to a grant that includes offline.access (docs.x.com, OAuth 2.0 user access token).
  const offline = scope.split(" ").includes("offline.access");
  if (offline) oauth.refresh.set(refresh, { used: false, revoked: false, grant, scope });
  return {
    status: 200,
    body: {
      token_type: "bearer",
      expires_in: 7200,
      access_token: access,
      scope,
      ...(offline ? { refresh_token: refresh } : {}),
    },
  };
}

function clientOf(req: PeerRequest, oauth: XOAuth): boolean {
  const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
  if (oauth.clientSecret) {
    if (!basic) return false;
    const [id, secret] = Buffer.from(basic, "base64").toString().split(":");
    return id === oauth.clientId && secret === oauth.clientSecret;
  }
  return req.form?.get("client_id") === oauth.clientId;
}

function oauthRoute(req: PeerRequest, oauth: XOAuth): Reply | null {
  if (req.method === "GET" && req.path === "/i/oauth2/authorize") {
    const q = req.query;
    const redirect = q.get("redirect_uri");
    if (q.get("client_id") !== oauth.clientId || !redirect)
      return { status: 400, raw: "Something went wrong: the app's client_id or redirect_uri is not valid" };
    const back = new URL(redirect);
    back.searchParams.set("state", q.get("state") ?? "");
    if (
      q.get("response_type") !== "code" ||
      q.get("code_challenge_method") !== "S256" ||
      !q.get("code_challenge") ||
      !q.get("state")
    ) {
      back.searchParams.set("error", "invalid_request");
      back.searchParams.set("error_description", "Missing required parameter [code_challenge].");
      return { status: 302, headers: { location: back.toString() } };
    }
    if (oauth.consent === "deny") {
      back.searchParams.set("error", "access_denied");
      return { status: 302, headers: { location: back.toString() } };
    }
    const asked = (q.get("scope") ?? "").split(" ").filter(Boolean);
    const scope = (oauth.grant ? asked.filter((s) => oauth.grant!.includes(s)) : asked).join(" ");
    const code = crypto.randomBytes(16).toString("base64url");
    oauth.codes.set(code, { challenge: q.get("code_challenge")!, redirectUri: redirect, scope, used: false });
    back.searchParams.set("code", code);
    return { status: 302, headers: { location: back.toString() } };
  }
  if (req.method === "POST" && req.path === "/2/oauth2/token") {
    const form = req.form;
    if (!form) return oauthError("invalid_request", "Missing required parameter [grant_type].");
    if (!clientOf(req, oauth)) return oauthError("unauthorized_client", "Missing valid authorization header", 401);
    if (form.get("grant_type") === "authorization_code") {
      const code = oauth.codes.get(form.get("code") ?? "");
      if (!code || code.used)
        return oauthError("invalid_grant", "Value passed for the authorization code was invalid.");
      code.used = true;
      if (code.redirectUri !== form.get("redirect_uri"))
        return oauthError(
          "invalid_grant",
          "Value passed for the redirect uri did not match the uri of the authorization code.",
        );
      const verifier = form.get("code_verifier") ?? "";
      if (crypto.createHash("sha256").update(verifier).digest("base64url") !== code.challenge)
        return oauthError("invalid_grant", "Value passed for the code verifier did not match the code challenge.");
      return issue(oauth, code.scope);
    }
    if (form.get("grant_type") === "refresh_token") {
      const refresh = oauth.refresh.get(form.get("refresh_token") ?? "");
      if (!refresh || refresh.used || refresh.revoked)
        return oauthError("invalid_request", "Value passed for the token was invalid.");
      refresh.used = true;
      return issue(oauth, refresh.scope, refresh.grant);
    }
    return oauthError("unsupported_grant_type", "Value passed for the grant type was invalid.");
  }
  if (req.method === "POST" && req.path === "/2/oauth2/revoke") {
    if (!clientOf(req, oauth)) return oauthError("unauthorized_client", "Missing valid authorization header", 401);
    const token = req.form?.get("token") ?? "";
    const access = oauth.access.get(token);
    const refresh = oauth.refresh.get(token);
    if (access) access.revoked = true;
    // Revoking a refresh token ends the access tokens of its grant, and no one else's.
    if (refresh) {
      refresh.revoked = true;
      for (const a of oauth.access.values()) if (a.grant === refresh.grant) a.revoked = true;
    }
    return { status: 200, body: { revoked: true } };
  }
  return null;
}

export async function startXPeer(options: { userId?: string; clientId?: string; clientSecret?: string | null } = {}) {
  const userId = options.userId ?? "2244994945";
  const media = new Set<string>();
  const oauth: XOAuth = {
    clientId: options.clientId ?? "x-client-id",
    clientSecret: options.clientSecret === undefined ? "x-client-secret" : options.clientSecret,
    consent: "allow",
    grant: null,
    codes: new Map(),
    access: new Map(),
    refresh: new Map(),
    expire(token) {
      const a = oauth.access.get(token);
      if (a) a.expiresAt = 0;
    },
    revokeAll() {
      for (const a of oauth.access.values()) a.revoked = true;
      for (const r of oauth.refresh.values()) r.revoked = true;
    },
  };
  const peer = await startPeer(async (req, peer) => {
    const answered = oauthRoute(req, oauth);
    if (answered) return answered;
    const token = bearer(req) ?? (String(req.headers.authorization ?? "").startsWith("OAuth ") ? "oauth1" : null);
    if (!token || token === "expired") return problem(401, "Unauthorized", "Unauthorized");
    // A token this stand-in issued must still be alive; any other is accepted (a pasted token).
    const issued = oauth.access.get(token);
    if (issued && (issued.revoked || issued.expiresAt < Date.now()))
      return problem(401, "Unauthorized", "Unauthorized");
    if (req.method === "POST" && req.path === "/2/media/upload") {
      const f = peer.take();
      if (f) return failure(f, "media");
      const file = req.files.media?.[0];
      if (!file || req.fields.media_category !== "tweet_image")
        return problem(400, "Invalid Request", "media and media_category are required");
      if (file.bytes.length > X_IMAGE_MAX_BYTES) return tooLarge(file.bytes.length);
      const id = nextId();
      media.add(id);
      peer.media.push({ token, contentType: file.contentType, bytes: file.bytes });
      return {
        status: 200,
        body: { data: { id, media_key: `3_${id}`, size: file.bytes.length, expires_after_secs: 86400 } },
      };
    }
    if (req.method === "POST" && req.path === "/2/tweets") {
      const f = peer.take();
      if (f) return failure(f, "post");
      const text = req.json?.text;
      if (typeof text !== "string" || !text) return problem(400, "Invalid Request", "The `text` field is required");
      const ids: string[] = req.json?.media?.media_ids ?? [];
      if (ids.some((id) => !media.has(id))) return problem(400, "Invalid Request", "Your media IDs are invalid.");
      const id = nextId();
      peer.posts.push({ id, text, images: ids.length, token, at: Date.now() });
      await peer.hold();
      return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
    }
    if (req.method === "GET" && req.path === "/2/users/me") {
      const mine = peer.posts.filter((p) => p.token === token).length;
      const metrics = req.query.get("user.fields")?.split(",").includes("public_metrics")
        ? {
            public_metrics: {
              followers_count: peer.audience.followers,
              following_count: 80,
              tweet_count: mine,
              listed_count: 1,
              like_count: 0,
            },
          }
        : {};
      return { status: 200, body: { data: { id: userId, name: "Olive", username: "oliveco", ...metrics } } };
    }
    if (req.method === "GET" && req.path === `/2/users/${userId}/tweets`) {
      const since = Date.parse(req.query.get("start_time") ?? "1970-01-01T00:00:00Z");
      const max = Number(req.query.get("max_results") ?? 10);
      if (!Number.isInteger(max) || max < 5 || max > 100)
        return problem(400, "Invalid Request", "The `max_results` query parameter value is not between 5 and 100");
      const a = peer.audience;
      const metrics = req.query.get("tweet.fields")?.split(",").includes("public_metrics")
        ? {
            public_metrics: {
              retweet_count: a.shares,
              reply_count: a.comments,
              like_count: a.likes,
              quote_count: 0,
              bookmark_count: 0,
              impression_count: a.impressions,
            },
          }
        : {};
      const data = peer.posts
        .filter((p) => p.at >= since && p.token === token)
        .slice(-max)
        .reverse()
        .map((p) => ({ id: p.id, text: p.text, ...metrics }));
      return {
        status: 200,
        body: data.length ? { data, meta: { result_count: data.length } } : { meta: { result_count: 0 } },
      };
    }
    return problem(404, "Not Found Error", `No route ${req.method} ${req.path}`);
  });
  return Object.assign(peer, { oauth });
}

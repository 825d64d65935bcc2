// Meta's Graph API error envelope, shared by the Facebook and Instagram peers.
import type { Failure, Reply } from "./peer";

export type GraphErrorBody = Record<string, unknown>;

export const graphError = (
  status: number,
  error: Record<string, unknown>,
  headers?: Record<string, string>,
): Reply => ({
  status,
  body: { error: { fbtrace_id: "AbCdEf123", ...error } },
  headers,
});

export function graphFailure(f: Failure, media: Record<string, unknown>): Reply {
  switch (f) {
    case "auth":
      return graphError(400, {
        message:
          "Error validating access token: Session has expired on Saturday, 21-Nov-26 01:00:00 PST. The current time is Saturday, 21-Nov-26 02:00:00 PST.",
        type: "OAuthException",
        code: 190,
        error_subcode: 463,
      });
    case "rate":
      return graphError(
        429,
        { message: "(#4) Application request limit reached", type: "OAuthException", code: 4, is_transient: true },
        { "retry-after": "60" },
      );
    case "media":
      return graphError(400, media);
    case "server":
      return graphError(500, {
        message: "An unexpected error has occurred. Please retry your request later.",
        type: "OAuthException",
        code: 2,
        is_transient: true,
      });
    case "garbage":
      return { status: 200, raw: "<html><head><title>Facebook | Error</title></head></html>" };
  }
}

/**
 * The Page tokens (and so Instagram's, which are the same) that Facebook Login handed out, each with the
 * login it came from. Meta ends them when that login is revoked (DELETE /me/permissions, or the owner
 * removing the app on Facebook): every call with one is then refused, code 190. Shared by the Facebook
 * and Instagram peers, as graph.facebook.com is one service; tokens are random, so tests do not meet.
 */
const loginOf = new Map<string, { revoked: boolean }>();

export function deriveToken(token: string, login: { revoked: boolean }) {
  loginOf.set(token, login);
}

/** Meta's refusal of a token whose login was revoked, or null. */
export function revokedLogin(token: string, appId = "fb-app-id"): Reply | null {
  if (!loginOf.get(token)?.revoked) return null;
  return graphError(400, {
    message: `Error validating access token: The user has not authorized application ${appId}.`,
    type: "OAuthException",
    code: 190,
    error_subcode: 458,
  });
}

export const tokenOf = (form: URLSearchParams | null, fields: Record<string, string>, query: URLSearchParams) =>
  form?.get("access_token") ?? fields.access_token ?? query.get("access_token");

/**
 * Graph API versions and the day each stops being served (Meta's changelog, docs/platforms.md); null:
 * not announced. The peers refuse a call made with one past its day.
 */
export const GRAPH_VERSIONS: Record<string, string | null> = {
  "v26.0": null,
  "v25.0": "2028-07-29",
  "v24.0": "2028-02-18",
  "v23.0": "2027-10-08",
  "v22.0": "2027-05-20",
  "v21.0": "2027-01-21",
  "v20.0": "2026-09-24",
  "v19.0": "2026-05-21",
  "v18.0": "2026-01-26",
};

/**
 * A call with an expired version. Meta documents that such calls are moved to the oldest version still
 * served; the peer is stricter and refuses them, in the envelope Meta uses for a deprecated version
 * (code 2635), so the product's handling of that refusal is tested.
 */
export function expiredVersion(version: string, today: Date): Reply | null {
  const until = GRAPH_VERSIONS[version];
  if (until === undefined || until === null || today.getTime() < Date.parse(`${until}T00:00:00Z`)) return null;
  return graphError(400, {
    message: `(#2635) You are calling a deprecated version of the Graph API. Please update to the latest version: v26.0.`,
    type: "OAuthException",
    code: 2635,
  });
}

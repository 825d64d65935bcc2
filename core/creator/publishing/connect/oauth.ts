// The OAuth HTTP calls to the platforms: the token endpoint (code and refresh), revoke, and the
// calls that say who connected. OAuth errors are `{error, error_description}` (RFC 6749 §5.2);
// Facebook's are `{error: {message, type, code}}`.
import type { Platform } from "../../../catalog";
import type { Services } from "../../../context";
import type { OAuthApp } from "../../../social";

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    /** invalid_grant, invalid_request, invalid_client, …, or ours (network, garbage). */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "OAuthError";
  }
}

export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  refresh_token_expires_in?: number;
  scope?: string;
}

interface Call {
  method: "GET" | "POST" | "DELETE";
  url: string;
  form?: Record<string, string>;
  bearer?: string;
  basic?: { id: string; secret: string };
}

export async function oauthCall<T>(services: Services, call: Call): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  if (call.basic)
    headers.authorization = `Basic ${Buffer.from(`${call.basic.id}:${call.basic.secret}`).toString("base64")}`;
  let body: string | undefined;
  if (call.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form).toString();
  }
  let res: Response;
  try {
    res = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      redirect: "error",
      signal: AbortSignal.timeout(services.settings.social.timeoutMs),
    });
  } catch {
    throw new OAuthError(0, "network", "the platform could not be reached");
  }
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const e = parsed ?? {};
    if (e.error && typeof e.error === "object") {
      // Facebook: an expired or revoked token is OAuthException code 190.
      const code = e.error.code === 190 ? "invalid_grant" : String(e.error.type ?? `http_${res.status}`);
      throw new OAuthError(res.status, code, String(e.error.message ?? res.statusText));
    }
    const code = typeof e.error === "string" ? e.error : `http_${res.status}`;
    // An answer without words of its own gets some: the owner reads this, not a code.
    const plain =
      res.status >= 500
        ? `the platform had a problem on its side (HTTP ${res.status}): try again later`
        : `the platform refused the sign-in (HTTP ${res.status})`;
    const message =
      typeof e.error_description === "string" ? e.error_description : typeof e.detail === "string" ? e.detail : plain;
    throw new OAuthError(res.status, code, message);
  }
  if (parsed === undefined || typeof parsed !== "object" || parsed === null)
    throw new OAuthError(res.status, "garbage", "the platform answered with something that is not JSON");
  return parsed as T;
}

/**
 * The token endpoint. X takes the client's credentials as Basic auth (a confidential client) or its
 * id in the body (a public one); LinkedIn and Facebook take id and secret in the body.
 */
export async function tokenRequest(
  services: Services,
  platform: Platform,
  app: OAuthApp,
  form: Record<string, string>,
): Promise<TokenAnswer> {
  const basic = platform === "twitter" && app.clientSecret ? { id: app.clientId, secret: app.clientSecret } : undefined;
  const full = basic
    ? form
    : { ...form, client_id: app.clientId, ...(app.clientSecret ? { client_secret: app.clientSecret } : {}) };
  // Facebook's token endpoint is read with GET and its parameters in the query.
  const answer =
    platform === "facebook"
      ? await oauthCall<TokenAnswer>(services, { method: "GET", url: `${app.tokenUrl}?${new URLSearchParams(full)}` })
      : await oauthCall<TokenAnswer>(services, { method: "POST", url: app.tokenUrl, form: full, basic });
  if (typeof answer.access_token !== "string" || !answer.access_token)
    throw new OAuthError(502, "garbage", "the platform's token answer had no access token");
  return answer;
}

/** Says in words what a refused sign-in or refresh means for the owner. */
export function oauthReason(error: unknown): string {
  if (error instanceof OAuthError) {
    if (error.code === "access_denied") return "you declined access";
    if (error.code === "invalid_grant") return `the authorisation was refused (${error.message})`;
    if (error.code === "network") return "the platform could not be reached: try again";
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

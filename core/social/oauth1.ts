// OAuth 1.0a request signing (RFC 5849, HMAC-SHA1) for X when the owner stored an access token and
// secret and the app's consumer key and secret are configured. Only the query string enters the
// signature: X's bodies here are JSON or multipart, which OAuth 1.0a leaves out.
import crypto from "node:crypto";

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface OAuth1Keys {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

/** The signature of a request: the base string's HMAC-SHA1 under consumer secret & token secret. */
export function oauth1Signature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret: string,
): string {
  const parsed = new URL(url);
  const all: [string, string][] = [...parsed.searchParams.entries(), ...Object.entries(params)];
  const paramString = all
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const baseUrl = `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  const base = [method.toUpperCase(), encode(baseUrl), encode(paramString)].join("&");
  return crypto
    .createHmac("sha1", `${encode(consumerSecret)}&${encode(tokenSecret)}`)
    .update(base)
    .digest("base64");
}

/** The `Authorization: OAuth …` header for one request. */
export function oauth1Header(
  method: string,
  url: string,
  keys: OAuth1Keys,
  fixed: { nonce?: string; timestamp?: number } = {},
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: keys.consumerKey,
    oauth_nonce: fixed.nonce ?? crypto.randomBytes(16).toString("hex"),
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(fixed.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_token: keys.token,
    oauth_version: "1.0",
  };
  oauth.oauth_signature = oauth1Signature(method, url, oauth, keys.consumerSecret, keys.tokenSecret);
  return (
    "OAuth " +
    Object.entries(oauth)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${encode(k)}="${encode(v)}"`)
      .join(", ")
  );
}

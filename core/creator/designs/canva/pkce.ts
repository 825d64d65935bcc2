import crypto from "node:crypto";

/** A PKCE verifier (43–128 characters of [A-Za-z0-9-._~]) and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(64).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

export const newState = () => crypto.randomBytes(32).toString("base64url");
export const hashState = (state: string) => crypto.createHash("sha256").update(state).digest("hex");

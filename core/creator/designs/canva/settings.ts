export type { CanvaSettings } from "../../../context";
import type { CanvaSettings, Services } from "../../../context";
import { publicAddress } from "../../../instance";

/** What the product asks Canva for: read the owner's designs, create designs, export them. */
export const CANVA_SCOPES = ["design:meta:read", "design:content:read", "design:content:write"];

export function canvaSettingsFromEnv(env: Record<string, string | undefined>): CanvaSettings | null {
  if (!env.CANVA_CLIENT_ID || !env.CANVA_CLIENT_SECRET) return null;
  const trim = (url: string) => url.replace(/\/+$/, "");
  return {
    clientId: env.CANVA_CLIENT_ID,
    clientSecret: env.CANVA_CLIENT_SECRET,
    apiUrl: trim(env.CANVA_API_URL || "https://api.canva.com/rest"),
    oauthUrl: trim(env.CANVA_OAUTH_URL || "https://api.canva.com/auth"),
    authorizeUrl: env.CANVA_AUTHORIZE_URL || "https://www.canva.com/api/oauth/authorize",
    redirectUri: env.CANVA_REDIRECT_URI?.trim() || null,
    timeoutMs: Number(env.CANVA_TIMEOUT_MS || 15_000),
    pollMs: 1000,
  };
}

/** Where Canva sends the owner back: the operator's CANVA_REDIRECT_URI, or the instance's public address. */
export function canvaRedirectUri(services: Pick<Services, "db" | "settings">, settings: CanvaSettings): string {
  return settings.redirectUri ?? `${publicAddress(services).url}/api/canva/callback`;
}

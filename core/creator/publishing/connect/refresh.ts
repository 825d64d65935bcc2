// Keeping a one-click connection alive: X's access tokens last two hours and LinkedIn's sixty days;
// each is refreshed a few minutes before it ends, just before a post or an analytics read uses it. X
// rotates the refresh token on every refresh, so each refresh stores the new pair; one refresh at a
// time per owner and platform in this process.
import type { Platform } from "../../../catalog";
import { asOwner, type Services } from "../../../context";
import { PlatformError, type PlatformCredentials } from "../../../social";
import { credentialsFor } from "../credentials";
import { recordTokenVerdict } from "../token-health";
import { PLATFORM_NAMES, requireApp, appPlatform } from "./apps";
import { OAuthError, oauthReason, tokenRequest } from "./oauth";
import { currentConnection, markProblem, openRefreshToken, storeConnection } from "./store";

/** Refreshed this long before the access token ends. */
const EARLY_MS = 5 * 60_000;

const refreshing = new Map<string, Promise<void>>();

export const RECONNECT = (platform: Platform) =>
  `${PLATFORM_NAMES[platform]} refused the connection (expired or revoked): reconnect in Settings → Social Media`;
/** The platform's own words in the PlatformError: the owner's sentence around it says "reconnect". */
const ENDED = "the connection expired or was revoked";

async function refresh(services: Services, userId: string, platform: Platform): Promise<void> {
  const key = `${userId}:${platform}`;
  const running = refreshing.get(key);
  if (running) return running;
  const job = (async () => {
    const row = currentConnection(services, userId, platform);
    const used = row && openRefreshToken(services, userId, row);
    if (!row || !used) return;
    const app = requireApp(services, platform);
    try {
      const tokens = await tokenRequest(services, platform, app, { grant_type: "refresh_token", refresh_token: used });
      storeConnection(
        asOwner(services, userId),
        platform,
        {
          accessToken: tokens.access_token,
          // X rotates it; LinkedIn may answer without one (the old one stays good).
          refreshToken: tokens.refresh_token ?? used,
          expiresInSeconds: tokens.expires_in ?? null,
          refreshExpiresInSeconds: tokens.refresh_token_expires_in ?? null,
          scope: tokens.scope ?? row.scope,
          accountName: row.accountName,
          accountId: row.accountId,
        },
        false,
      );
    } catch (error) {
      if (
        error instanceof OAuthError &&
        (error.code === "invalid_grant" || error.status === 400 || error.status === 401)
      ) {
        const now = currentConnection(services, userId, platform);
        // Another process refreshed with the same token a moment ago: what it stored is good.
        if (now && openRefreshToken(services, userId, now) !== used) return;
        markProblem(services, userId, platform, RECONNECT(platform));
        recordTokenVerdict(services, userId, platform, { status: "refused", reason: oauthReason(error) });
        throw new PlatformError(platform, "auth", ENDED, { status: error.status });
      }
      throw new PlatformError(platform, "network", `the connection could not be renewed: ${oauthReason(error)}`, {
        notCreated: true,
      });
    }
  })();
  refreshing.set(key, job);
  try {
    await job;
  } finally {
    refreshing.delete(key);
  }
}

/** Whether this connection can be renewed by its refresh token (X and LinkedIn with an app set up). */
function renewable(services: Services, platform: Platform, row: { refreshToken: string | null } | null): boolean {
  return Boolean(
    row?.refreshToken &&
    appPlatform(platform) !== "facebook" &&
    services.settings.social.oauth?.[appPlatform(platform)],
  );
}

/**
 * The platform refused an access token before its recorded end (X may end one early): renew it once
 * with the stored refresh token, under the same one-refresh-at-a-time guard, and hand back the new
 * credentials for one retry. When another process or request already stored a newer token, that one
 * is used without a refresh. Null when there is nothing to renew with (a pasted token, no refresh
 * token, no app): the refusal stands. Throws a PlatformError (auth) when the platform refuses the
 * refresh as well.
 */
export async function renewAfterRefusal(
  services: Services,
  userId: string,
  platform: Platform,
  refused: PlatformCredentials,
): Promise<PlatformCredentials | null> {
  const row = currentConnection(services, userId, platform);
  if (!row || row.problem || !renewable(services, platform, row)) return null;
  const stored = credentialsFor(services, userId, platform);
  if (stored && stored.accessToken !== refused.accessToken) return stored;
  await refresh(services, userId, platform);
  const renewed = credentialsFor(services, userId, platform);
  return renewed && renewed.accessToken !== refused.accessToken ? renewed : null;
}

/**
 * The platform's credentials for a post or an analytics read, renewed first when a one-click
 * connection is about to end. A pasted token is returned as it is. Throws a PlatformError (auth) when
 * the platform refuses to renew it.
 */
export async function freshCredentials(
  services: Services,
  userId: string,
  platform: Platform,
): Promise<PlatformCredentials | null> {
  const row = currentConnection(services, userId, platform);
  if (row?.problem) throw new PlatformError(platform, "auth", ENDED, { status: 401 });
  if (
    row &&
    renewable(services, platform, row) &&
    row.expiresAt &&
    row.expiresAt.getTime() - services.clock.now().getTime() < EARLY_MS
  ) {
    await refresh(services, userId, platform);
  }
  return credentialsFor(services, userId, platform);
}

// Whether each platform accepted the owner's token the last time a post used it, for the Settings
// tiles ("Connected" / "Token stopped working"). A verdict is bound to the stored token's
// fingerprint, so saving a new token clears an old "stopped working" by itself.
import { PLATFORMS, type Platform } from "../../catalog";
import type { OwnerContext, Services } from "../../context";
import { prepared } from "../../db";
import { appConfigured, NEEDED, PLATFORM_NAMES } from "./connect/apps";
import { currentConnection } from "./connect/store";
import { storedToken, tokenFingerprint, TOKEN_FIELD } from "./credentials";

export function recordTokenVerdict(
  services: Services,
  userId: string,
  platform: Platform,
  verdict: { status: "ok" | "refused"; reason?: string | null },
): void {
  const sealed = storedToken(services, userId, platform);
  if (!sealed) return;
  prepared(services.db, "publishing:health", (d) =>
    d.$client.prepare(
      `insert into platform_token_health (user_id, platform, token_fingerprint, status, reason, checked_at)
       values (@userId, @platform, @fingerprint, @status, @reason, @now)
       on conflict(user_id, platform) do update set token_fingerprint = excluded.token_fingerprint,
         status = excluded.status, reason = excluded.reason, checked_at = excluded.checked_at`,
    ),
  ).run({
    userId,
    platform,
    fingerprint: tokenFingerprint(sealed),
    status: verdict.status,
    reason: verdict.reason ?? null,
    now: services.clock.now().getTime(),
  });
}

export type { PlatformConnection } from "../posts";
import type { PlatformConnection } from "../posts";

/** GET /api/posts/connections: each platform's tile. */
export function platformConnections({ ctx }: { ctx: OwnerContext }): PlatformConnection[] {
  const verdicts = prepared(ctx.db, "publishing:verdicts", (d) =>
    d.$client.prepare<
      [string],
      { platform: string; fingerprint: string; status: string; reason: string | null; checkedAt: number }
    >(
      `select platform, token_fingerprint as fingerprint, status, reason, checked_at as checkedAt
       from platform_token_health where user_id = ?`,
    ),
  ).all(ctx.userId);
  return PLATFORMS.map((platform) => {
    const sealed = storedToken(ctx, ctx.userId, platform);
    const verdict = verdicts.find((v) => v.platform === platform);
    const current = sealed && verdict && verdict.fingerprint === tokenFingerprint(sealed) ? verdict : null;
    const oauth = sealed ? currentConnection(ctx, ctx.userId, platform) : null;
    const granted = oauth?.scope ? oauth.scope.split(/[\s,]+/) : null;
    const renews = Boolean(
      oauth?.refreshToken && oauth.expiresAt && platform !== "facebook" && platform !== "instagram",
    );
    const ends = renews ? oauth?.refreshExpiresAt : oauth?.expiresAt;
    const missing = granted ? NEEDED[platform].filter((p) => !granted.includes(p)) : [];
    return {
      platform,
      connected: Boolean(sealed),
      health: current ? (current.status as "ok" | "refused") : "untested",
      reason: current?.status === "refused" ? current.reason : null,
      checkedAt: current ? new Date(current.checkedAt).toISOString() : null,
      connectable: appConfigured(ctx, platform),
      via: oauth ? "oauth" : sealed ? "manual" : null,
      account: oauth?.accountName ?? null,
      expiresAt: ends ? ends.toISOString() : null,
      renews,
      missing,
      problem: oauth ? (oauth.problem ?? connectionProblem(platform, ends ?? null, missing, ctx.clock.now())) : null,
    };
  });
}

/**
 * Why a one-click connection cannot post although the platform has not refused it yet: it has ended
 * (LinkedIn's 60 days, a Page token Facebook cut short), or the owner did not allow what posting needs.
 * Renewal alone (X's offline.access) is not a reason: the connection posts until it ends.
 */
function connectionProblem(platform: Platform, ends: Date | null, missing: string[], now: Date): string | null {
  const name = PLATFORM_NAMES[platform];
  if (ends && ends.getTime() <= now.getTime())
    return `The ${name} connection ended on ${ends.toISOString().slice(0, 10)}.`;
  const blocking = missing.filter((p) => p !== "offline.access");
  if (blocking.length) return `${name} was not allowed to post for you (${blocking.join(", ")}).`;
  return null;
}

export { TOKEN_FIELD };

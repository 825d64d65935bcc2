// A one-click connection at rest: the access token goes where a pasted one goes (the users row,
// sealed, so publishing and analytics read it as before); the refresh token (sealed), the expiry,
// the granted scopes and who connected go to social_connections, bound to that token's fingerprint.
import { and, eq } from "drizzle-orm";
import type { Platform } from "../../../catalog";
import type { OwnerContext, Services } from "../../../context";
import { socialConnections } from "../../../db";
import { updateSocialMedia, type SocialMediaInput } from "../../../users";
import { storedToken, tokenFingerprint } from "../credentials";

export interface NewConnection {
  accessToken: string;
  /** X and LinkedIn: the refresh token; Facebook and Instagram: the long-lived user token (to revoke). */
  refreshToken: string | null;
  expiresInSeconds: number | null;
  refreshExpiresInSeconds: number | null;
  scope: string | null;
  accountName: string | null;
  accountId: string | null;
}

const REFRESH_FIELD = (platform: Platform) => `${platform}OauthRefreshToken`;

/** The users-row fields a connection fills: the token, and the handle or page the owner sees. */
function userFields(platform: Platform, c: NewConnection): SocialMediaInput {
  switch (platform) {
    case "twitter":
      return {
        twitterAccessToken: c.accessToken,
        twitterAccessSecret: null,
        ...(c.accountName ? { twitterHandle: c.accountName } : {}),
      };
    case "linkedin":
      return { linkedinAccessToken: c.accessToken };
    case "facebook":
      return {
        facebookAccessToken: c.accessToken,
        facebookPageId: c.accountId ?? "",
        ...(c.accountName ? { facebookPage: c.accountName } : {}),
      };
    case "instagram":
      return {
        instagramAccessToken: c.accessToken,
        instagramBusinessId: c.accountId ?? "",
        ...(c.accountName ? { instagramHandle: c.accountName } : {}),
      };
  }
}

export function storeConnection(ctx: OwnerContext, platform: Platform, c: NewConnection, fresh: boolean) {
  const now = ctx.clock.now();
  const at = (seconds: number | null) => (seconds ? new Date(now.getTime() + seconds * 1000) : null);
  ctx.db.transaction(() => {
    updateSocialMedia({ ctx, input: userFields(platform, c) });
    const sealed = storedToken(ctx, ctx.userId, platform)!;
    const values = {
      tokenFingerprint: tokenFingerprint(sealed),
      refreshToken: c.refreshToken
        ? ctx.secrets.seal(c.refreshToken, { userId: ctx.userId, field: REFRESH_FIELD(platform) })
        : null,
      expiresAt: at(c.expiresInSeconds),
      refreshExpiresAt: at(c.refreshExpiresInSeconds),
      scope: c.scope,
      accountName: c.accountName,
      accountId: c.accountId,
      problem: null,
      updatedAt: now,
    };
    ctx.db
      .insert(socialConnections)
      .values({ userId: ctx.userId, platform, connectedAt: now, ...values })
      .onConflictDoUpdate({
        target: [socialConnections.userId, socialConnections.platform],
        set: fresh ? { ...values, connectedAt: now } : values,
      })
      .run();
  });
}

export type ConnectionRow = typeof socialConnections.$inferSelect;

/** The platform's one-click connection, when the token stored now is the one it issued (else null). */
export function currentConnection(services: Services, userId: string, platform: Platform): ConnectionRow | null {
  const row = services.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
    .get();
  const sealed = storedToken(services, userId, platform);
  if (!row || !sealed || row.tokenFingerprint !== tokenFingerprint(sealed)) return null;
  return row;
}

export function openRefreshToken(services: Services, userId: string, row: ConnectionRow): string | null {
  return row.refreshToken
    ? services.secrets.open(row.refreshToken, { userId, field: REFRESH_FIELD(row.platform as Platform) })
    : null;
}

export function markProblem(services: Services, userId: string, platform: Platform, problem: string) {
  services.db
    .update(socialConnections)
    .set({ problem, updatedAt: services.clock.now() })
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
    .run();
}

/** Forgets the connection: the row, and the users-row token (the handle and page stay). */
export function forgetConnection(ctx: OwnerContext, platform: Platform) {
  ctx.db.transaction(() => {
    ctx.db
      .delete(socialConnections)
      .where(and(eq(socialConnections.userId, ctx.userId), eq(socialConnections.platform, platform)))
      .run();
    const cleared: Record<Platform, SocialMediaInput> = {
      twitter: { twitterAccessToken: null, twitterAccessSecret: null },
      linkedin: { linkedinAccessToken: null },
      facebook: { facebookAccessToken: null },
      instagram: { instagramAccessToken: null },
    };
    updateSocialMedia({ ctx, input: cleared[platform] });
  });
}

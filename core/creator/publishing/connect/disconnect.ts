// DELETE /api/social/{platform}/connection: forgets the token here and asks the platform to revoke
// it where it lets an app do so: X (POST /2/oauth2/revoke) and Facebook (DELETE /me/permissions).
// LinkedIn has no revoke for members' tokens: the owner removes the app in LinkedIn's settings.
import type { Platform } from "../../../catalog";
import type { OwnerContext } from "../../../context";
import { audit } from "../../../log";
import type { OAuthApp } from "../../../social";
import { appPlatform } from "./apps";
import { oauthCall } from "./oauth";
import { currentConnection, forgetConnection, openRefreshToken } from "./store";
import { credentialsFor } from "../credentials";

export interface SocialDisconnected {
  success: true;
  revoked: boolean;
  /** What the owner may still do on the platform's side, or null. */
  note: string | null;
}

/**
 * Revokes an X grant: both tokens, each by name (X's docs do not say that revoking the refresh token
 * ends the access token it came with, which would otherwise keep posting for up to two hours). False
 * when there was nothing to revoke; throws when X refuses.
 */
export async function revokeXTokens(
  ctx: OwnerContext,
  app: OAuthApp,
  token: { access: string | null; kept: string | null },
): Promise<boolean> {
  if (!app.revokeUrl) return false;
  const tokens = [
    { token: token.kept, hint: "refresh_token" },
    { token: token.access, hint: "access_token" },
  ].filter((t): t is { token: string; hint: string } => Boolean(t.token));
  for (const t of tokens) {
    await oauthCall(ctx, {
      method: "POST",
      url: app.revokeUrl,
      form: { token: t.token, token_type_hint: t.hint, ...(app.clientSecret ? {} : { client_id: app.clientId }) },
      basic: app.clientSecret ? { id: app.clientId, secret: app.clientSecret } : undefined,
    });
  }
  return tokens.length > 0;
}

const LINKEDIN_NOTE =
  "LinkedIn lets no app revoke a member's token: remove Microteam under LinkedIn → Settings → Data privacy → Permitted services if you want it gone there too.";

export async function disconnectSocial({
  ctx,
  platform,
}: {
  ctx: OwnerContext;
  platform: Platform;
}): Promise<SocialDisconnected> {
  const row = currentConnection(ctx, ctx.userId, platform);
  let token: { access: string | null; kept: string | null } = { access: null, kept: null };
  try {
    token = {
      access: credentialsFor(ctx, ctx.userId, platform)?.accessToken ?? null,
      kept: row ? openRefreshToken(ctx, ctx.userId, row) : null,
    };
  } catch {
    // A token that no longer opens cannot be revoked; it is forgotten all the same.
  }
  forgetConnection(ctx, platform);
  audit(ctx, "social.disconnected", { userId: ctx.userId, platform });
  const app = ctx.settings.social.oauth?.[appPlatform(platform)];
  if (!row || !app) return { success: true, revoked: false, note: platform === "linkedin" ? LINKEDIN_NOTE : null };
  try {
    if (platform === "twitter" && app.revokeUrl) {
      return { success: true, revoked: await revokeXTokens(ctx, app, token), note: null };
    }
    if (appPlatform(platform) === "facebook") {
      // The other of Facebook and Instagram may still use the same login: revoke only when neither does.
      const other: Platform = platform === "facebook" ? "instagram" : "facebook";
      if (currentConnection(ctx, ctx.userId, other) || !token.kept)
        return { success: true, revoked: false, note: null };
      const social = ctx.settings.social;
      await oauthCall(ctx, {
        method: "DELETE",
        url: `${social.facebookGraphBase}/${social.graphVersion}/me/permissions`,
        bearer: token.kept,
      });
      return { success: true, revoked: true, note: null };
    }
  } catch {
    // Forgotten here either way; the token ends on the platform's side when it expires.
    return { success: true, revoked: false, note: null };
  }
  return { success: true, revoked: false, note: platform === "linkedin" ? LINKEDIN_NOTE : null };
}

// The one-click apps the operator registered (decision 323): which platform has one, what each asks
// for, and where the platform sends the owner back.
import type { Platform } from "../../../catalog";
import type { Services } from "../../../context";
import { AppError } from "../../../errors";
import { publicAddress } from "../../../instance";
import type { OAuthApp } from "../../../social";

/** The platforms with a sign-in of their own: Instagram connects through Facebook Login. */
export type ConnectPlatform = "twitter" | "linkedin" | "facebook";

export const appPlatform = (platform: Platform): ConnectPlatform => (platform === "instagram" ? "facebook" : platform);

/** What each connection asks the owner to allow (README "One-click connections"). */
export const SCOPES: Record<ConnectPlatform, string[]> = {
  twitter: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"],
  linkedin: ["openid", "profile", "w_member_social"],
  facebook: [
    "pages_show_list",
    "pages_read_engagement",
    "pages_manage_posts",
    "business_management",
    "instagram_basic",
    "instagram_content_publish",
  ],
};

/** The permissions without which posting fails (the rest only add analytics or the name). */
export const NEEDED: Record<Platform, string[]> = {
  twitter: ["tweet.write", "users.read", "media.write", "offline.access"],
  linkedin: ["w_member_social"],
  facebook: ["pages_manage_posts"],
  instagram: ["instagram_content_publish"],
};

export const PLATFORM_NAMES: Record<Platform, string> = {
  twitter: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

const SETTINGS: Record<ConnectPlatform, string> = {
  twitter: "X_CLIENT_ID (and X_CLIENT_SECRET)",
  linkedin: "LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET",
  facebook: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET",
};

export const appConfigured = (services: Services, platform: Platform): boolean =>
  Boolean(services.settings.social.oauth?.[appPlatform(platform)]);

export function requireApp(services: Services, platform: Platform): OAuthApp {
  const app = services.settings.social.oauth?.[appPlatform(platform)];
  if (!app) {
    throw new AppError(
      "UNAVAILABLE",
      `One-click ${PLATFORM_NAMES[platform]} connections are not set up on this server (${SETTINGS[appPlatform(platform)]}): paste a token instead.`,
    );
  }
  return app;
}

export function redirectUri(services: Services, platform: ConnectPlatform): string {
  const app = requireApp(services, platform);
  return app.redirectUri ?? `${publicAddress(services).url}/api/social/${platform}/callback`;
}

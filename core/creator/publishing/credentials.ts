// The owner's stored platform credentials (Settings → Social Media), opened only for the request that
// needs them. A platform counts as connected when its access token is stored (spec 000 §2.6).
import crypto from "node:crypto";
import type { Platform } from "../../catalog";
import type { Services } from "../../context";
import { prepared } from "../../db";
import type { PlatformCredentials } from "../../social";

interface SocialRow {
  twitterAccessToken: string | null;
  twitterAccessSecret: string | null;
  linkedinAccessToken: string | null;
  facebookAccessToken: string | null;
  facebookPageId: string | null;
  instagramAccessToken: string | null;
  instagramBusinessId: string | null;
}

export const TOKEN_FIELD = {
  twitter: "twitterAccessToken",
  linkedin: "linkedinAccessToken",
  facebook: "facebookAccessToken",
  instagram: "instagramAccessToken",
} as const satisfies Record<Platform, keyof SocialRow>;

/** SQL: is the platform's token stored, for a users row aliased `u`. */
export const TOKEN_COLUMN: Record<Platform, string> = {
  twitter: "u.twitter_access_token",
  linkedin: "u.linkedin_access_token",
  facebook: "u.facebook_access_token",
  instagram: "u.instagram_access_token",
};

function socialRow(services: Services, userId: string): SocialRow | undefined {
  return prepared(services.db, "publishing:social", (d) =>
    d.$client.prepare<[string], SocialRow>(
      `select twitter_access_token as twitterAccessToken, twitter_access_secret as twitterAccessSecret,
         linkedin_access_token as linkedinAccessToken, facebook_access_token as facebookAccessToken,
         facebook_page_id as facebookPageId, instagram_access_token as instagramAccessToken,
         instagram_business_id as instagramBusinessId
       from users where id = ?`,
    ),
  ).get(userId);
}

/** A short fingerprint of the stored (sealed) token: it changes whenever the owner saves a token. */
export function tokenFingerprint(sealed: string): string {
  return crypto.createHash("sha256").update(sealed).digest("base64url").slice(0, 22);
}

/** The sealed token as stored now, or null when the platform is not connected. */
export function storedToken(services: Services, userId: string, platform: Platform): string | null {
  return socialRow(services, userId)?.[TOKEN_FIELD[platform]] ?? null;
}

/**
 * The platform's credentials, opened, or null when no token is stored. A token that no longer opens
 * (the app secret changed) throws: the owner must enter it again.
 */
export function credentialsFor(services: Services, userId: string, platform: Platform): PlatformCredentials | null {
  const row = socialRow(services, userId);
  const sealed = row?.[TOKEN_FIELD[platform]];
  if (!row || !sealed) return null;
  const open = (value: string | null, field: string) =>
    value ? services.secrets.open(value, { userId, field }) : null;
  return {
    accessToken: open(sealed, TOKEN_FIELD[platform])!,
    accessSecret: platform === "twitter" ? open(row.twitterAccessSecret, "twitterAccessSecret") : null,
    accountId: platform === "facebook" ? row.facebookPageId : platform === "instagram" ? row.instagramBusinessId : null,
  };
}

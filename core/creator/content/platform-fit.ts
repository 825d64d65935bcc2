// How long a post may be on each platform, counted the way the platform counts. The generator fits
// its captions to these and the model's answers are held to them. (The publishing side keeps the
// same figures for scheduling; at merge both read one module.)
import twitterText from "twitter-text";
import { countHashtags, PLATFORM_RULES } from "../../social";
import type { Platform } from "./schemas";

export const PLATFORM_TEXT_LIMITS: Record<Platform, number> = {
  // X counts with weights (most CJK and emoji count 2, any link 23): twitter-text's parseTweet.
  twitter: 280,
  linkedin: 3000,
  // Facebook allows far more, but a Page post past ~2,000 characters is cut behind "See more" twice.
  facebook: 63_206,
  instagram: 2200,
};

/** Instagram's hashtag cap, from the one table the composer and scheduling read (core/social/limits.ts). */
export const INSTAGRAM_MAX_HASHTAGS = PLATFORM_RULES.instagram.maxHashtags ?? Infinity;

/** The length of `text` as `platform` counts it. */
export function platformLength(platform: Platform, text: string): number {
  if (platform === "twitter") return twitterText.parseTweet(text).weightedLength;
  return [...text].length;
}

/** Hashtags in `text`, counted as scheduling counts them. */
export const hashtagCount = countHashtags;

/** Why `text` cannot go out on `platform` as it is (empty when it fits). */
export function fitProblems(platform: Platform, text: string): string[] {
  const problems: string[] = [];
  const length = platformLength(platform, text);
  const limit = PLATFORM_TEXT_LIMITS[platform];
  if (length > limit) problems.push(`${length} characters, over ${platform}'s ${limit.toLocaleString("en-US")}`);
  const maxHashtags = PLATFORM_RULES[platform].maxHashtags;
  if (maxHashtags !== null && hashtagCount(text) > maxHashtags) problems.push(`more than ${maxHashtags} hashtags`);
  return problems;
}

export const fitsPlatform = (platform: Platform, text: string) => fitProblems(platform, text).length === 0;

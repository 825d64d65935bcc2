// What each platform accepts, and how it counts (issue 11 §4 "per-platform limits"; the figures and
// the pages they come from are in docs/platforms.md). Pure: the server refuses a post that breaks a
// rule for a platform, and the web's editor shows the same counts live. X counts with its own weighting (twitter-text: most characters 1, CJK and emoji 2, any link
// 23); the others count characters (Unicode code points).
import twitterText from "twitter-text";
import { PLATFORM_LABELS, type Platform } from "../catalog";

export interface PlatformRules {
  /** Longest text the platform takes, in its own counting. */
  maxLength: number;
  /** How the length is counted, said to the owner. */
  counting: string;
  /** Images per post (a carousel is several). */
  maxImages: number;
  /** Instagram posts need at least one image. */
  minImages: number;
  maxHashtags: number | null;
  /** Largest image file the platform takes, in bytes (null: none published below our own 10 MB). */
  maxImageBytes: number | null;
}

const MB = 1024 * 1024;

export const PLATFORM_RULES: Record<Platform, PlatformRules> = {
  twitter: {
    maxLength: 280,
    counting: "X's weighted count",
    maxImages: 4,
    minImages: 0,
    maxHashtags: null,
    maxImageBytes: 5 * MB,
  },
  linkedin: {
    maxLength: 3000,
    counting: "characters",
    maxImages: 20,
    minImages: 0,
    maxHashtags: null,
    maxImageBytes: null,
  },
  facebook: {
    maxLength: 63_206,
    counting: "characters",
    maxImages: 10,
    minImages: 0,
    maxHashtags: null,
    maxImageBytes: null,
  },
  instagram: {
    maxLength: 2200,
    counting: "characters",
    maxImages: 10,
    minImages: 1,
    // Instagram's caption rule since December 2025 (was 30); docs/platforms.md gives the sources.
    maxHashtags: 5,
    maxImageBytes: null,
  },
};

export interface PlatformCheck {
  platform: Platform;
  /** The text's length as the platform counts it. */
  length: number;
  maxLength: number;
  hashtags: number;
  images: number;
  /** Why the platform would refuse the post; empty when it fits. */
  problems: string[];
}

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;

export function countHashtags(text: string): number {
  return text.match(HASHTAG)?.length ?? 0;
}

/** The text's length the way `platform` counts it. */
export function platformLength(platform: Platform, text: string): number {
  if (platform === "twitter") return twitterText.parseTweet(text).weightedLength;
  return [...text].length;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, "")} MB`;

/**
 * Whether a post of `text` with its images fits `platform`, and if not, why, in plain words. `images`
 * is their count, or each one's size in bytes when known (then sizes are checked too).
 */
export function checkForPlatform(platform: Platform, text: string, images: number | readonly number[]): PlatformCheck {
  const rules = PLATFORM_RULES[platform];
  const sizes = typeof images === "number" ? [] : images;
  const count = typeof images === "number" ? images : images.length;
  const label = platform === "twitter" ? "X" : PLATFORM_LABELS[platform];
  const length = platformLength(platform, text);
  const hashtags = countHashtags(text);
  const problems: string[] = [];
  if (length > rules.maxLength) {
    problems.push(
      `${label} takes ${rules.maxLength.toLocaleString("en-US")} ${rules.counting === "characters" ? "characters" : `(${rules.counting})`}; this is ${length.toLocaleString("en-US")}: shorten it by ${(length - rules.maxLength).toLocaleString("en-US")}`,
    );
  }
  if (rules.maxHashtags !== null && hashtags > rules.maxHashtags) {
    problems.push(
      `${label} takes at most ${rules.maxHashtags} hashtags; this has ${hashtags}: remove ${hashtags - rules.maxHashtags}`,
    );
  }
  if (count < rules.minImages) problems.push(`${label} needs an image: add one, or leave ${label} out`);
  if (count > rules.maxImages) {
    problems.push(`${label} takes at most ${plural(rules.maxImages, "image")} per post; this has ${count}`);
  }
  const max = rules.maxImageBytes;
  if (max !== null) {
    const over = sizes.map((size, i) => ({ size, n: i + 1 })).filter((s) => s.size > max);
    for (const { size, n } of over) {
      problems.push(
        `${label} takes images up to ${megabytes(max)}; ${sizes.length > 1 ? `image ${n}` : "this one"} is ${megabytes(size)}: make it smaller, or leave ${label} out`,
      );
    }
  }
  return { platform, length, maxLength: rules.maxLength, hashtags, images: count, problems };
}

/** Every chosen platform's check. */
export function checkPost(
  platforms: readonly Platform[],
  text: string,
  images: number | readonly number[],
): PlatformCheck[] {
  return platforms.map((p) => checkForPlatform(p, text, images));
}

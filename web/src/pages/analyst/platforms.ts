import type { AnalyticsView } from "@web/lib/api-types";

type Platform = AnalyticsView["content"]["connected"][number];

/** How each platform is named on this page (spec 001 §2: LinkedIn, Twitter/X, Instagram, and Facebook). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  linkedin: "LinkedIn",
  twitter: "Twitter/X",
  instagram: "Instagram",
  facebook: "Facebook",
};

/** One colour per platform in the posts chart, distinguishable in print and for common colour blindness. */
export const PLATFORM_COLORS: Record<Platform, string> = {
  linkedin: "#0a66c2",
  twitter: "#1f2937",
  instagram: "#c13584",
  facebook: "#f59e0b",
};

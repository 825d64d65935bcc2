// The design studio's templates: each platform's recommended image size, as the platforms publish
// them (spec 001 "templates: template type to name and dimensions"). Every size offered is one its
// platform publishes as it is: the 9:16 Instagram Story size is not offered, as the product posts to
// Instagram's feed (4:5 to 1.91:1) and not to stories (docs/decisions/320-instagram-feed-images.md).
import type { Platform } from "../../catalog";

export interface DesignTemplate {
  name: string;
  width: number;
  height: number;
  platform: Platform;
  /** What the size is for, in a few words. */
  use: string;
}

export const DESIGN_TEMPLATES = {
  instagram_post: {
    name: "Instagram Post",
    width: 1080,
    height: 1080,
    platform: "instagram",
    use: "Square feed post (1:1)",
  },
  instagram_portrait: {
    name: "Instagram Portrait",
    width: 1080,
    height: 1350,
    platform: "instagram",
    use: "Portrait feed post (4:5)",
  },
  instagram_carousel: {
    name: "Instagram Carousel",
    width: 1080,
    height: 1350,
    platform: "instagram",
    use: "Carousel slides (4:5), up to 10",
  },
  linkedin_post: {
    name: "LinkedIn Post",
    width: 1200,
    height: 627,
    platform: "linkedin",
    use: "Shared image (1.91:1)",
  },
  linkedin_square: {
    name: "LinkedIn Square",
    width: 1080,
    height: 1080,
    platform: "linkedin",
    use: "Square feed image (1:1)",
  },
  twitter_post: {
    name: "X (Twitter) Post",
    width: 1600,
    height: 900,
    platform: "twitter",
    use: "In-stream image (16:9)",
  },
  facebook_post: {
    name: "Facebook Post",
    width: 1200,
    height: 630,
    platform: "facebook",
    use: "Shared image (1.91:1)",
  },
  facebook_square: {
    name: "Facebook Square",
    width: 1080,
    height: 1080,
    platform: "facebook",
    use: "Square feed image (1:1)",
  },
} as const satisfies Record<string, DesignTemplate>;

export type TemplateType = keyof typeof DESIGN_TEMPLATES;
export const TEMPLATE_TYPES = Object.keys(DESIGN_TEMPLATES) as [TemplateType, ...TemplateType[]];

/**
 * A design's `type`: one of the templates, or `custom` for a file of any size. `instagram_story` is a
 * template no longer offered (decision 320); designs made with it before keep their type.
 */
export const DESIGN_TYPES = [...TEMPLATE_TYPES, "instagram_story", "custom"] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

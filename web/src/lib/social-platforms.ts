import { PLATFORMS, PLATFORM_LABELS, type Platform } from "@core/catalog";
import type { SocialMediaInput } from "@core/users/schemas";

type SocialField = keyof SocialMediaInput;

export interface PlatformField {
  name: SocialField;
  label: string;
  placeholder?: string;
  /** Tokens and secrets: masked, never shown again once stored. */
  secret: boolean;
}

export interface PlatformMeta {
  platform: Platform;
  label: string;
  handle: PlatformField;
  credentials: PlatformField[];
  /** The token fields that make the platform 'Connected' (removed on Disconnect). */
  tokenFields: SocialField[];
  developerUrl: string;
  developerSite: string;
}

const META: Record<Platform, Omit<PlatformMeta, "platform" | "label">> = {
  twitter: {
    handle: { name: "twitterHandle", label: "Twitter handle", placeholder: "@yourbusiness", secret: false },
    credentials: [
      { name: "twitterAccessToken", label: "Twitter access token", secret: true },
      { name: "twitterAccessSecret", label: "Twitter access secret", secret: true },
    ],
    tokenFields: ["twitterAccessToken", "twitterAccessSecret"],
    developerUrl: "https://console.x.com",
    developerSite: "console.x.com",
  },
  linkedin: {
    handle: {
      name: "linkedinProfile",
      label: "LinkedIn profile URL",
      placeholder: "https://linkedin.com/in/yourname",
      secret: false,
    },
    credentials: [{ name: "linkedinAccessToken", label: "LinkedIn access token", secret: true }],
    tokenFields: ["linkedinAccessToken"],
    developerUrl: "https://www.linkedin.com/developers",
    developerSite: "linkedin.com/developers",
  },
  facebook: {
    handle: {
      name: "facebookPage",
      label: "Facebook page URL",
      placeholder: "https://facebook.com/yourbusiness",
      secret: false,
    },
    credentials: [
      { name: "facebookAccessToken", label: "Facebook page access token", secret: true },
      { name: "facebookPageId", label: "Facebook page ID", secret: false },
    ],
    tokenFields: ["facebookAccessToken"],
    developerUrl: "https://developers.facebook.com",
    developerSite: "developers.facebook.com",
  },
  instagram: {
    handle: { name: "instagramHandle", label: "Instagram handle", placeholder: "@yourbusiness", secret: false },
    credentials: [
      { name: "instagramAccessToken", label: "Instagram access token", secret: true },
      { name: "instagramBusinessId", label: "Instagram business account ID", secret: false },
    ],
    tokenFields: ["instagramAccessToken"],
    developerUrl: "https://developers.facebook.com/docs/instagram-api",
    developerSite: "developers.facebook.com/docs/instagram-api",
  },
};

export const PLATFORM_META: PlatformMeta[] = PLATFORMS.map((platform) => ({
  platform,
  label: PLATFORM_LABELS[platform],
  ...META[platform],
}));

export const platformMeta = (platform: Platform): PlatformMeta => PLATFORM_META.find((m) => m.platform === platform)!;

import type { Platform } from "../catalog";
import { facebookAdapter } from "./facebook";
import { instagramAdapter } from "./instagram";
import { linkedinAdapter } from "./linkedin";
import type { SocialSettings } from "./settings";
import type { SocialAdapter } from "./types";
import { xAdapter } from "./x";

/** The adapter of each platform, for the configured API addresses. */
export function socialAdapter(settings: SocialSettings, platform: Platform): SocialAdapter {
  switch (platform) {
    case "twitter":
      return xAdapter(settings);
    case "linkedin":
      return linkedinAdapter(settings);
    case "facebook":
      return facebookAdapter(settings);
    case "instagram":
      return instagramAdapter(settings);
  }
}

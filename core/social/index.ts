// The face of core/social: all that other modules may import from it (eslint/module-boundaries.js).
export { socialAdapter } from "./adapters";
export { checkPost, countHashtags, PLATFORM_RULES } from "./limits";
export type { OAuthApp, SocialSettings } from "./settings";
export {
  type OutgoingPost,
  type PlatformAnalytics,
  type PlatformCredentials,
  PlatformError,
  type PublishedPost,
  type SocialAdapter,
} from "./types";
export { socialSettingsFromEnv } from "./settings";
export { socialVersionStatuses, type VersionStatus } from "./versions";
export {
  INSTAGRAM_FEED,
  JPEG_PLATFORMS,
  MAX_INPUT_PIXELS,
  prepareCarousel,
  prepareImage,
  tooManyPixels,
  type PreparedImage,
} from "./image";

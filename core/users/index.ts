// The face of core/users: all that other modules may import from it (eslint/module-boundaries.js).
export { getOwner, updateOwner } from "./internal";
export {
  BillingInput,
  NotificationSettingsInput,
  OnboardingInput,
  PasswordChangeInput,
  ProfileInput,
  SECRET_FIELDS,
  SocialMediaInput,
} from "./schemas";
export { ownerToday } from "./today";
export { PublicUser, toPublicUser } from "./public";
export { changePassword } from "./change-password";
export { completeOnboarding } from "./complete-onboarding";
export { getProfile } from "./get-profile";
export { updateBilling } from "./update-billing";
export { updateNotificationSettings } from "./update-notifications";
export { updateProfile } from "./update-profile";
export { updateSocialMedia } from "./update-social-media";
export { findUserById } from "./find";
export { listOwners } from "./owners";

import type { User } from "../db/schema";
import type { Platform } from "../catalog";
import { SECRET_FIELDS, type SecretField } from "./schemas";

/**
 * The user as the API shows it. Tokens and secrets never leave the server after they are stored:
 * the browser sees only whether each one is stored.
 */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  businessName: string | null;
  businessNiche: string | null;
  businessDescription: string | null;
  website: string | null;
  socialMediaPlatforms: string[];
  twitterHandle: string | null;
  linkedinProfile: string | null;
  facebookPage: string | null;
  facebookPageId: string | null;
  instagramHandle: string | null;
  instagramBusinessId: string | null;
  /** Per platform: is its access token stored ('Connected' in Settings). */
  connected: Record<Platform, boolean>;
  /** Per secret field: is a value stored. */
  storedSecrets: Record<SecretField, boolean>;
  defaultHourlyRate: string | null;
  defaultCurrency: string;
  paymentTerms: string;
  bankTransferDetails: string | null;
  taxId: string | null;
  primaryGoals: string[];
  contentFrequency: string;
  automationLevel: string;
  timeZone: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  trialStartDate: string | null;
  trialEndDate: string | null;
  onboardingCompleted: boolean;
  emailNotifications: boolean;
  invoiceReminders: boolean;
  contentPublishing: boolean;
  dailyTaskUpdates: boolean;
  createdAt: string;
  updatedAt: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicUser(user: User): PublicUser {
  const storedSecrets = Object.fromEntries(SECRET_FIELDS.map((f) => [f, Boolean(user[f])])) as Record<
    SecretField,
    boolean
  >;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    businessName: user.businessName,
    businessNiche: user.businessNiche,
    businessDescription: user.businessDescription,
    website: user.website,
    socialMediaPlatforms: user.socialMediaPlatforms,
    twitterHandle: user.twitterHandle,
    linkedinProfile: user.linkedinProfile,
    facebookPage: user.facebookPage,
    facebookPageId: user.facebookPageId,
    instagramHandle: user.instagramHandle,
    instagramBusinessId: user.instagramBusinessId,
    connected: {
      twitter: storedSecrets.twitterAccessToken,
      linkedin: storedSecrets.linkedinAccessToken,
      facebook: storedSecrets.facebookAccessToken,
      instagram: storedSecrets.instagramAccessToken,
    },
    storedSecrets,
    defaultHourlyRate: user.defaultHourlyRate,
    defaultCurrency: user.defaultCurrency,
    paymentTerms: user.paymentTerms,
    bankTransferDetails: user.bankTransferDetails,
    taxId: user.taxId,
    primaryGoals: user.primaryGoals,
    contentFrequency: user.contentFrequency,
    automationLevel: user.automationLevel,
    timeZone: user.timeZone,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    trialStartDate: iso(user.trialStartDate),
    trialEndDate: iso(user.trialEndDate),
    onboardingCompleted: user.onboardingCompleted,
    emailNotifications: user.emailNotifications,
    invoiceReminders: user.invoiceReminders,
    contentPublishing: user.contentPublishing,
    dailyTaskUpdates: user.dailyTaskUpdates,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

import { z } from "zod";
import type { User } from "../db";
import { planAccess } from "../billing";
import { PLATFORMS } from "../catalog";
import { SECRET_FIELDS, type SecretField } from "./schemas";

/** `{a: boolean, b: boolean…}` for each name of a fixed list. */
const flags = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<Name, z.ZodBoolean>;

/**
 * The user as the API shows it. Tokens and secrets never leave the server after they are stored:
 * the browser sees only whether each one is stored.
 */
export const PublicUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    businessName: z.string().nullable(),
    businessNiche: z.string().nullable(),
    businessDescription: z.string().nullable(),
    website: z.string().nullable(),
    socialMediaPlatforms: z.array(z.string()),
    twitterHandle: z.string().nullable(),
    linkedinProfile: z.string().nullable(),
    facebookPage: z.string().nullable(),
    facebookPageId: z.string().nullable(),
    instagramHandle: z.string().nullable(),
    instagramBusinessId: z.string().nullable(),
    connected: z
      .object(flags(PLATFORMS))
      .describe("Per platform: is its access token stored ('Connected' in Settings)"),
    storedSecrets: z.object(flags(SECRET_FIELDS)).describe("Per secret field: is a value stored"),
    defaultHourlyRate: z.string().nullable(),
    defaultCurrency: z.string(),
    paymentTerms: z.string(),
    bankTransferDetails: z.string().nullable(),
    taxId: z.string().nullable(),
    primaryGoals: z.array(z.string()),
    contentFrequency: z.string(),
    automationLevel: z.string(),
    timeZone: z.string(),
    subscriptionTier: z.string(),
    subscriptionStatus: z
      .string()
      .describe('As stored: stays "trial" after the trial\'s end; `plan` says whether it still runs'),
    plan: z
      .object({
        pro: z.boolean().describe("Pro features open: Pro, or a trial not yet ended (spec 000 §6)"),
        trial: z
          .enum(["running", "ended"])
          .nullable()
          .describe("The trial's state at the server's now; null when not on trial"),
        statusLabel: z.string().describe('The status in words: "Free trial", "Trial ended", "Active"…'),
      })
      .describe("The one Pro rule's answer (core/billing/plans.ts): every screen draws this"),
    trialStartDate: z.string().nullable(),
    trialEndDate: z.string().nullable(),
    onboardingCompleted: z.boolean(),
    emailNotifications: z.boolean(),
    invoiceReminders: z.boolean(),
    contentPublishing: z.boolean(),
    dailyTaskUpdates: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PublicUser" });
export type PublicUser = z.infer<typeof PublicUser>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `now` is the server's clock: whether the trial still runs is part of the answer. */
export function toPublicUser(user: User, now: Date): PublicUser {
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
    plan: planAccess(user, now),
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

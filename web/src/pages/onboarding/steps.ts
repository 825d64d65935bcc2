import type { z } from "zod";
import type { OnboardingInput } from "@core/users/schemas";
import type { Platform } from "@core/catalog";

export type OnboardingValues = z.input<typeof OnboardingInput>;
export type OnboardingOutput = z.output<typeof OnboardingInput>;
export type OnboardingField = keyof OnboardingValues;

export const TOTAL_STEPS = 5;

export interface StepInfo {
  title: string;
  description: string;
  /** The fields validated when leaving this step with Next. */
  fields: OnboardingField[];
}

export const STEPS: StepInfo[] = [
  {
    title: "Tell us about your business",
    description: "This helps your team tailor tasks, content and insights to your business.",
    fields: ["businessName", "businessNiche", "businessDescription", "website"],
  },
  {
    title: "Connect your social media",
    description: "Choose where you post. Your Creator plans content for these platforms.",
    fields: ["socialMediaPlatforms", "twitterHandle", "linkedinProfile", "facebookPage", "instagramHandle"],
  },
  {
    title: "Connect for automated posting",
    description: "Add API credentials so scheduled posts publish themselves.",
    fields: [
      "twitterAccessToken",
      "twitterAccessSecret",
      "linkedinAccessToken",
      "facebookAccessToken",
      "facebookPageId",
      "instagramAccessToken",
      "instagramBusinessId",
    ],
  },
  {
    title: "Set up invoicing defaults",
    description: "Your Admin uses these for every new invoice. You can change them any time.",
    fields: ["defaultHourlyRate", "defaultCurrency", "paymentTerms"],
  },
  {
    title: "What are your goals?",
    description: "Your Strategist prioritises work around what matters to you.",
    fields: ["primaryGoals", "contentFrequency", "automationLevel"],
  },
];

/** The step (1-based) that shows a field, or null for fields no step shows (timeZone). */
export function stepOfField(field: string): number | null {
  const index = STEPS.findIndex((s) => (s.fields as string[]).includes(field));
  return index === -1 ? null : index + 1;
}

/** Fields that belong to one platform (its handle and credentials). */
export const PLATFORM_FIELDS: Record<Platform, OnboardingField[]> = {
  twitter: ["twitterHandle", "twitterAccessToken", "twitterAccessSecret"],
  linkedin: ["linkedinProfile", "linkedinAccessToken"],
  facebook: ["facebookPage", "facebookAccessToken", "facebookPageId"],
  instagram: ["instagramHandle", "instagramAccessToken", "instagramBusinessId"],
};

import type { OwnerContext } from "../context";
import { parseInput } from "../validation";
import { rebaseRates } from "../currency";
import { getOwner, socialColumns, updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { OnboardingInput, SocialMediaInput } from "./schemas";

/** Stores every answer of the wizard and marks onboarding completed, in one write. */
export function completeOnboarding({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(OnboardingInput, input);
  const social = socialColumns(ctx, SocialMediaInput.parse(data));
  const user = ctx.db.transaction((tx) => {
    const before = getOwner(ctx).defaultCurrency;
    const updated = updateOwner(ctx, {
      businessName: data.businessName,
      businessNiche: data.businessNiche,
      businessDescription: data.businessDescription || null,
      website: data.website || null,
      socialMediaPlatforms: data.socialMediaPlatforms,
      ...social,
      defaultHourlyRate: data.defaultHourlyRate,
      defaultCurrency: data.defaultCurrency,
      paymentTerms: data.paymentTerms,
      primaryGoals: data.primaryGoals,
      contentFrequency: data.contentFrequency,
      automationLevel: data.automationLevel,
      ...(data.timeZone ? { timeZone: data.timeZone } : {}),
      onboardingCompleted: true,
    });
    if (before !== data.defaultCurrency) rebaseRates(tx, ctx.userId, data.defaultCurrency);
    return updated;
  });
  return toPublicUser(user, ctx.clock.now());
}

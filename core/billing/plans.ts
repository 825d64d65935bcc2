// Founding-member prices (spec 000 §9). The server charges from this table, never from the amount
// the browser sends.
export const TIERS = ["starter", "pro"] as const;
export type Tier = (typeof TIERS)[number];

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly founding-member price, locked for life, in cents. */
  priceCents: number;
  /** The price after launch, in cents. */
  laterPriceCents: number;
  features: string[];
}

export const PLANS: Record<Tier, Plan> = {
  starter: {
    tier: "starter",
    name: "Founding Member - Starter Plan",
    priceCents: 2900,
    laterPriceCents: 4900,
    features: [
      "Daily focus planner: top 3 money moves",
      "Content-to-post: 1 voice note → 5 captions + 1 carousel",
      "Design tool integration",
      "Smart admin: invoices, reminders, follow-ups",
      "Priority alerts for overdue invoices and idle leads",
      "Core analytics",
    ],
  },
  pro: {
    tier: "pro",
    name: "Founding Member - Pro Plan",
    priceCents: 5900,
    laterPriceCents: 9900,
    features: [
      "Everything in Starter",
      "Unlimited content batching and scheduling",
      "Advanced smart admin: client onboarding, sequences",
      "AI business suggestion feed",
      "Task delegation to a virtual assistant or teammates",
      "Advanced analytics with trend predictions",
    ],
  },
};

/** Pro, or any account still in its trial, gets the advanced features (spec 000 §6). */
export function isAdvanced(user: { subscriptionTier: string; subscriptionStatus: string }): boolean {
  return user.subscriptionTier === "pro" || user.subscriptionStatus === "trial";
}

import { PLANS, TIERS, type Tier } from "@core/billing/plans";

/** '?tier=' as a known tier; anything else is the starter plan (spec 000 §2.1: default starter). */
export function tierFromSearch(search: string): Tier {
  const raw = new URLSearchParams(search).get("tier");
  return (TIERS as readonly string[]).includes(raw ?? "") ? (raw as Tier) : "starter";
}

/** Whole-dollar prices as the page shows them: "$29". */
export const dollars = (cents: number) => `$${cents / 100}`;

export const tierLabel = (tier: Tier) => tier[0].toUpperCase() + tier.slice(1);

/** 'Start Starter Plan - $29/mo' (spec 000 §2.8). */
export const submitLabel = (tier: Tier) => `Start ${tierLabel(tier)} Plan - ${dollars(PLANS[tier].priceCents)}/mo`;

export interface PaymentFormProps {
  clientSecret: string;
  tier: Tier;
  /** Validates the email field (visitors) and returns it, or null when it is not valid yet. */
  getEmail: () => Promise<string | null>;
  onPaid: (email: string, message?: string) => void;
  onFailed: (message: string) => void;
}

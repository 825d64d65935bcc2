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

/** What the Pro rule reads of an owner: the users row, or any read of its three columns. */
export interface PlanHolder {
  subscriptionTier: string;
  subscriptionStatus: string;
  /** When the trial ends (users.trial_end_date); null on rows written outside sign-up. */
  trialEndDate: Date | null;
}

/**
 * Is the owner's trial still running at `now`? The stored status stays "trial" after the end (nothing
 * runs at that instant), so the end date decides. A trial without a recorded end runs until its status
 * changes.
 */
export function trialRunning(user: PlanHolder, now: Date): boolean {
  if (user.subscriptionStatus !== "trial") return false;
  return user.trialEndDate === null || user.trialEndDate.getTime() > now.getTime();
}

/**
 * The one "is this owner Pro" rule (spec 000 §6): Pro, or a trial that has not ended yet. Every gate
 * (delegation, the suggestion feed, the Starter scheduling limit, the Analyst's forecast) and every
 * screen (served as `PublicUser.plan`) reads it.
 */
export function isAdvanced(user: PlanHolder, now: Date): boolean {
  return user.subscriptionTier === "pro" || trialRunning(user, now);
}

/** How the plan reads on every screen: Pro or not, the trial's state, and the status's words. */
export interface PlanAccess {
  pro: boolean;
  trial: "running" | "ended" | null;
  /** "Free trial", "Trial ended", "Active", … (the badge in Settings → Billing). */
  statusLabel: string;
}

export function planAccess(user: PlanHolder, now: Date): PlanAccess {
  const trial = user.subscriptionStatus === "trial" ? (trialRunning(user, now) ? "running" : "ended") : null;
  const status = user.subscriptionStatus;
  const statusLabel =
    trial === "running"
      ? "Free trial"
      : trial === "ended"
        ? "Trial ended"
        : status
          ? status[0].toUpperCase() + status.slice(1)
          : status;
  return { pro: isAdvanced(user, now), trial, statusLabel };
}

/** A Pro gate's sentence, saying first that the trial has ended when that is why the feature is locked. */
export function lockedSentence(user: PlanHolder, now: Date, sentence: string): string {
  return user.subscriptionStatus === "trial" && !trialRunning(user, now)
    ? `Your free trial has ended. ${sentence}`
    : sentence;
}

// The revenue chart's two summaries, "received over the last 12 months" and "best month": once here,
// in whole cents, so the Analyst's page and `microteam report` say the same sum (each used to add the
// served decimal strings itself).

export interface RevenueTotals {
  totalCents: number;
  /** The month that received the most (the earlier of equals); null when nothing was received. */
  best: { month: string; cents: number } | null;
}

export function revenueTotals(months: readonly { month: string; cents: number }[]): RevenueTotals {
  let totalCents = 0;
  let best: RevenueTotals["best"] = null;
  for (const { month, cents } of months) {
    totalCents += cents;
    if (cents > (best?.cents ?? 0)) best = { month, cents };
  }
  return { totalCents, best };
}

// Usage patterns (spec 001 §3 usagePatterns), computed from the owner's data. Pure, unit-tested.

/** Task completion rate: completed ÷ total, rounded (spec 001 §9); null without tasks. */
export function taskCompletionRate(completed: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((100 * Math.min(completed, total)) / total);
}

export interface ClientTouch {
  /** Days since the last contact (or since the client was added). */
  daysSinceContact: number;
  /** Emails delivered to them and payments they made in the last 90 days. */
  touches: number;
}

/** Contact older than this scores 0 for recency. */
export const RECENCY_DAYS = 60;
/** This many touches in 90 days scores the full 10 for frequency. */
export const FULL_TOUCHES = 4;

/**
 * Client engagement out of 10, one decimal: for each active client 60% recency (10 on the day of
 * contact, falling to 0 at 60 days) and 40% frequency (2.5 per touch in 90 days, at most 10),
 * averaged over active clients; null without any.
 */
export function clientEngagement(clients: ClientTouch[]): number | null {
  if (clients.length === 0) return null;
  const total = clients.reduce((sum, c) => {
    const recency = Math.max(0, 10 * (1 - Math.max(0, c.daysSinceContact) / RECENCY_DAYS));
    const frequency = Math.min(10, (10 / FULL_TOUCHES) * Math.max(0, c.touches));
    return sum + 0.6 * recency + 0.4 * frequency;
  }, 0);
  return Math.round((total / clients.length) * 10) / 10;
}

/** Task categories that are admin work (the rest is selling, delivery, content). */
export const ADMIN_CATEGORIES = ["Admin", "Invoicing", "Finance", "Operations"] as const;
export const ADMIN_WINDOW_DAYS = 28;

/**
 * Admin hours per week: the estimated minutes of admin tasks completed in the last 4 weeks, per week,
 * to the half hour; null when nothing at all was completed in those weeks.
 */
export function adminHoursPerWeek(adminMinutes: number, tasksCompleted: number): number | null {
  if (tasksCompleted <= 0) return null;
  const perWeek = adminMinutes / 60 / (ADMIN_WINDOW_DAYS / 7);
  return Math.round(perWeek * 2) / 2;
}

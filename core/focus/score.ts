// The focus score: how much a money move matters this morning, 0–100. Pure functions, unit- and
// property-tested (score.test.ts); the README repeats the formula.
//
//   score = money (0–40) + time (0–45) + weight (0–15), rounded and capped at 100
//
//   money  = 10 · log10(1 + dollars at stake), at most 40   ($100 → 20, $1,000 → 30, $10,000+ → 40)
//   time   = overdue by d days:   25 + 2·d, at most 45
//            due in d days (0–7): 20 − 2·d
//            due later:           3
//            no date:             5
//            an idle client:      10 + 1 per day past 21 days without contact, at most 30
//   weight = what kind of move it is: an overdue invoice 15, a draft not sent 10, a soon-due invoice 8,
//            an idle client 8, a content plan behind 6, a workflow 4; a task by its priority
//            (high 15, medium 8, low 3)
//
// Each part only grows with more money and more days late, so neither can lower a score.

export const IDLE_CLIENT_DAYS = 21;

export function moneyPoints(dollars: number | null): number {
  if (!dollars || dollars <= 0) return 0;
  return Math.min(40, 10 * Math.log10(1 + dollars));
}

/** `daysUntilDue` is negative when late; null when there is no date. */
export function timePoints(daysUntilDue: number | null): number {
  if (daysUntilDue === null) return 5;
  if (daysUntilDue < 0) return Math.min(45, 25 + 2 * -daysUntilDue);
  if (daysUntilDue <= 7) return 20 - 2 * daysUntilDue;
  return 3;
}

/** An idle client weighs less than money already owed: it grows by a point a day, up to 30. */
export function idlePoints(daysIdle: number): number {
  return Math.max(0, Math.min(30, 10 + daysIdle - IDLE_CLIENT_DAYS));
}

export const WEIGHTS = {
  overdueInvoice: 15,
  draftInvoice: 10,
  dueSoonInvoice: 8,
  idleClient: 8,
  content: 6,
  workflow: 4,
  task: { high: 15, medium: 8, low: 3 } as Record<string, number>,
};

export function focusScore(parts: { money: number; time: number; weight: number }): number {
  return Math.max(0, Math.min(100, Math.round(parts.money + parts.time + parts.weight)));
}

/** The lowest score of each automated priority. */
export const PRIORITY_FROM = { critical: 70, high: 50, medium: 30 } as const;

export function priorityOf(score: number): "critical" | "high" | "medium" | "low" {
  if (score >= PRIORITY_FROM.critical) return "critical";
  if (score >= PRIORITY_FROM.high) return "high";
  if (score >= PRIORITY_FROM.medium) return "medium";
  return "low";
}

// The same formula as SQL expressions, so the engine can count and rank thousands of open items in
// SQLite and build text only for the moves it shows (parts.ts). score.test.ts checks that SQLite and
// these functions agree on random inputs.
export const sqlScore = {
  /** moneyPoints of a dollar amount expression (null or <= 0 → 0). */
  money: (dollars: string) => `(case when ${dollars} > 0 then min(40, 10 * log10(1 + ${dollars})) else 0 end)`,
  /** timePoints of a days-until-due expression (negative when late, null without a date). */
  time: (days: string) =>
    `(case when ${days} is null then 5 when ${days} < 0 then min(45, 25 + 2 * -(${days})) when ${days} <= 7 then 20 - 2 * (${days}) else 3 end)`,
  /** idlePoints of a whole-days-idle expression. */
  idle: (days: string) => `max(0, min(30, 10 + (${days}) - ${IDLE_CLIENT_DAYS}))`,
  /** focusScore of the three parts: rounded half up (as Math.round for positive sums), 0–100. */
  total: (money: string, time: string, weight: string) =>
    `max(0, min(100, cast(round(${money} + ${time} + ${weight}) as integer)))`,
  /** WEIGHTS.task by a priority expression. */
  taskWeight: (priority: string) =>
    `(case ${priority} when 'high' then ${WEIGHTS.task.high} when 'medium' then ${WEIGHTS.task.medium} else ${WEIGHTS.task.low} end)`,
};

/** Best first; equal scores by money at stake, then by id, so the order is the same for the same data. */
export function compareMoves(
  a: { priorityScore: number; revenueImpact: number | null; id: string },
  b: { priorityScore: number; revenueImpact: number | null; id: string },
): number {
  return (
    b.priorityScore - a.priorityScore ||
    (b.revenueImpact ?? 0) - (a.revenueImpact ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();

/** "$2,400", "€2,400.50": whole units when there are no cents, in the invoice's (or owner's) currency. */
export function dollars(cents: number, currency = "USD"): string {
  let f = formats.get(currency);
  if (!f) {
    f = {
      whole: new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat("en-US", { style: "currency", currency }),
    };
    formats.set(currency, f);
  }
  return cents % 100 === 0 ? f.whole.format(cents / 100) : f.exact.format(cents / 100);
}

/** The first dollar amount written in a task's business impact ("Unlocks a $1,500 retainer" → 1500). */
export function impactDollars(text: string | null): number | null {
  const m = text?.match(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?/i);
  if (!m) return null;
  const n = Number(m[1].replaceAll(",", "")) * (m[2] ? 1000 : 1);
  return Number.isFinite(n) ? n : null;
}

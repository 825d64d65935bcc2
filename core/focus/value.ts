// The focus engine's judgement: the value of acting today, in money, for each kind of move. Pure
// functions; the README ("The focus engine") gives the same formulas with worked examples, and
// value.test.ts and scenarios.test.ts hold them to it.
//
//   chase a sent, late invoice   A · paid(d) · urgency(d + max(0, habit)) · rest(r)
//   heads-up before the due date A · headsUp(d, habit) · rest(r)     (d = −7 … 0; none to a punctual payer)
//   follow up a quote            Q · accept · QUOTE_FOLLOW_UP, once sent and unanswered QUOTE_DAYS
//   send a never-sent invoice    A · paid(d) · 0.6 when due within a week or past, else 0.3
//   check a claimed payment      A · 0.3
//   write off or settle          A · paid(d) · 0.1 (at most the chase's value), when d > 90 and
//                                A · paid(d) < 2 hours of the owner's time
//   check in with a quiet client W · (0.1 + 0.1 · min(1, (q − 21) / 60))      (q ≥ 21 days without contact)
//   invoice unbilled work        U · paid(w) · 0.6                              (w ≥ 7 days since the oldest)
//   a task                       (impact, else 4 hours of the owner's time) · 0.4 · weight(priority) · due(t)
//
// A: the amount; d: days late (negative before the due date); habit: how late the client usually pays;
// r: days since the last reminder; Q: a quote's amount; accept: the owner's acceptance rate; W: the client's average invoice (10 hours of the owner's time for a
// lead); q: days since any contact; U: a client's unbilled time in the home currency; w: days since its
// oldest entry's day. Nothing caps the amount, so a larger sum at the same urgency is
// always worth more; the score shown (0–100) is the value on a log scale, and the ranking uses the
// value itself.

import { IDLE_CLIENT_DAYS } from "../catalog";

/** The chance an invoice `daysLate` days late still gets paid: halves every 180 days late. */
export function paidChance(daysLate: number): number {
  return 0.5 ** (Math.max(0, daysLate) / 180);
}

/**
 * How much acting now changes when the money comes, by lateness beyond the client's habit: before the
 * due date a heads-up is worth a little (0.25 on the day, 0.02 less per day before, at least 0.05);
 * after it, urgency climbs from 0.25 towards 1 (half the way in 14 days) and never stops climbing.
 */
export function urgency(lateness: number): number {
  if (lateness <= 0) return Math.max(0.05, 0.25 + 0.02 * lateness);
  return 0.25 + 0.75 * (1 - 0.5 ** (lateness / 14));
}

/**
 * How much more urgent a late invoice is for a client's habit (issue 24 §3): a client who usually pays
 * late will not pay this one by themselves, so the days they usually take are added to its lateness; a
 * punctual or early payer's late invoice is judged by its own lateness.
 */
export function chaseLateness(daysLate: number, habit: number | null): number {
  return daysLate + Math.max(0, habit ?? 0);
}

/**
 * Late money and money not yet due are this far apart before a heads-up may outrank a chase: the best
 * heads-up is worth a FAR_APART-th of the least urgent chase (a day late, never reminded), so a
 * heads-up ranks above late money only when its amount is more than FAR_APART times larger.
 */
export const FAR_APART = 3;
/** The least a chase is worth, per unit of money: a day late, never reminded, from a punctual client. */
const LEAST_CHASE = paidChance(1) * urgency(1);

/**
 * A heads-up `daysAhead` days before the due date (0–7), by the client's habit: worth most to a client
 * who usually pays late (full weight from HEADS_UP_HABIT_FULL days late on), half of it to one whose
 * habit is unknown, and nothing to one who pays on time or early (null: no move). Closer to the date,
 * more: 1 on the day, 10 % less per day before.
 */
export function headsUpFactor(daysAhead: number, habit: number | null): number | null {
  if (habit !== null && habit <= 0) return null;
  const weight = habit === null ? 0.5 : Math.min(1, 0.5 + (0.5 * habit) / HEADS_UP_HABIT_FULL);
  const closeness = 1 - 0.1 * Math.max(0, Math.min(7, daysAhead));
  return (LEAST_CHASE / FAR_APART) * weight * closeness;
}
export const HEADS_UP_HABIT_FULL = 10;

/**
 * A sent quote unanswered for QUOTE_DAYS (since it was last sent) is followed up: its worth is its
 * amount at the owner's acceptance rate (accepted of the quotes answered or expired, once there are
 * QUOTE_HISTORY_MIN; else QUOTE_DEFAULT_RATE), and a follow-up today is worth QUOTE_FOLLOW_UP of that.
 */
export const QUOTE_DAYS = 7;
export const QUOTE_HISTORY_MIN = 3;
export const QUOTE_DEFAULT_RATE = 0.3;
export const QUOTE_FOLLOW_UP = 0.5;

/** The owner's acceptance rate, and whether it is theirs or the default. */
export function acceptanceRate(accepted: number, decided: number): { rate: number; own: boolean } {
  if (decided < QUOTE_HISTORY_MIN) return { rate: QUOTE_DEFAULT_RATE, own: false };
  return { rate: accepted / decided, own: true };
}

/**
 * Thank-you and case-study drafts after a payment are moves for this many days after they were
 * written, one per client (the newest).
 */
export const DRAFT_DAYS = 14;

/**
 * A reminder sent `days` days ago makes another one today worth less: 1/8 on the same day, full value
 * again after a week. Null (never reminded): full value.
 */
export function reminderRest(days: number | null): number {
  if (days === null) return 1;
  return Math.min(1, (Math.max(0, days) + 1) / 8);
}

/** A client's usual lateness: the median days late of their last paid invoices (two at least), else 0. */
export function usualDaysLate(paidDaysLate: readonly number[]): number | null {
  const recent = paidDaysLate.slice(0, HISTORY_KEPT);
  if (recent.length < 2) return null;
  const sorted = [...recent].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** Paid invoices a client's habit is read from (the most recent). */
export const HISTORY_KEPT = 6;

/** A never-sent invoice: sending it starts the clock; more pressing once it is due within a week. */
export function sendFactor(daysLate: number): number {
  return daysLate >= -7 ? 0.6 : 0.3;
}

export const CLAIM_FACTOR = 0.3;
/** A client's claim of payment is checked for this many days; after it, the invoice is chased again. */
export const CLAIM_DAYS = 14;

export const WRITE_OFF = {
  /** Only debts this many days late are offered as write-offs. */
  afterDays: 90,
  /** …and only when what they would likely bring is under this many hours of the owner's time. */
  hours: 2,
  factor: 0.1,
};

/** A very old debt whose likely recovery is worth less than the time it takes to collect. */
export function isWriteOff(amount: number, daysLate: number, hourlyRate: number): boolean {
  return daysLate > WRITE_OFF.afterDays && amount * paidChance(daysLate) < WRITE_OFF.hours * hourlyRate;
}

/** A lead (no invoices yet) is worth about this many hours of the owner's time. */
export const LEAD_HOURS = 10;

/** A check-in with a client quiet for `days` days: 0.1 of their worth at 21 days, 0.2 from 81 days. */
export function quietFactor(days: number): number {
  return 0.1 + 0.1 * Math.min(1, Math.max(0, days - IDLE_CLIENT_DAYS) / 60);
}

/**
 * A client's unbilled time makes a move once its oldest entry is this many days old: a week is a
 * working week's time gathered into one invoice, and no one waits longer for money they earned.
 */
export const UNBILLED_DAYS = 7;
/** Invoicing unbilled work starts the clock on being paid, as sending a due invoice does (sendFactor). */
export const UNBILLED_FACTOR = 0.6;

/** A task's stated impact is revenue not yet earned: counted at this share. */
export const TASK_CERTAINTY = 0.4;
/** A task without a stated impact is worth this many hours of the owner's time. */
export const TASK_HOURS = 4;
export const TASK_WEIGHT: Record<string, number> = { urgent: 1, high: 1, medium: 0.5, low: 0.25 };

/** A task's due date: 0.5 on the day, 20 % less per day before (at least 0.05); late, up to 0.8. */
export function taskDue(daysUntilDue: number | null): number {
  if (daysUntilDue === null) return 0.05;
  if (daysUntilDue >= 0) return Math.max(0.05, 0.5 * 0.8 ** daysUntilDue);
  return Math.min(0.8, 0.5 + 0.02 * -daysUntilDue);
}

/**
 * A post that needs the owner, in hours of their time at stake: a failed post or one waiting to be
 * posted by hand is a prepared post about to be lost; one awaiting approval or changes will not go
 * out; a draft written after a payment is a small win waiting. Weighed by its date as a task is
 * (taskDue), undated drafts at DRAFT_DUE.
 */
export const POST_HOURS = { failed: 1, ready: 1, approval: 0.5, email: 0.5, draft: 0.25 } as const;
export const DRAFT_DUE = 0.3;

/** An active workflow: an hour of the owner's time, at this share. */
export const WORKFLOW_FACTOR = 0.1;
/** A post missing from the content plan: half an hour of the owner's time, at this share. */
export const CONTENT_FACTOR = 0.15;

/** The score shown beside a move (0–100): the value on a log scale ($1,000 → 70, $160 → 50, $25 → 30). */
export function scoreOf(value: number): number {
  return Math.max(0, Math.min(100, Math.round(25 * Math.log10(1 + Math.max(0, value)) - 5)));
}

/** The lowest score of each automated priority. */
export const PRIORITY_FROM = { critical: 70, high: 50, medium: 30 } as const;

export function priorityOf(score: number): "critical" | "high" | "medium" | "low" {
  if (score >= PRIORITY_FROM.critical) return "critical";
  if (score >= PRIORITY_FROM.high) return "high";
  if (score >= PRIORITY_FROM.medium) return "medium";
  return "low";
}

/** Best first: the greater value, then the id, so the same data always gives the same order. */
export function byValue(a: { value: number; id: string }, b: { value: number; id: string }): number {
  return b.value - a.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// Business health: five categories scored 0–100 from the owner's figures, and their weighted mean.
// Pure functions (health.test.ts, with property tests); the figures come from SQL aggregates
// (figures.ts). A category without enough data has no score and says why, rather than show a number.
//
//   cash collection = 60% on time + 40% speed           (on time alone without paid invoices)
//     on time  = 100 × (1 − overdue ÷ money in play)      money in play = paid in 90 days + unpaid
//     speed    = 100 − 4 × days paid beyond your terms    (average days from sending to payment)
//   pipeline        = 70 × engaged share + 30 × min(1, new clients in 90 days ÷ 2)
//     engaged share = active clients not gone quiet (21+ days, the focus engine's rule) ÷ active clients
//   content         = 100 × posts in the 4-week window ÷ (4 × your weekly plan), at most 100
//     window        = the last 3 weeks and the coming week; needs a platform and a plan above 0
//   execution       = 100 × done ÷ (done + open) − 3 per overdue open task (at most 30)
//     done          = your tasks completed in the last 30 days; open = your open tasks due within
//                     the next 14 days, past due or undated (steps planned for later are not backlog)
//   automation      = 40 reminders on + 30 an active workflow + 30 a workflow step done in 14 days
//
//   overall = Σ weight × score ÷ Σ weight over the categories that have a score
//   weights: cash collection 30, pipeline 20, execution 20, content 15, automation 15

export type HealthKey = "cashCollection" | "pipeline" | "content" | "execution" | "automation";

export const HEALTH_WEIGHTS: Record<HealthKey, number> = {
  cashCollection: 30,
  pipeline: 20,
  execution: 20,
  content: 15,
  automation: 15,
};

export const HEALTH_LABELS: Record<HealthKey, string> = {
  cashCollection: "Cash collection",
  pipeline: "Pipeline",
  content: "Content consistency",
  execution: "Execution",
  automation: "Automation",
};

export type { CategoryScore } from "./views";
import type { CategoryScore } from "./views";

const clamp = (n: number) => Math.max(0, Math.min(100, n));
const round = (n: number) => Math.round(clamp(n));

export interface CashFigures {
  /** Paid in the last 90 days, in cents. */
  paidCents: number;
  /** Awaiting payment now (overdue included), in cents. */
  unpaidCents: number;
  /** Overdue now, in cents (part of unpaid). */
  overdueCents: number;
  /** Average days from sending to payment over invoices paid in the last 90 days; null without any. */
  averageDaysToPay: number | null;
  /** The owner's payment terms in days. */
  termsDays: number;
}

export function cashCollection(f: CashFigures): Pick<CategoryScore, "score" | "note"> {
  const inPlay = f.paidCents + f.unpaidCents;
  if (inPlay <= 0)
    return { score: null, note: "Not enough invoices yet: none paid in 90 days and none awaiting payment" };
  const onTime = 100 * (1 - Math.min(f.overdueCents, inPlay) / inPlay);
  if (f.averageDaysToPay === null) return { score: round(onTime), note: null };
  const speed = 100 - 4 * Math.max(0, f.averageDaysToPay - f.termsDays);
  return { score: round(0.6 * onTime + 0.4 * clamp(speed)), note: null };
}

export interface PipelineFigures {
  activeClients: number;
  quietClients: number;
  newClients: number;
}

export function pipeline(f: PipelineFigures): Pick<CategoryScore, "score" | "note"> {
  if (f.activeClients <= 0) return { score: null, note: "No active clients yet" };
  const engaged = Math.max(0, f.activeClients - f.quietClients) / f.activeClients;
  return { score: round(70 * engaged + 30 * Math.min(1, f.newClients / 2)), note: null };
}

export interface ContentFigures {
  platforms: number;
  /** Posts a week the owner plans (onboarding's frequency). */
  plannedPerWeek: number;
  /** Posts published or scheduled in the window (the last 3 weeks and the coming week). */
  posts: number;
}

export function contentConsistency(f: ContentFigures): Pick<CategoryScore, "score" | "note"> {
  if (f.platforms <= 0) return { score: null, note: "No social platform connected" };
  if (f.plannedPerWeek <= 0) return { score: null, note: "No posting plan: your frequency is occasional" };
  return { score: round((100 * f.posts) / (4 * f.plannedPerWeek)), note: null };
}

export interface ExecutionFigures {
  /** The owner's tasks completed in the last 30 days. */
  done: number;
  /** The owner's open tasks that are due: within the next 14 days, past due, or undated. */
  open: number;
  /** Open tasks past their due date. */
  overdue: number;
}

export function execution(f: ExecutionFigures): Pick<CategoryScore, "score" | "note"> {
  if (f.done + f.open <= 0) return { score: null, note: "No tasks in the last 30 days" };
  const rate = Math.round((100 * f.done) / (f.done + f.open));
  return { score: round(rate - Math.min(30, 3 * f.overdue)), note: null };
}

export interface AutomationFigures {
  remindersOn: boolean;
  activeWorkflows: number;
  /** Workflow steps completed in the last 14 days. */
  stepsDoneRecently: number;
}

export function automation(f: AutomationFigures): Pick<CategoryScore, "score" | "note"> {
  return {
    score: (f.remindersOn ? 40 : 0) + (f.activeWorkflows > 0 ? 30 : 0) + (f.stepsDoneRecently > 0 ? 30 : 0),
    note: null,
  };
}

/** The weighted mean of the scored categories, rounded; 0 when none has a score. */
export function overallHealth(categories: Pick<CategoryScore, "score" | "weight">[]): number {
  const scored = categories.filter((c): c is { score: number; weight: number } => c.score !== null);
  const weight = scored.reduce((sum, c) => sum + c.weight, 0);
  if (weight === 0) return 0;
  return Math.round(scored.reduce((sum, c) => sum + c.weight * c.score, 0) / weight);
}

// What the model is asked and the shape it must answer in (validated by zod through the AI engine).
// The prompt carries the computed figures and nothing else of the owner's; generate.ts then rejects an
// answer that writes a number the figures do not contain (grounding.ts).
import { z } from "zod";
import { WORKFLOW_CATEGORIES } from "../workflows";
import type { BusinessFigures } from "./figures";
import { QUIET_DAYS } from "./figures";
import type { Finding } from "./findings";
import type { HealthReport, UsagePatterns } from "./report";

const text = (min: number, max: number) => z.string().min(min).max(max);

export const ModelInsight = z.object({
  title: text(3, 140),
  impact: z.enum(["high", "medium", "low"]),
  difficulty: z.enum(["easy", "medium", "hard"]),
  description: text(10, 500),
  businessImpact: text(3, 200),
  timeToImplement: z.number().int().min(1).max(600),
  specificSteps: z.array(text(3, 200)).min(1).max(6),
});

export const ModelSuggestion = z.object({
  title: text(3, 140),
  description: text(10, 500),
  reasoning: text(10, 400),
  priority: z.enum(["high", "medium", "low"]),
  category: z.enum(WORKFLOW_CATEGORIES),
  estimatedTime: z.number().int().min(1).max(600),
  potentialImpact: z.string().max(200).nullable(),
});

export const ModelAnswer = z.object({
  insights: z.array(ModelInsight).min(1).max(5),
  suggestions: z.array(ModelSuggestion).min(1).max(5),
});
export type ModelAnswer = z.infer<typeof ModelAnswer>;

export const SYSTEM_PROMPT =
  "You are the strategist of a solo service business. From the owner's figures (JSON), write up to 5 personalised " +
  "insights and up to 5 suggested tasks that would most improve the business this month. Be specific: name the " +
  "figure that matters and the action to take. Use only numbers that appear in the figures, written as they are " +
  "(money in the given currency, rounded to whole units); never estimate, project or invent a number. Do not repeat " +
  "a pending suggestion. Steps are short imperative sentences without numbering.";

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** The figures the model sees (money in whole currency units). */
export function promptFigures(f: BusinessFigures, health: HealthReport, patterns: UsagePatterns) {
  const inPlay = f.invoices.paidCents + f.invoices.unpaidCents;
  return {
    today: f.today,
    currency: f.currency,
    business: {
      niche: f.owner.businessNiche ?? "General",
      goals: f.owner.primaryGoals,
      paymentTermsDays: f.termsDays,
    },
    invoices: {
      paidLast90Days: dollars(f.invoices.paidCents),
      invoicesPaidLast90Days: f.invoices.paidCount,
      awaitingPayment: dollars(f.invoices.unpaidCents),
      overdue: dollars(f.invoices.overdueCents),
      overdueInvoices: f.invoices.overdueCount,
      overdueSharePercent: inPlay > 0 ? Math.round((100 * f.invoices.overdueCents) / inPlay) : 0,
      oldestOverdueDays: f.invoices.oldestOverdueDays,
      averageDaysToPay: f.invoices.averageDaysToPay,
      clientsWhoPaidLateLast90Days: f.invoices.latePayers,
      averageDaysLate: f.invoices.averageDaysLate,
      draftInvoices: f.invoices.draftCount,
      draftTotal: dollars(f.invoices.draftCents),
      averageInvoice: dollars(f.invoices.averageInvoiceCents),
    },
    clients: {
      active: f.clients.active,
      quiet: f.clients.quiet,
      quietAfterDays: QUIET_DAYS,
      newLast90Days: f.clients.newLast90,
      engagementOutOf10: patterns.clientEngagementLevel,
    },
    content: {
      platforms: f.owner.platforms,
      plannedPostsPerWeek: f.content.plannedPerWeek,
      postsLast3WeeksAndNextWeek: f.content.postsInWindow,
    },
    tasks: {
      open: f.tasks.open,
      overdue: f.tasks.overdueOpen,
      completedLast30Days: f.tasks.doneLast30,
      completionRatePercent: patterns.taskCompletionRate,
      adminHoursPerWeek: patterns.timeSpentOnAdmin,
    },
    automation: {
      automaticRemindersOn: f.remindersOn,
      reminderDaysLate: [1, 3, 7],
      activeWorkflows: f.workflows.active,
      workflowStepsDoneLast14Days: f.workflows.stepsDoneLast14,
    },
    health: {
      overall: health.overallScore,
      ...Object.fromEntries(health.breakdown.map((c) => [c.key, c.score])),
    },
  };
}

/** The offline findings in the model's shape (the AI engine's fallback answer). */
export function findingsAsAnswer(findings: Finding[]): ModelAnswer {
  return {
    insights: findings.slice(0, 5).map((f) => f.insight),
    suggestions: findings.slice(0, 5).map(({ suggestion: s }) => ({
      title: s.title,
      description: s.description,
      reasoning: s.reasoning,
      priority: s.priority,
      category: s.category,
      estimatedTime: s.estimatedTime,
      potentialImpact: s.potentialImpact,
    })),
  };
}

// The shape of GET /api/analytics: every figure the Analyst draws, computed once here.
import type { Platform } from "../catalog";
import type { PaymentMetrics } from "./money";

/** A figure that is null when the data is too thin, with the reason in the owner's words. */
export interface Thin {
  note: string | null;
}

export interface AnalyticsView {
  /** The owner's day the figures are for, and their currency. */
  today: string;
  currency: string;
  /** When the owner's data last changed (their latest write), null before they have any. */
  lastUpdated: string | null;
  /** Pro or on trial (spec 000 §6): trend predictions and no upgrade section. */
  isPro: boolean;
  overview: {
    tasks: { total: number; completed: number; percent: number | null };
    clients: { active: number; newThisMonth: number };
    revenue: {
      /** Paid this month so far (the dashboard's figure), a decimal string. */
      thisMonth: string;
      growth: Thin & {
        percent: number | null;
        previousPeriod: string;
        previousFrom: string;
        previousTo: string;
      };
    };
  };
  productivity: {
    completedLast7: number;
    dailyAverage: number;
    /** The last 7 days' completions against the weekly goal, as a percent capped at 100 (the daily bar). */
    paceOfGoalPercent: number;
    currentStreak: number;
    weeklyGoal: {
      goal: number;
      /** owner: they set it; history: their recent weeks' average + 1; starter: no history yet. */
      source: "owner" | "history" | "starter";
      completedThisWeek: number;
      remaining: number;
      percent: number;
      weekStart: string;
    };
    tasksPerWeek: { week: string; completed: number }[];
  };
  content: {
    hasConnectedPlatforms: boolean;
    connected: Platform[];
    /** Posts scheduled from now on (the dashboard's content queue). */
    scheduled: number;
    /** Posts that went out on at least one platform. */
    published: number;
    postsPerWeek: ({ week: string } & Record<Platform, number>)[];
  };
  business: {
    invoiceStatus: { sent: number; paid: number; overdue: number };
    payments: PaymentMetrics & { averageNote: string | null; successNote: string | null };
    revenueByMonth: { month: string; amount: string; partial: boolean }[];
    forecast: Thin & {
      month: string;
      expected: string | null;
      low: string | null;
      high: string | null;
      slopePerMonth: string | null;
      confidence: number | null;
      monthsUsed: number;
      method: string;
    };
    outstandingByAge: { key: string; label: string; count: number; amount: string }[];
    paidVsOutstanding: { paid: string; outstanding: string; overdue: string };
  };
}

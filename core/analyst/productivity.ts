// The Productivity tab's figures as pure functions over completions per local day, so each rule is
// tested alone: the daily average, the current streak, tasks per week and the weekly goal.
import { addDays } from "../time";
import { lastWeeks, weekStart } from "./calendar";

/** Completed tasks per local date ('YYYY-MM-DD' → count). */
export type DailyCounts = Map<string, number>;

/** Completed in the 7 days ending today, divided by 7, to one decimal (spec 001 §2). */
export function dailyAverage(days: DailyCounts, today: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += days.get(addDays(today, -i)) ?? 0;
  return Math.round((sum / 7) * 10) / 10;
}

/**
 * Consecutive days, ending today, with at least one task completed. A day not yet worked keeps the
 * streak alive until it ends: with nothing done today, the streak is the run ending yesterday.
 */
export function currentStreak(days: DailyCounts, today: string): number {
  let day = (days.get(today) ?? 0) > 0 ? today : addDays(today, -1);
  let streak = 0;
  while ((days.get(day) ?? 0) > 0) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** Completed per week (weeks start Monday) for the `count` weeks ending this week, oldest first. */
export function tasksPerWeek(days: DailyCounts, today: string, count: number): { week: string; completed: number }[] {
  const weeks = lastWeeks(today, count);
  const totals = new Map(weeks.map((w) => [w, 0]));
  for (const [day, n] of days) {
    const w = weekStart(day);
    if (totals.has(w) && day <= today) totals.set(w, totals.get(w)! + n);
  }
  return weeks.map((week) => ({ week, completed: totals.get(week)! }));
}

/** The goal offered before the owner sets one, when they have no history to go on. */
export const STARTER_WEEKLY_GOAL = 5;
/** Full weeks of history the default goal is drawn from. */
export const GOAL_HISTORY_WEEKS = 4;

/**
 * The default weekly goal: the average of the last GOAL_HISTORY_WEEKS full weeks, rounded up, plus
 * one to stretch; STARTER_WEEKLY_GOAL when none of those weeks had a completed task.
 */
export function defaultWeeklyGoal(perWeek: { completed: number }[]): { goal: number; fromHistory: boolean } {
  // The last entry is the week in progress: only full weeks count.
  const full = perWeek.slice(0, -1).slice(-GOAL_HISTORY_WEEKS);
  const done = full.reduce((s, w) => s + w.completed, 0);
  if (done === 0) return { goal: STARTER_WEEKLY_GOAL, fromHistory: false };
  return { goal: Math.ceil(done / full.length) + 1, fromHistory: true };
}

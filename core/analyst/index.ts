// The face of core/analyst: all that other modules may import from it (eslint/module-boundaries.js).
export { WeeklyGoalInput } from "./schemas";
export { AnalyticsView, WeeklyGoalView } from "./view";
export { getAnalytics } from "./get";
export { setWeeklyGoal } from "./set-weekly-goal";
export { growthPulseEmail, runGrowthPulse } from "./growth-pulse";
export { monthLabel } from "./calendar";

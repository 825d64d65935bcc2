// The face of core/focus: all that other modules may import from it (eslint/module-boundaries.js).
export { getDashboard } from "./dashboard";
export { POSTS_PER_WEEK } from "./other-moves";
export { getPrioritizedTasks, PrioritizedQuery, topMoves } from "./prioritized";
export { listNotifications, markNotificationsRead } from "./bell";
export { listNextSteps, NextStepsQuery } from "./next-steps";
export { focusState } from "./state";
export { updateTaskOrMove } from "./update-task";
export {
  Alert,
  BriefingQueued,
  DashboardSummary,
  NotificationFeed,
  NotificationItem,
  PrioritizedTask,
  PrioritizedTasksView,
} from "./types";
export { emailBriefing } from "./briefing";
export { pruneChanges } from "./changes";
export { runMorningDigest } from "./digest";

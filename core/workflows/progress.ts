// A workflow's progress is its completed steps over its steps, rounded to a whole percent; without
// steps it is 0. The database keeps `workflows.progress` with this rule through triggers on tasks
// (drizzle/0006), so every writer (the API, the terminal, a helper's link) moves it the same way;
// progress.test.ts checks the triggers and this function agree.
export function workflowProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * Math.min(completed, total)) / total);
}

/** The status a change of steps leaves: the last step done completes an active workflow; reopening one reopens it. */
export function statusAfterSteps(status: string, completed: number, total: number): string {
  if (status === "active" && total > 0 && completed === total) return "completed";
  if (status === "completed" && (total === 0 || completed < total)) return "active";
  return status;
}

import { z } from "zod";

/** PUT /api/analytics/weekly-goal: the owner's goal of completed tasks a week; null goes back to the default. */
export const WeeklyGoalInput = z.object({
  weeklyTaskGoal: z
    .number({ error: "Weekly goal must be a whole number" })
    .int("Weekly goal must be a whole number")
    .min(1, "Weekly goal must be at least 1 task")
    .max(500, "Weekly goal can be at most 500 tasks")
    .nullable(),
});
export type WeeklyGoalInput = z.infer<typeof WeeklyGoalInput>;

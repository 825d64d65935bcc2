import { z } from "zod";
import { PrioritizedTask } from "./moves";
import { isCalendarDate } from "../time";

export const TASK_PRIORITIES = ["low", "medium", "high"] as const;
export const TASK_CATEGORIES = [
  "Invoicing",
  "Clients",
  "Sales",
  "Marketing",
  "Content",
  "Operations",
  "Admin",
  "Finance",
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((v) => v || null);

const dueDate = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDate(v), { error: "Due date must be a real date (YYYY-MM-DD)" })
  .optional()
  .nullable()
  .transform((v) => v || null);

/** The Task schema of spec 001 §3, with its messages. */
export const CreateTaskInput = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, { error: "Title is required" }).max(200),
  description: optionalText(2000),
  priority: z.enum(TASK_PRIORITIES, { error: "Priority must be low, medium or high" }).optional().default("medium"),
  category: z.string({ error: "Category is required" }).trim().min(1, { error: "Category is required" }).max(60),
  estimatedTime: z.coerce
    .number({ error: "Estimated time must be at least 1 minute" })
    .int({ error: "Estimated time must be a whole number of minutes" })
    .min(1, { error: "Estimated time must be at least 1 minute" })
    .max(10_000, { error: "Estimated time must be at most 10000 minutes" })
    .optional()
    .default(15),
  dueDate,
  businessImpact: optionalText(500),
  workflowId: optionalText(100),
});
export type CreateTaskInput = z.input<typeof CreateTaskInput>;

export const UpdateTaskInput = CreateTaskInput.partial().extend({
  completed: z.boolean({ error: "completed must be true or false" }).optional(),
});
export type UpdateTaskInput = z.input<typeof UpdateTaskInput>;

export const TaskView = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    priority: z.string(),
    category: z.string().nullable(),
    estimatedTime: z.number().describe("Minutes"),
    completed: z.boolean(),
    dueDate: z.string().nullable(),
    completedAt: z.string().nullable(),
    workflowId: z.string().nullable().describe("Set when the task is a step of that workflow"),
    aiGenerated: z.boolean(),
    businessImpact: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TaskView" });
export type TaskView = z.infer<typeof TaskView>;

/** PUT /api/tasks/{id}: the stored task, or a suggested move marked done for today (not stored as a task). */
export const UpdatedTask = z.union([TaskView, PrioritizedTask.extend({ completed: z.literal(true) })]);
export type UpdatedTask = z.infer<typeof UpdatedTask>;

import { z } from "zod";

/** Spec 001 §3 Workflow: the categories and states. */
export const WORKFLOW_CATEGORIES = ["growth", "efficiency", "client-retention", "revenue"] as const;
export type WorkflowCategory = (typeof WORKFLOW_CATEGORIES)[number];
export const WORKFLOW_STATUSES = ["active", "paused", "completed", "pending"] as const;
/** What the owner may set: 'completed' is computed (the last step done completes the workflow). */
export const SETTABLE_STATUSES = ["active", "paused", "pending"] as const;

const CATEGORY_MESSAGE = "Category must be growth, efficiency, client-retention or revenue";
const DURATION_MESSAGE = "Estimated duration must be from 1 to 365 days";

const PROGRESS_MESSAGE = "Progress is computed from the workflow's steps: complete a step to move it";

const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((v) => v || null);

/** The Workflow schema of spec 001 §3, with its messages. */
export const CreateWorkflowInput = z.object({
  title: z
    .string({ error: "Workflow title is required" })
    .trim()
    .min(1, { error: "Workflow title is required" })
    .max(200, { error: "Workflow title must be at most 200 characters" }),
  description: optionalText(2000),
  category: z.enum(WORKFLOW_CATEGORIES, { error: CATEGORY_MESSAGE }),
  status: z.enum(SETTABLE_STATUSES, { error: "Status must be active, paused or pending" }).optional().default("active"),
  targetOutcome: optionalText(500),
  estimatedDuration: z.coerce
    .number({ error: DURATION_MESSAGE })
    .int({ error: DURATION_MESSAGE })
    .min(1, { error: DURATION_MESSAGE })
    .max(365, { error: DURATION_MESSAGE })
    .optional()
    .nullable(),
  aiRecommendation: optionalText(1000),
  progress: z.never({ error: PROGRESS_MESSAGE }).optional(),
});
export type CreateWorkflowInput = z.input<typeof CreateWorkflowInput>;

/** PUT /api/workflows/{id}: any of the fields, e.g. `{status: "paused"}`. Progress is never typed. */
export const UpdateWorkflowInput = CreateWorkflowInput.partial().extend({
  status: z
    .enum(WORKFLOW_STATUSES, { error: "Status must be active, paused or pending" })
    .refine((s) => s !== "completed", { error: "A workflow completes by itself when its last step is done" })
    .optional(),
});
export type UpdateWorkflowInput = z.input<typeof UpdateWorkflowInput>;

export interface WorkflowStepCounts {
  total: number;
  completed: number;
  /** Open steps a helper has (core/delegation). */
  delegated: number;
}

/** Spec 001 §3 Workflow, plus its steps (its tasks): the counts and the next open one. */
export interface WorkflowView {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  status: string;
  targetOutcome: string | null;
  estimatedDuration: number | null;
  /** 0–100, from the completed steps (core/workflows/progress.ts). */
  progress: number;
  aiRecommendation: string | null;
  createdAt: string;
  updatedAt: string;
  steps: WorkflowStepCounts;
  nextStep: { id: string; title: string; dueDate: string | null } | null;
}

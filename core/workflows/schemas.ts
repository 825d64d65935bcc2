import { z } from "zod";
import { PrioritizedTask, TaskView } from "../tasks";

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

export const WorkflowStepCounts = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  delegated: z.number().int().describe("Open steps a helper has (core/delegation)"),
});
export type WorkflowStepCounts = z.infer<typeof WorkflowStepCounts>;

/** Spec 001 §3 Workflow, plus its steps (its tasks): the counts and the next open one. */
export const WorkflowView = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    status: z.string(),
    targetOutcome: z.string().nullable(),
    estimatedDuration: z.number().nullable().describe("Days"),
    progress: z.number().describe("0–100, from the completed steps"),
    aiRecommendation: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    steps: WorkflowStepCounts,
    nextStep: z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable() }).nullable(),
  })
  .meta({ id: "WorkflowView" });
export type WorkflowView = z.infer<typeof WorkflowView>;

/** POST /api/workflows/examples. */
export const ExamplesAdded = z.object({
  success: z.boolean(),
  created: z.number().int(),
  message: z.string(),
  workflows: z.array(WorkflowView).describe("The workflows added"),
});

/** DELETE /api/workflows/{id}: the workflow and its open steps are gone; completed steps stay as tasks. */
export const WorkflowDeleted = z.object({ success: z.boolean(), removedSteps: z.number().int() });

/** Who has a step, when the owner handed it over, and when and how the helper finished it. */
export const StepDelegation = z.object({
  helperName: z.string(),
  helperEmail: z.string(),
  delegatedAt: z.string(),
  viewedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  completionNote: z.string().nullable(),
});
export type StepDelegation = z.infer<typeof StepDelegation>;

export const WorkflowStep = TaskView.extend({ delegation: StepDelegation.nullable() });
export type WorkflowStep = z.infer<typeof WorkflowStep>;

export const StepValue = z.object({
  dollarsPerHour: z.number().nullable().describe("Dollars at stake per hour of work, when the step names an amount"),
  highRoi: z.boolean().describe("Worth at least 3 × the owner's hourly rate per hour"),
  lowValue: z.boolean().describe("Low priority and no money named: a candidate to reschedule or hand to a helper"),
  hourlyRate: z.number().describe("The rate it was judged against"),
});
export type StepValue = z.infer<typeof StepValue>;

/** An open step of an active workflow, as the focus engine scores it, with its workflow and value. */
export const NextStep = PrioritizedTask.extend({ workflowId: z.string(), workflowTitle: z.string(), value: StepValue });
export type NextStep = z.infer<typeof NextStep>;

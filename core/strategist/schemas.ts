import { z } from "zod";
import { TaskView } from "../tasks";

/** Spec 001 §3 Task suggestion, as the API answers it. */
export const SuggestionView = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    reasoning: z.string().nullable(),
    priority: z.string(),
    category: z.string().nullable(),
    estimatedTime: z.number().describe("Minutes"),
    potentialImpact: z.string().nullable(),
    status: z.enum(["pending", "accepted", "dismissed"]),
    workflowId: z.string().nullable(),
    source: z.enum(["model", "offline"]).describe("Where it came from: the AI model, or the offline engine's rules"),
    taskId: z.string().nullable().describe("The task it became, once accepted"),
    createdAt: z.string(),
  })
  .meta({ id: "SuggestionView" });
export type SuggestionView = z.infer<typeof SuggestionView>;

/** POST /api/ai-suggestions/{id}/accept: the suggestion and the task it became, in one transaction. */
export const SuggestionAccepted = z.object({
  success: z.boolean(),
  message: z.string(),
  task: TaskView,
  suggestion: SuggestionView,
});

/** POST /api/ai-suggestions/{id}/dismiss. */
export const SuggestionDismissed = z.object({ success: z.boolean(), suggestion: SuggestionView });

/** POST /api/ai-suggestions/generate: what the AI engine (or its offline rules) added. */
export const SuggestionsGenerated = z.object({
  success: z.boolean(),
  source: z.enum(["model", "offline"]),
  model: z.string().nullable(),
  fallbackReason: z.string().nullable().describe("Why the offline rules answered instead of the model"),
  created: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});

/** The task category a suggestion becomes when no rule named one. */
export const TASK_CATEGORY_OF: Record<string, string> = {
  growth: "Marketing",
  efficiency: "Operations",
  "client-retention": "Clients",
  revenue: "Sales",
};

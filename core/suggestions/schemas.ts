/** Spec 001 §3 Task suggestion, as the API answers it. */
export interface SuggestionView {
  id: string;
  title: string;
  description: string | null;
  reasoning: string | null;
  priority: string;
  category: string | null;
  estimatedTime: number;
  potentialImpact: string | null;
  status: "pending" | "accepted" | "dismissed";
  workflowId: string | null;
  /** Where it came from: the AI model, or the offline engine's rules. */
  source: "model" | "offline";
  /** The task it became, once accepted. */
  taskId: string | null;
  createdAt: string;
}

/** The task category a suggestion becomes when no rule named one. */
export const TASK_CATEGORY_OF: Record<string, string> = {
  growth: "Marketing",
  efficiency: "Operations",
  "client-retention": "Clients",
  revenue: "Sales",
};

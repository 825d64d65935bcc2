import {
  suggestionList,
  SuggestionAccepted,
  SuggestionDismissed,
  SuggestionsGenerated,
  SuggestionView,
  AiInsightsView,
} from "@core/strategist";
import { describeRoutes } from "../openapi/describe";

export const suggestionDocs = describeRoutes("Strategist", {
  get: {
    summary: "List AI suggestions",
    query: suggestionList.schema,
    returns: { page: SuggestionView },
    description: `A page of \`{id, title, description, reasoning, priority, category, estimatedTime, potentialImpact, status, workflowId, source: "model"|"offline", taskId, createdAt}\`.`,
  },
  postGenerate: {
    summary: "Generate suggestions",
    returns: SuggestionsGenerated,
    errors: [503],
    description: `Pro (or trial; 403 otherwise). \`{success, source, model, fallbackReason, created, skipped, message}\`: suggestions and insights from the figures, through the AI engine; a model answer with a number the figures do not contain is rejected for the offline rules; at most 5 new a time.`,
  },
  postByIdAccept: {
    summary: "Accept a suggestion as a task",
    returns: SuggestionAccepted,
    errors: [409],
    description: `\`{success, message, task, suggestion}\`: one transaction; 409 when not pending.`,
  },
  postByIdDismiss: {
    summary: "Dismiss a suggestion",
    returns: SuggestionDismissed,
    errors: [409],
    description: `\`{success, suggestion}\`; 409 when not pending.`,
  },
});

export const insightDocs = describeRoutes("Strategist", {
  get: {
    summary: "Health score and insights",
    returns: AiInsightsView,
    description: `\`{healthScore: {overallScore, categories, breakdown}, businessContext: {niche, automationLevel, goals}, usagePatterns: {taskCompletionRate, clientEngagementLevel, timeSpentOnAdmin}, insights, insightsSource: "model"|"offline", insightsGeneratedAt, today}\` (formulas: README "The Strategist").`,
  },
});

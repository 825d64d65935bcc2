import { OwnerVocabulary } from "@core/assistant";
import { describeRoutes } from "../openapi/describe";

export const assistantDocs = describeRoutes("Assistant", {
  getVocabulary: {
    summary: "The names the chat may find in a request",
    returns: OwnerVocabulary,
    description: `\`{clients, quotes, series, tasks, workflows, posts, helpers, leads}\`: the owner's clients, quotes not yet invoiced, recurring series not ended, open tasks, workflows, posts still to go out (drafts, scheduled, failed), people tasks were delegated to, and leads not yet clients; each newest first, at most 500. Invoices are named by number and not listed. Read by the terminal chat before it understands a request.`,
  },
});

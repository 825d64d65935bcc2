import { BestClients, BestClientsQuery, OwnerVocabulary, PaymentHabits } from "@core/assistant";
import { describeRoutes } from "../openapi/describe";

export const assistantDocs = describeRoutes("Assistant", {
  getVocabulary: {
    summary: "The names the chat may find in a request",
    returns: OwnerVocabulary,
    description: `\`{clients, quotes, series, tasks, workflows, posts, helpers, leads}\`: the owner's clients, quotes not yet invoiced, recurring series not ended, tasks (open ones first), workflows, posts still to go out (drafts, scheduled, failed), people tasks were delegated to, and leads not yet clients; each newest first, at most 500. Invoices are named by number and not listed. Read by the terminal chat before it understands a request.`,
  },
  getBestClients: {
    summary: "The clients who paid the most",
    query: BestClientsQuery,
    returns: BestClients,
    description: `\`{from, to, currency, clients: [{clientId, name, paid, invoices}]}\`: money received from each client in the days given (all time without \`from\`; \`to\` is today at most), by the one "collected" rule (each payment on its day, in the home currency), most first, at most \`limit\` (10).`,
  },
  getPaymentHabits: {
    summary: "How each client pays",
    returns: PaymentHabits,
    description: `\`{clients: [{clientId, name, paidInvoices, averageDays, latestDays, habit}]}\`: days from the due date to the payment over each client's paid invoices (negative is early), latest payers first; \`habit\` is "late" from 7 days on average, "early" from 3 days before.`,
  },
});

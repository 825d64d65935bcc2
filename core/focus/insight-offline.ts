import { dollars } from "./text";
import type { FocusState } from "./state";

/** The offline engine's insight: the day's first move, by name and amount, with what else is waiting. */
export function offlineInsight(state: FocusState): string {
  const [first, second] = state.top;
  if (!first) return "All caught up: no open money moves. A good day to create content or check in with a past client.";
  const parts = [`Start with "${first.title}": ${lowerFirst(first.urgencyReason || first.description)}.`];
  // "Sent": the engine chases only invoices the client has; the summary's overdue count (every past-due
  // invoice) can be higher by the never-sent ones, so the sentence says which it counts.
  if (state.overdueInvoices > 1)
    parts.push(
      `${state.overdueInvoices} sent invoices are overdue, ${dollars(state.overdueCents, state.currency)} in all.`,
    );
  else if (second) parts.push(`Then: ${lowerFirst(second.title)}.`);
  if (state.idleClients > 0 && first.kind !== "client") {
    parts.push(`${state.idleClients} client${state.idleClients === 1 ? " has" : "s have"} gone quiet.`);
  }
  return parts.join(" ");
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);

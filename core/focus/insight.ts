import { z } from "zod";
import type { AiEngine, AiResult } from "../ai/types";
import type { FocusState } from "./state";
import { dollars } from "./score";

export const InsightSchema = z.object({ insight: z.string().min(10).max(400) });

/** The offline engine's insight: the day's first move, by name and amount, with what else is waiting. */
export function offlineInsight(state: FocusState): string {
  const [first, second] = state.top;
  if (!first) return "All caught up: no open money moves. A good day to create content or check in with a past client.";
  const parts = [`Start with "${first.title}": ${lowerFirst(first.urgencyReason || first.description)}.`];
  if (state.overdueInvoices > 1)
    parts.push(`${state.overdueInvoices} overdue invoices total ${dollars(state.overdueCents)}.`);
  else if (second) parts.push(`Then: ${lowerFirst(second.title)}.`);
  if (state.idleClients > 0 && first.kind !== "client") {
    parts.push(`${state.idleClients} client${state.idleClients === 1 ? " has" : "s have"} gone quiet.`);
  }
  return parts.join(" ");
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);

/** The dashboard's insight line, from the model when configured, else from the offline engine. */
export async function focusInsight(ai: AiEngine, state: FocusState): Promise<AiResult<string>> {
  const top = state.top.slice(0, 5).map((m) => ({
    title: m.title,
    why: m.urgencyReason,
    dollars: m.revenueImpact,
    score: m.priorityScore,
  }));
  const result = await ai.structured({
    name: "daily_insight",
    system:
      "You are the chief of staff of a solo business owner. In one or two short sentences (under 280 characters), " +
      "say which money move matters most today and why, naming the client and the amount. No greeting, no lists.",
    prompt: JSON.stringify({
      today: state.today,
      overdueInvoices: state.overdueInvoices,
      idleClients: state.idleClients,
      topMoves: top,
    }),
    schema: InsightSchema,
    offline: () => ({ insight: offlineInsight(state) }),
  });
  return { ...result, value: result.value.insight };
}

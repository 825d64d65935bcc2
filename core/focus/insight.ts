import { z } from "zod";
import type { AiEngine, AiResult } from "../ai";
import { offlineInsight, type OverdueReading } from "./insight-offline";
import type { FocusState } from "./state";

export { offlineInsight };

export const InsightSchema = z.object({ insight: z.string().min(10).max(400) });

/** The dashboard's insight line, from the model when configured, else from the offline engine. */
export async function focusInsight(
  ai: AiEngine,
  state: FocusState,
  overdue: OverdueReading,
): Promise<AiResult<string>> {
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
      overdueInvoices: overdue.overdue.count,
      idleClients: state.idleClients,
      topMoves: top,
    }),
    schema: InsightSchema,
    offline: () => ({ insight: offlineInsight(state, overdue) }),
  });
  return { ...result, value: result.value.insight };
}

import type { CliContext } from "../context";
import type { Line, Result } from "../output";
import type { AiInsightsView, SuggestionView } from "../types";
import type { Change } from "./change";
import { bar } from "./workflows";

/** `microteam insights`: the Strategist in the terminal: health and its numbers, patterns, insights, suggestions. */
export async function insights(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const [view, suggestions] = await Promise.all([
    api.request<AiInsightsView>("GET", "/api/ai-insights"),
    api.page<SuggestionView>("/api/task-suggestions?status=pending&limit=5"),
  ]);
  const lines: Line[] = [{ text: `Business health: ${view.healthScore.overallScore}/100`, style: "title" }];
  for (const c of view.healthScore.breakdown) {
    lines.push({
      text: `  ${c.label.padEnd(20)} ${c.score === null ? `not enough data (${c.note})` : bar(c.score)}  weight ${c.weight}%`,
      style: c.score === null ? "dim" : undefined,
    });
    for (const fact of c.facts) lines.push({ text: `      ${fact}`, style: "dim" });
  }
  const p = view.usagePatterns;
  lines.push(
    { text: "" },
    { text: "Your patterns", style: "bold" },
    { text: `  Task completion     ${p.taskCompletionRate === null ? "no tasks yet" : `${p.taskCompletionRate}%`}` },
    {
      text: `  Client engagement   ${p.clientEngagementLevel === null ? "no active clients yet" : `${p.clientEngagementLevel}/10`}`,
    },
    {
      text: `  Admin time          ${p.timeSpentOnAdmin === null ? "nothing completed in 4 weeks" : `${p.timeSpentOnAdmin} h/week`}`,
    },
    { text: "" },
    {
      text: `Insights (${view.insightsSource === "model" ? "AI model" : "offline engine"})`,
      style: "bold",
    },
  );
  if (view.insights.length === 0) lines.push({ text: "  Nothing stands out yet.", style: "dim" });
  for (const i of view.insights) {
    lines.push({ text: `  • ${i.title} [${i.impact} impact, ${i.timeToImplement} min]` });
    lines.push({ text: `    ${i.description}`, style: "dim" });
  }
  lines.push({ text: "" }, { text: `Suggestions waiting (${suggestions.total})`, style: "bold" });
  if (suggestions.items.length === 0)
    lines.push({ text: "  None. Generate some: microteam insights --generate", style: "dim" });
  for (const s of suggestions.items) lines.push({ text: `  • ${s.title} [${s.priority}, ${s.estimatedTime} min]` });
  return { kind: "lines", lines, data: { ...view, suggestions: suggestions.items } };
}

/** `microteam insights --generate`: new suggestions and insights from the current figures (Pro). */
export async function generateInsights(ctx: CliContext): Promise<Change> {
  const api = await ctx.api();
  return {
    question: "Generate new suggestions and insights from your current figures?",
    async run() {
      const res = await api.request<{
        created: number;
        message: string;
        source: string;
        fallbackReason: string | null;
      }>("POST", "/api/task-suggestions/generate");
      const from = res.source === "model" ? "the AI model" : "the offline engine";
      return {
        kind: "message",
        text: `${res.message} (${res.created} new, from ${from}). See them with \`microteam insights\`.`,
        data: res,
      };
    },
  };
}

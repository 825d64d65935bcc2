import type { CliContext } from "../context";
import { money, plural, quoteArg, shortId } from "../format";
import type { Line, Result } from "../output";
import type { DashboardSummary, NotificationItem, PrioritizedTask, PrioritizedTasksView, PublicUser } from "../types";

/** The command that acts on a move, so the briefing ends with something to type. */
export function suggestedCommand(move: PrioritizedTask, clientName?: string): string {
  const action = move.action;
  if (action?.type === "nudge_invoice") {
    const number = /invoice (\S+)/i.exec(move.description)?.[1];
    return `microteam nudge ${quoteArg(number ?? shortId(action.invoiceId))}`;
  }
  if (action?.type === "nudge_client") return `microteam nudge ${quoteArg(clientName ?? shortId(action.clientId))}`;
  if (move.kind === "task") return `microteam done ${shortId(move.id)}`;
  if (action?.type === "open" && action.href === "/invoices") return "microteam invoices";
  return `microteam done ${shortId(move.id)}`;
}

/** "Good morning, Olive", by the hour in the owner's time zone. */
function greeting(now: Date, name: string | null, timeZone: string) {
  const h = Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(now));
  const part = h < 12 ? "Good morning" : h < 18 ? "Good afternoon" : "Good evening";
  return `${part}, ${name || "Entrepreneur"}`;
}

/** `microteam focus`: the morning briefing. */
export async function focus(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const [user, dashboard, prioritized, notifications] = await Promise.all([
    api.request<PublicUser>("GET", "/api/auth/user"),
    api.request<DashboardSummary>("GET", "/api/dashboard"),
    api.request<PrioritizedTasksView>("GET", "/api/tasks/prioritized?limit=3"),
    api.request<{ items: NotificationItem[] }>("GET", "/api/notifications"),
  ]);
  const moves = prioritized.prioritizedTasks.slice(0, 3).map((m) => ({
    ...m,
    suggestedCommand: suggestedCommand(m, /^Follow up with (.+)$/.exec(m.title)?.[1]),
  }));
  const postsToday = notifications.items.filter((n) => n.type === "post_scheduled");
  const data = {
    greeting: greeting(ctx.now(), user.firstName, user.timeZone),
    insight: prioritized.insight,
    insightSource: prioritized.insightSource,
    topMoves: moves,
    alerts: dashboard.alerts.urgent,
    postsToday: postsToday.map((p) => ({ title: p.title, description: p.description })),
    unpaidTotal: dashboard.invoices.outstandingTotal,
    overdueCount: dashboard.invoices.overdueCount,
  };

  const lines: Line[] = [
    { text: `${data.greeting}. Here's what needs your attention today.`, style: "title" },
    {
      text: `${prioritized.insight}  (${prioritized.insightSource === "model" ? "AI model" : "offline engine"})`,
      style: "dim",
    },
    { text: "" },
    { text: "Top 3 money moves", style: "bold" },
  ];
  if (moves.length === 0) lines.push({ text: "  All caught up! No pending tasks. Time to focus on growth!" });
  moves.forEach((m, i) => {
    const amount = m.revenueImpact ? `  ${money(m.revenueImpact)}` : "";
    lines.push({
      text: `  ${i + 1}. ${m.title}${amount}`,
      style: m.automatedPriority === "critical" ? "warn" : undefined,
    });
    if (m.urgencyReason) lines.push({ text: `     Why: ${m.urgencyReason}`, style: "dim" });
    lines.push({ text: `     → ${m.suggestedCommand}`, style: "accent" });
  });
  lines.push({ text: "" });
  if (dashboard.alerts.urgent.length) {
    lines.push({ text: `Alerts (${dashboard.alerts.urgent.length})`, style: "bold" });
    for (const a of dashboard.alerts.urgent.slice(0, 5)) lines.push({ text: `  ! ${a.title}: ${a.description}` });
    lines.push({ text: "" });
  }
  lines.push({
    text: postsToday.length
      ? `Posts today: ${postsToday.map((p) => p.description).join("; ")}`
      : "Posts today: none scheduled",
  });
  lines.push({
    text: `Unpaid: ${money(dashboard.invoices.outstandingTotal)}${dashboard.invoices.overdueCount ? ` (${plural(dashboard.invoices.overdueCount, "invoice")} overdue)` : ""}`,
    style: "bold",
  });
  return { kind: "lines", lines, data };
}

/** `microteam focus --email`: the briefing, to the owner's inbox. */
export async function emailFocus(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const res = await api.request<{ message: string }>("POST", "/api/briefing/email");
  return { kind: "message", text: res.message, data: res };
}

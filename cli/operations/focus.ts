import { greetingFor } from "@core/users/greeting";
import { reportDelivery } from "./delivery";
import type { CliContext } from "../context";
import { addEmailCommand, money, plural, quoteArg, shortId } from "../format";
import type { Line, Result } from "../output";
import type {
  Alert,
  DashboardSummary,
  NotificationItem,
  PrioritizedTask,
  PrioritizedTasksView,
  PublicUser,
} from "../types";

/** A fold's reminders are typed out as one `nudge` of up to this many invoices, else the list is shown. */
const REMIND_NAMED = 10;
/** The briefing lists this many alerts, and says how many more there are. */
const ALERTS_LISTED = 5;

/** The command that acts on a move, so the briefing ends with something to type. */
export function suggestedCommand(move: PrioritizedTask, clientName?: string): string {
  const action = move.action;
  if (action?.type === "nudge_invoice") return `microteam nudge ${quoteArg(action.invoiceNumber)}`;
  if (action?.type === "send_invoice") return `microteam invoice send ${quoteArg(action.invoiceNumber)}`;
  if (action?.type === "remind_invoices") {
    return action.invoiceNumbers.length <= REMIND_NAMED
      ? `microteam nudge ${action.invoiceNumbers.map(quoteArg).join(" ")}`
      : "microteam invoices --overdue";
  }
  if (action?.type === "nudge_client") return `microteam nudge ${quoteArg(clientName ?? shortId(action.clientId))}`;
  if (action?.type === "invoice_unbilled") return `microteam track invoice ${quoteArg(action.clientName)}`;
  if (action?.type === "follow_up_quote") return `microteam quotes follow-up ${quoteArg(action.quoteNumber)}`;
  // The ledger's tab that lists what the move holds is core's to say (drafts, overdue, unpaid…).
  if (action?.type === "open" && action.href === "/invoices") {
    if (action.status === "overdue") return "microteam invoices --overdue";
    return action.status ? `microteam invoices --status ${action.status}` : "microteam invoices";
  }
  // A client without an email address (quiet, or with an invoice to send): the move opens the client;
  // here, the command that adds one — never `done`, which would only hide the money.
  if (action?.type === "open" && action.href.startsWith("/clients/"))
    return addEmailCommand(clientName ?? shortId(action.href.slice("/clients/".length)));
  // Reconnecting signs in on the platform's own page, in a browser: say where, not `done`.
  if (action?.type === "open" && action.href === "/profile?tab=social")
    return "Reconnect in the web app: Settings → Social Media";
  return `microteam done ${shortId(move.id)}`;
}

/** "Good morning, Olive", by the hour in the owner's time zone (core/users/greeting.ts). */
export const greeting = (now: Date, name: string | null, timeZone: string) => greetingFor(name, timeZone, now);

/** What `focus --json` prints: stable field names, the API's own for the moves and alerts. */
export interface Briefing {
  greeting: string;
  insight: string;
  insightSource: "model" | "offline";
  topMoves: (PrioritizedTask & { suggestedCommand: string })[];
  alerts: Alert[];
  /** Every alert, of which `alerts` lists the most valuable (the dashboard's first 10). */
  alertsTotal: number;
  postsToday: { title: string; description: string }[];
  unpaidTotal: number;
  /** The owner's currency, in which unpaidTotal is counted. */
  currency: string;
  overdueCount: number;
}

/** What a briefing is made of: the answers of the four routes below. */
export interface BriefingInputs {
  user: Pick<PublicUser, "firstName" | "timeZone">;
  dashboard: DashboardSummary;
  prioritized: PrioritizedTasksView;
  notifications: { items: Pick<NotificationItem, "type" | "title" | "description">[] };
}

/** The briefing from the API: four reads of the same routes the web uses. */
export async function loadBriefing(ctx: CliContext): Promise<Briefing> {
  const api = await ctx.api();
  const [user, dashboard, prioritized, notifications] = await Promise.all([
    api.request<PublicUser>("GET", "/api/auth/user"),
    api.request<DashboardSummary>("GET", "/api/dashboard"),
    api.request<PrioritizedTasksView>("GET", "/api/tasks/prioritized?limit=3"),
    api.request<{ items: NotificationItem[] }>("GET", "/api/notifications"),
  ]);
  return briefingFrom(ctx.now(), { user, dashboard, prioritized, notifications });
}

export function briefingFrom(now: Date, { user, dashboard, prioritized, notifications }: BriefingInputs): Briefing {
  return {
    greeting: greeting(now, user.firstName, user.timeZone),
    insight: prioritized.insight,
    insightSource: prioritized.insightSource,
    topMoves: prioritized.prioritizedTasks.slice(0, 3).map((m) => ({
      ...m,
      suggestedCommand: suggestedCommand(m, /^(?:Follow up with|Send invoice \S+ to) (.+)$/.exec(m.title)?.[1]),
    })),
    alerts: dashboard.alerts.urgent,
    alertsTotal: dashboard.alerts.total ?? dashboard.alerts.urgent.length,
    postsToday: notifications.items
      .filter((n) => n.type === "post_scheduled")
      .map((p) => ({ title: p.title, description: p.description })),
    unpaidTotal: dashboard.invoices.outstandingTotal,
    currency: dashboard.revenue.currency,
    overdueCount: dashboard.invoices.overdueCount,
  };
}

/**
 * The briefing as the terminal shows it. The lines are built only when shown: `focus --json` prints
 * the data alone, and formatting money loads the number formats (~15 ms at start-up).
 */
export function briefingResult(data: Briefing): Result {
  return {
    kind: "lines",
    get lines() {
      return briefingLines(data);
    },
    data,
  };
}

function briefingLines(data: Briefing): Line[] {
  const lines: Line[] = [
    { text: `${data.greeting}. Here's what needs your attention today.`, style: "title" },
    { text: `${data.insight}  (${data.insightSource === "model" ? "AI model" : "offline engine"})`, style: "dim" },
    { text: "" },
    { text: "Top 3 money moves", style: "bold" },
  ];
  if (data.topMoves.length === 0) lines.push({ text: "  All caught up! No pending tasks. Time to focus on growth!" });
  data.topMoves.forEach((m, i) => {
    const amount = m.revenueImpact ? `  ${money(m.revenueImpact)}` : "";
    lines.push({
      text: `  ${i + 1}. ${m.title}${amount}`,
      style: m.automatedPriority === "critical" ? "warn" : undefined,
    });
    if (m.urgencyReason) lines.push({ text: `     Why: ${m.urgencyReason}`, style: "dim" });
    lines.push({ text: `     → ${m.suggestedCommand}`, style: "accent" });
  });
  lines.push({ text: "" });
  const alertsTotal = Math.max(data.alertsTotal ?? 0, data.alerts.length);
  if (alertsTotal) {
    // Every alert counted is listed, or the count of those left out is said.
    lines.push({ text: `Alerts (${alertsTotal})`, style: "bold" });
    const listed = data.alerts.slice(0, ALERTS_LISTED);
    for (const a of listed) lines.push({ text: `  ! ${a.title}: ${a.description}` });
    const more = alertsTotal - listed.length;
    if (more > 0) lines.push({ text: `  … and ${more} more (microteam tasks)`, style: "dim" });
    lines.push({ text: "" });
  }
  lines.push({
    text: data.postsToday.length
      ? `Posts today: ${data.postsToday.map((p) => p.description).join("; ")}`
      : "Posts today: none scheduled",
  });
  lines.push({
    text: `Unpaid: ${money(data.unpaidTotal, data.currency ?? "USD")}${data.overdueCount ? ` (${plural(data.overdueCount, "invoice")} overdue)` : ""}`,
    style: "bold",
  });
  return lines;
}

/** `microteam focus`: the morning briefing. */
export async function focus(ctx: CliContext): Promise<Result> {
  return briefingResult(await loadBriefing(ctx));
}

/** `microteam focus --email`: the briefing, to the owner's inbox. */
export async function emailFocus(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const res = await api.request<{ message: string; batchId: string }>("POST", "/api/briefing/email");
  const text = await reportDelivery(
    ctx,
    res.batchId,
    {
      sent: res.message.replace("queued for", "emailed to"),
      queued: res.message,
    },
    false,
  );
  return { kind: "message", text, data: res };
}

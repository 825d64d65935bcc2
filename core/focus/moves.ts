import { daysBetween } from "../time";
import { postMove } from "./post-moves";
import type { FocusSnapshot, SnapshotClient, SnapshotInvoice, SnapshotTask, SnapshotWorkflow } from "./snapshot";
import {
  IDLE_CLIENT_DAYS,
  WEIGHTS,
  compareMoves,
  dollars,
  focusScore,
  idlePoints,
  impactDollars,
  moneyPoints,
  priorityOf,
  timePoints,
} from "./score";
import type { MoveAction, MoveKind, PrioritizedTask } from "./types";

const DAY = 86_400_000;

/** Posts per week the owner means to publish, from the onboarding answer. */
export const POSTS_PER_WEEK: Record<string, number> = {
  "multiple-daily": 14,
  daily: 7,
  "few-times-week": 3,
  weekly: 1,
  occasional: 0,
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function move(
  base: Omit<PrioritizedTask, "priorityScore" | "automatedPriority" | "completed">,
  parts: { money: number; time: number; weight: number },
): PrioritizedTask {
  const priorityScore = focusScore(parts);
  return { ...base, priorityScore, automatedPriority: priorityOf(priorityScore), completed: false };
}

/** An unpaid invoice's move: chase (late), make sure (due within 7 days), send (draft); else none. */
export function invoiceMove(inv: SnapshotInvoice, today: string): PrioritizedTask | null {
  const days = daysBetween(today, inv.dueDate);
  const amount = dollars(inv.amountCents, inv.currency);
  const base = {
    kind: "invoice" as MoveKind,
    category: "Invoicing",
    revenueImpact: inv.amountCents / 100,
    dueDate: inv.dueDate,
  };
  if (inv.status === "draft") {
    const age = Math.max(0, daysBetween(new Date(inv.createdAt).toISOString().slice(0, 10), today));
    return move(
      {
        ...base,
        id: `invoice:${inv.id}`,
        title: `Send invoice ${inv.invoiceNumber} to ${inv.clientName}`,
        description: `${amount} is drafted but the client has not received it yet.`,
        estimatedTime: 5,
        urgencyReason: `${amount} for ${inv.clientName} waiting to be sent${age ? `, drafted ${plural(age, "day")} ago` : ""}`,
        action: { type: "open", href: "/invoices" },
      },
      { money: moneyPoints(base.revenueImpact), time: timePoints(days), weight: WEIGHTS.draftInvoice },
    );
  }
  const action: MoveAction = { type: "nudge_invoice", invoiceId: inv.id };
  // Overdue: past due, or marked overdue by the owner before its date (scored as a day late).
  if (days < 0 || inv.status === "overdue") {
    return move(
      {
        ...base,
        id: `invoice:${inv.id}`,
        title: `Chase ${amount} from ${inv.clientName}`,
        description: `Invoice ${inv.invoiceNumber} is overdue. A short, friendly reminder usually gets it paid.`,
        estimatedTime: 10,
        urgencyReason:
          days < 0
            ? `${amount} from ${inv.clientName}, ${plural(-days, "day")} late`
            : `${amount} from ${inv.clientName}, marked overdue (due ${days === 0 ? "today" : `in ${plural(days, "day")}`})`,
        action,
      },
      { money: moneyPoints(base.revenueImpact), time: timePoints(Math.min(days, -1)), weight: WEIGHTS.overdueInvoice },
    );
  }
  if (days <= 7) {
    const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
    return move(
      {
        ...base,
        id: `invoice:${inv.id}`,
        title: `Make sure ${inv.clientName} pays ${amount} ${when}`,
        description: `Invoice ${inv.invoiceNumber} falls due ${when}. A heads-up now avoids chasing later.`,
        estimatedTime: 5,
        urgencyReason: `${amount} from ${inv.clientName} due ${when}`,
        action,
      },
      { money: moneyPoints(base.revenueImpact), time: timePoints(days), weight: WEIGHTS.dueSoonInvoice },
    );
  }
  return null;
}

export function daysIdle(client: SnapshotClient, now: number): number {
  return Math.floor((now - client.lastTouch) / DAY);
}

export function isIdle(client: SnapshotClient, now: number): boolean {
  return client.status === "active" && !client.hasOpenInvoice && daysIdle(client, now) >= IDLE_CLIENT_DAYS;
}

export function clientMove(client: SnapshotClient, now: number): PrioritizedTask {
  const idle = daysIdle(client, now);
  const worth = client.averageInvoiceCents;
  return move(
    {
      id: `client:${client.id}`,
      kind: "client",
      title: `Follow up with ${client.name}`,
      description: worth
        ? `Their invoices average ${dollars(worth)}. A check-in is how the next project starts.`
        : `No work together yet. A friendly check-in keeps the lead warm.`,
      category: "Clients",
      estimatedTime: 10,
      revenueImpact: worth ? Math.round(worth / 100) : null,
      urgencyReason: `No contact with ${client.name} for ${plural(idle, "day")}${worth ? `; typical invoice ${dollars(worth)}` : ""}`,
      dueDate: null,
      action: client.email
        ? { type: "nudge_client", clientId: client.id }
        : { type: "open", href: `/clients/${client.id}` },
    },
    { money: moneyPoints(worth ? worth / 100 : 0), time: idlePoints(idle), weight: WEIGHTS.idleClient },
  );
}

export function taskMove(task: SnapshotTask, today: string): PrioritizedTask {
  const days = task.dueDate ? daysBetween(today, task.dueDate) : null;
  const impact = impactDollars(task.businessImpact);
  const reasons: string[] = [];
  if (days !== null) {
    reasons.push(
      days < 0
        ? `${plural(-days, "day")} overdue`
        : days === 0
          ? "Due today"
          : days === 1
            ? "Due tomorrow"
            : `Due in ${days} days`,
    );
  }
  if (task.priority === "high") reasons.push("high priority");
  if (task.businessImpact) reasons.push(task.businessImpact);
  const reason = reasons.join("; ");
  return move(
    {
      id: task.id,
      kind: "task",
      title: task.title,
      description: task.description ?? "",
      category: task.category ?? "General",
      estimatedTime: task.estimatedTime || 15,
      revenueImpact: impact,
      urgencyReason: reason ? reason[0].toUpperCase() + reason.slice(1) : "",
      dueDate: task.dueDate,
      action: null,
    },
    { money: moneyPoints(impact), time: timePoints(days), weight: WEIGHTS.task[task.priority] ?? WEIGHTS.task.low },
  );
}

export function contentMove(
  snapshot: Pick<FocusSnapshot, "postsToSocial" | "contentFrequency" | "postsNextWeek">,
): PrioritizedTask | null {
  if (!snapshot.postsToSocial) return null;
  const target = POSTS_PER_WEEK[snapshot.contentFrequency] ?? 0;
  const missing = target - snapshot.postsNextWeek;
  if (target === 0 || missing <= 0) return null;
  return move(
    {
      id: "content:week",
      kind: "content",
      title: `Schedule ${plural(missing, "more post")} for this week`,
      description: "Batch them in one sitting: answer five questions and The Creator drafts the captions.",
      category: "Content",
      estimatedTime: 30,
      revenueImpact: null,
      urgencyReason: `${snapshot.postsNextWeek} of ${target} posts scheduled for the next 7 days (your plan: ${snapshot.contentFrequency.replaceAll("-", " ")})`,
      dueDate: null,
      // "Posts behind plan" opens the content calendar (issue 11 §5).
      action: { type: "open", href: "/content?view=calendar" },
    },
    { money: 0, time: Math.min(20, 8 + 2 * missing), weight: WEIGHTS.content },
  );
}

export function workflowMove(wf: SnapshotWorkflow): PrioritizedTask {
  return move(
    {
      id: `workflow:${wf.id}`,
      kind: "workflow",
      title: `Move "${wf.title}" forward`,
      description: `This workflow is ${wf.progress}% done. Pick its next step.`,
      category: "Workflows",
      estimatedTime: 20,
      revenueImpact: null,
      urgencyReason: `Active workflow at ${wf.progress}%`,
      dueDate: null,
      action: { type: "open", href: "/workflows" },
    },
    { money: 0, time: timePoints(null), weight: WEIGHTS.workflow },
  );
}

/**
 * Every open money move, best first. Completed tasks and paid invoices never appear, nor a derived
 * move the owner marked done today.
 */
export function deriveMoves(snapshot: FocusSnapshot): PrioritizedTask[] {
  const moves: PrioritizedTask[] = [];
  for (const inv of snapshot.invoices) {
    if (inv.status === "paid") continue;
    const m = invoiceMove(inv, snapshot.today);
    if (m) moves.push(m);
  }
  for (const c of snapshot.clients) if (isIdle(c, snapshot.now)) moves.push(clientMove(c, snapshot.now));
  for (const t of snapshot.tasks) if (!t.completed) moves.push(taskMove(t, snapshot.today));
  const content = contentMove(snapshot);
  if (content) moves.push(content);
  for (const post of snapshot.posts ?? []) moves.push(postMove(post, snapshot.today, snapshot.timeZone));
  for (const wf of snapshot.workflows) {
    if (wf.status !== "active" || wf.progress >= 100) continue;
    moves.push(workflowMove(wf));
  }
  return moves.filter((m) => !snapshot.dismissed.has(m.id)).sort(compareMoves);
}

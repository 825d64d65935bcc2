// The weekly 'Growth Pulse' (spec 001 §2 "The Analyst"): from Monday 8:00 in the owner's time zone,
// one email with last week's figures and the three next moves from the focus engine, through the
// delivery outbox. The unique (owner, week) row is written with the queued email in one transaction,
// so two servers, a re-run or a crash never send it twice.
import { and, eq } from "drizzle-orm";
import { asOwner, type OwnerContext, type Services } from "../context";
import { publicAddress } from "../instance";
import { prepared, growthPulses, users } from "../db";
import { topMoves } from "../focus";
import { formatDueDate, formatMoney, moneyReceived, uncountedNote, invoiceSummary } from "../invoices";
import { queueEmail, type EmailToQueue } from "../mail";
import { addDays, instantAt, localHour, todayIn } from "../time";
import { getOwner } from "../users";
import { weekStart } from "./calendar";
import { completionsByDay, postsByDay } from "./local-days";

/** The pulse goes out from this local hour of the week's Monday (the job runs hourly). */
export const PULSE_HOUR = 8;

export interface PulseFigures {
  /** Monday and Sunday of the week reported on (the one that just ended). */
  from: string;
  to: string;
  /** Money received last week and the week before (decision 300), in the home currency. */
  paidCents: number;
  paidBeforeCents: number;
  /** Last week's money that has no rate to the home currency yet, in words; null when none. */
  uncountedNote: string | null;
  tasksCompleted: number;
  newClients: number;
  postsOut: number;
  overdueCount: number;
  overdueTotal: string;
  currency: string;
}

/** Last week's figures, for the week starting `week` (this week's Monday). */
export function pulseFigures(ctx: OwnerContext, timeZone: string, week: string): PulseFigures {
  const from = addDays(week, -7);
  const to = addDays(week, -1);
  const summary = invoiceSummary({ ctx });
  const start = instantAt(timeZone, from, "00:00");
  const end = instantAt(timeZone, week, "00:00");
  const inWeek = (days: Map<string, number>) =>
    [...days].filter(([d]) => d >= from && d <= to).reduce((s, [, n]) => s + n, 0);
  const posts = [...postsByDay(ctx, timeZone, start - 86_400_000).values()].reduce((s, days) => s + inWeek(days), 0);
  const newClients = prepared(ctx.db, "pulse:new-clients", (d) =>
    d.$client
      .prepare<[string, number, number], number>(
        "select count(*) from clients where user_id = ? and created_at >= ? and created_at < ?",
      )
      .pluck(),
  ).get(ctx.userId, start, end)!;
  const received = moneyReceived(ctx, from, to);
  return {
    from,
    to,
    paidCents: received.cents,
    paidBeforeCents: moneyReceived(ctx, addDays(from, -7), addDays(to, -7)).cents,
    uncountedNote: uncountedNote(received.uncounted, summary.currency),
    tasksCompleted: inWeek(completionsByDay(ctx, timeZone, start - 86_400_000)),
    newClients,
    postsOut: posts,
    overdueCount: summary.overdue.count,
    overdueTotal: summary.overdue.total,
    currency: summary.currency,
  };
}

export function growthPulseEmail(ctx: OwnerContext, timeZone: string, week: string): EmailToQueue {
  const owner = getOwner(ctx);
  const f = pulseFigures(ctx, timeZone, week);
  const money = (cents: number) => formatMoney((cents / 100).toFixed(2), f.currency);
  const change =
    f.paidBeforeCents > 0
      ? ` (${f.paidCents >= f.paidBeforeCents ? "+" : ""}${Math.round(((f.paidCents - f.paidBeforeCents) / f.paidBeforeCents) * 100)}% on the week before)`
      : "";
  const moves = topMoves(ctx, 3);
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return {
    userId: ctx.userId,
    kind: "growth_pulse",
    to: owner.email,
    subject: `Your Growth Pulse: ${money(f.paidCents)} paid last week`,
    body: [
      `Hi${owner.firstName ? ` ${owner.firstName}` : ""},`,
      "",
      `Your week from ${formatDueDate(f.from)} to ${formatDueDate(f.to)}:`,
      "",
      `- Paid to you: ${money(f.paidCents)}${change}`,
      ...(f.uncountedNote ? [`  ${f.uncountedNote}`] : []),
      `- Tasks completed: ${f.tasksCompleted}`,
      `- New clients: ${f.newClients}`,
      `- Posts that went out: ${f.postsOut}`,
      `- Overdue now: ${f.overdueCount === 0 ? "nothing" : `${plural(f.overdueCount, "invoice")}, ${formatMoney(f.overdueTotal, f.currency)}`}`,
      "",
      "Your next moves:",
      "",
      ...(moves.length
        ? moves.flatMap((m, i) => [`${i + 1}. ${m.title}`, `   Why: ${m.urgencyReason || m.description}`])
        : ["All caught up: no open money moves right now."]),
    ].join("\n"),
    template: {
      template: "message",
      brand: "Microteam",
      action: { label: "Open The Analyst", url: `${publicAddress(ctx).url}/analytics` },
      footer: "You get this weekly email because Email Notifications is on (Settings → Notifications).",
    },
    relatedType: "growth_pulse",
    relatedId: week,
  };
}

/**
 * The hourly job: every owner with Email Notifications on gets the week's pulse once, from Monday
 * 8:00 in their time zone (a server that was down catches up later in the week).
 */
export function runGrowthPulse(services: Services): { queued: number } {
  const now = services.clock.now();
  const owners = services.db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.emailNotifications, true), eq(users.onboardingCompleted, true)))
    .all();
  let queued = 0;
  for (const owner of owners) {
    const today = todayIn(owner.timeZone, now);
    const week = weekStart(today);
    if (today === week && localHour(owner.timeZone, now) < PULSE_HOUR) continue;
    const sent = services.db
      .select({ id: growthPulses.id })
      .from(growthPulses)
      .where(and(eq(growthPulses.userId, owner.id), eq(growthPulses.week, week)))
      .get();
    if (sent) continue;
    const email = growthPulseEmail(asOwner(services, owner.id), owner.timeZone, week);
    const row = services.db.transaction((tx) => {
      const claimed = tx
        .insert(growthPulses)
        .values({ userId: owner.id, week, createdAt: now })
        .onConflictDoNothing()
        .returning()
        .get();
      if (!claimed) return null;
      const queuedEmail = queueEmail(services, email);
      tx.update(growthPulses).set({ outboxId: queuedEmail.id }).where(eq(growthPulses.id, claimed.id)).run();
      return queuedEmail;
    });
    if (row) queued++;
  }
  return { queued };
}

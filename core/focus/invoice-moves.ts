// An open invoice's move, judged as a bookkeeper would: a never-sent invoice is sent, not chased; a
// payment the client says they made is checked, not chased; a late one is chased with the client's
// habit and the last reminder in mind; a very old small one is offered as "write off or settle?";
// one due within a week gets a heads-up. Pure (value.ts has the formulas).
import { daysBetween } from "../time";
import { dayNumber, localDay, type ClientFacts, type FocusAt, type InvoiceFacts } from "./facts";
import { once, type FoldType, type ScoredMove } from "./move";
import { daysAgo, dollars, inDays, plural, shortDate } from "./text";
import type { Alert, MoveAction, PrioritizedTask } from "./types";
import {
  CLAIM_DAYS,
  CLAIM_FACTOR,
  isWriteOff,
  paidChance,
  priorityOf,
  reminderRest,
  scoreOf,
  sendFactor,
  urgency,
  usualDaysLate,
  WRITE_OFF,
} from "./value";

/** Chases fold by how late they are: a month, a quarter, older. */
function chaseBucket(daysLate: number): string {
  return daysLate <= 30 ? "1-30" : daysLate <= 90 ? "31-90" : "91+";
}

/** "usually pays 9 days late", "usually pays on time", "usually pays 3 days early". */
export function habitText(habit: number): string {
  if (habit > 0) return `usually pays ${plural(habit, "day")} late`;
  if (habit < 0) return `usually pays ${plural(-habit, "day")} early`;
  return "usually pays on time";
}

/** The open invoice's move, or null when it needs nothing today (sent, due more than a week ahead). */
export function invoiceMove(inv: InvoiceFacts, client: ClientFacts | undefined, at: FocusAt): ScoredMove | null {
  if (inv.status !== "draft" && inv.status !== "pending" && inv.status !== "overdue") return null;
  const days = daysBetween(inv.dueDate, at.today);
  const markedOverdue = inv.status === "overdue" && days <= 0;
  // Marked overdue by the owner before its date: judged as a day late.
  const late = markedOverdue ? 1 : days;
  const amount = inv.amountCents / 100;
  const money = dollars(inv.amountCents, inv.currency);
  const clientName = client?.name ?? "the client";
  const email = client?.email ?? null;
  const todayNumber = dayNumber(at.today);
  const reminderDays = inv.lastReminderAt === null ? null : todayNumber - localDay(at, inv.lastReminderAt);
  const claimDays = inv.paymentClaimedAt === null ? null : todayNumber - localDay(at, inv.paymentClaimedAt);
  const habit = client ? usualDaysLate(client.paidDaysLate) : null;

  const base = {
    id: `invoice:${inv.id}`,
    kind: "invoice" as const,
    category: "Invoicing",
    search: `${inv.invoiceNumber} ${clientName} invoice:${inv.id}`.toLowerCase(),
  };
  const member = (type: FoldType) => ({
    type,
    label: `${inv.invoiceNumber} (${clientName})`,
    amountCents: inv.amountCents,
    currency: inv.currency,
    daysLate: late,
    invoiceId: inv.id,
    invoiceNumber: inv.invoiceNumber,
  });
  const task = (
    value: number,
    t: Omit<
      PrioritizedTask,
      "id" | "kind" | "category" | "priorityScore" | "automatedPriority" | "completed" | "revenueImpact" | "dueDate"
    >,
  ) => {
    const score = scoreOf(value);
    return once((): PrioritizedTask => ({
      id: base.id,
      kind: "invoice",
      category: base.category,
      priorityScore: score,
      automatedPriority: priorityOf(score),
      completed: false,
      revenueImpact: amount,
      dueDate: inv.dueDate,
      ...t,
    }));
  };
  const scored = (
    value: number,
    fold: FoldType | null,
    foldKey: string | null,
    alert: ScoredMove["alert"],
    build: () => PrioritizedTask,
    alertView?: () => Alert,
  ): ScoredMove => {
    const score = scoreOf(value);
    return {
      ...base,
      value,
      score,
      fold: foldKey,
      member: fold ? member(fold) : undefined,
      alert,
      task: build,
      alertView,
    };
  };
  // Without an email address nothing can be emailed: the move opens the client to add one.
  const openClient: MoveAction = { type: "open", href: `/clients/${inv.clientId}` };
  const noEmail = email ? "" : `; add an email address for ${clientName} to send it`;

  // Never sent: the client cannot pay what they never received.
  if (inv.status === "draft" || inv.sentAt === null) {
    const value = amount * paidChance(late) * sendFactor(late);
    const due =
      late > 0
        ? `its due date passed ${plural(late, "day")} ago`
        : late === 0
          ? "due today"
          : `due on ${shortDate(inv.dueDate, at.today)}`;
    const drafted = inv.status === "draft" ? Math.max(0, todayNumber - localDay(at, inv.createdAt)) : 0;
    return scored(
      value,
      "send",
      `send:all:${inv.currency}`,
      null,
      task(value, {
        title: `Send invoice ${inv.invoiceNumber} to ${clientName}`,
        description:
          inv.status === "draft"
            ? `${money} is drafted but ${clientName} has not received it yet.`
            : `Invoice ${inv.invoiceNumber} was never emailed: ${clientName} has not received it, so it is not chased.`,
        estimatedTime: 5,
        urgencyReason: `${money} for ${clientName}, never sent, ${due}${drafted ? `; drafted ${daysAgo(drafted)}` : ""}${noEmail}`,
        action: email ? { type: "send_invoice", invoiceId: inv.id, invoiceNumber: inv.invoiceNumber } : openClient,
      }),
    );
  }

  // The client says they paid: look for the money before chasing them again.
  if (claimDays !== null && claimDays <= CLAIM_DAYS) {
    const value = amount * CLAIM_FACTOR;
    return scored(
      value,
      null,
      null,
      null,
      task(value, {
        title: `Check that ${clientName}'s payment of ${money} arrived`,
        description: `${clientName} said ${daysAgo(claimDays)} that they have paid invoice ${inv.invoiceNumber}. Mark it paid once the money is in your account.`,
        estimatedTime: 5,
        urgencyReason: `${clientName} reported paying ${money} ${daysAgo(claimDays)}`,
        action: { type: "open", href: "/invoices" },
      }),
    );
  }

  if (late > 0) {
    const lateText = markedOverdue
      ? `marked overdue (due ${inDays(days === 0 ? 0 : -days)})`
      : `${plural(late, "day")} late`;
    const alertView = once((): Alert => ({
      id: base.id,
      type: "overdue_invoice",
      title: markedOverdue
        ? `Invoice ${inv.invoiceNumber} is marked overdue`
        : `Invoice ${inv.invoiceNumber} is ${plural(late, "day")} overdue`,
      description: `${money} from ${clientName}`,
      invoiceId: inv.id,
      amount,
    }));
    // Very old and small: collecting would likely cost more of the owner's time than it brings.
    const chase = amount * paidChance(late) * urgency(late - (habit ?? 0)) * reminderRest(reminderDays);
    if (isWriteOff(amount, late, at.hourlyRate)) {
      // Never worth more than chasing it would be: a larger debt never ranks below a smaller one.
      const value = Math.min(chase, amount * paidChance(late) * WRITE_OFF.factor);
      return scored(
        value,
        "write_off",
        `write_off:all:${inv.currency}`,
        "overdue_invoice",
        task(value, {
          title: `Write off or settle ${money} from ${clientName}?`,
          description: `Invoice ${inv.invoiceNumber} is ${plural(late, "day")} late. Collecting it would likely cost more of your time than it brings in: offer a settlement or write it off.`,
          estimatedTime: 10,
          urgencyReason: `${money} from ${clientName}, ${lateText}; likely worth less than ${WRITE_OFF.hours} hours of your time to collect`,
          action: { type: "open", href: "/invoices" },
        }),
        alertView,
      );
    }
    const value = chase;
    return scored(
      value,
      "chase",
      `chase:${chaseBucket(late)}:${inv.currency}`,
      "overdue_invoice",
      task(value, {
        title: `Chase ${money} from ${clientName}`,
        description: `Invoice ${inv.invoiceNumber} is overdue. A short, friendly reminder usually gets it paid.`,
        estimatedTime: 10,
        urgencyReason: [
          `${money} from ${clientName}, ${lateText}`,
          habit !== null ? `${clientName} ${habitText(habit)}` : null,
          reminderText(inv.reminders, reminderDays),
        ]
          .filter(Boolean)
          .join("; ")
          .concat(noEmail),
        action: email ? { type: "nudge_invoice", invoiceId: inv.id, invoiceNumber: inv.invoiceNumber } : openClient,
      }),
      alertView,
    );
  }

  // Due within a week: a heads-up now avoids chasing later (a late payer's more so).
  if (-late <= 7) {
    const value = amount * urgency(late - (habit ?? 0)) * reminderRest(reminderDays);
    const when = inDays(-late);
    return scored(
      value,
      "heads_up",
      `heads_up:all:${inv.currency}`,
      null,
      task(value, {
        title: `Make sure ${clientName} pays ${money} ${when}`,
        description: `Invoice ${inv.invoiceNumber} falls due ${when}. A heads-up now avoids chasing later.`,
        estimatedTime: 5,
        urgencyReason: [
          `${money} from ${clientName} due ${when}`,
          habit !== null && habit > 0 ? `${clientName} ${habitText(habit)}` : null,
          reminderText(inv.reminders, reminderDays),
        ]
          .filter(Boolean)
          .join("; ")
          .concat(noEmail),
        action: email ? { type: "nudge_invoice", invoiceId: inv.id, invoiceNumber: inv.invoiceNumber } : openClient,
      }),
    );
  }
  return null;
}

/** "reminded yesterday", "3 reminders sent, the last 5 days ago", or nothing. */
function reminderText(count: number, days: number | null): string | null {
  if (days === null || count === 0) return null;
  return count === 1 ? `reminded ${daysAgo(days)}` : `${count} reminders sent, the last ${daysAgo(days)}`;
}

// An open invoice's move, judged as a bookkeeper would: a never-sent invoice is sent, not chased; one
// that may have been sent (the mail server did not confirm it) is checked with the client; a
// payment the client says they made is checked, not chased; a late one is chased with the client's
// habit and the last reminder in mind (a chronic late payer's more urgently); a very old small one is
// offered as "write off or settle?"; one due within a week gets a heads-up, unless the client always
// pays on time (docs/decisions/325-focus-as-a-bookkeeper.md). Small moves fold by client (fold.ts).
// Pure (value.ts has the formulas); the text is written only for the moves shown.
import { MAY_HAVE_BEEN_SENT } from "../mail/state";
import { dayNumber, localDay, type ClientFacts, type FocusAt, type InvoiceFacts } from "./facts";
import { Move, type FoldType, type MoveWriter, type ScoredMove } from "./move";
import { daysAgo, dollars, inDays, plural, shortDate } from "./text";
import type { Alert, MoveAction, PrioritizedTask } from "./types";
import {
  chaseLateness,
  CLAIM_DAYS,
  CLAIM_FACTOR,
  headsUpFactor,
  isWriteOff,
  paidChance,
  priorityOf,
  reminderRest,
  sendFactor,
  urgency,
  usualDaysLate,
  WRITE_OFF,
} from "./value";

/** The fold a client's small moves of one kind join: one move with that client, never with another's. */
const byClient = (type: FoldType, inv: InvoiceFacts) => `${type}:${inv.clientId}:${inv.currency}`;

/** "usually pays 9 days late", "usually pays on time", "usually pays 3 days early". */
export function habitText(habit: number): string {
  if (habit > 0) return `usually pays ${plural(habit, "day")} late`;
  if (habit < 0) return `usually pays ${plural(-habit, "day")} early`;
  return "usually pays on time";
}

/** What an invoice's move is written from. */
interface InvoiceSituation {
  inv: InvoiceFacts;
  client: ClientFacts | undefined;
  at: FocusAt;
  /** Days past the due date (negative before it). */
  days: number;
  /** Days late as judged: an invoice the owner marked overdue before its date counts as a day late. */
  late: number;
  markedOverdue: boolean;
  habit: number | null;
  reminderDays: number | null;
  claimDays: number | null;
}

/** The open invoice's move, or null when it needs nothing today (sent, due more than a week ahead). */
export function invoiceMove(inv: InvoiceFacts, client: ClientFacts | undefined, at: FocusAt): ScoredMove | null {
  if (inv.status !== "draft" && inv.status !== "pending" && inv.status !== "overdue") return null;
  const today = dayNumber(at.today);
  const days = today - dayNumber(inv.dueDate);
  const markedOverdue = inv.status === "overdue" && days <= 0;
  const s: InvoiceSituation = {
    inv,
    client,
    at,
    days,
    late: markedOverdue ? 1 : days,
    markedOverdue,
    habit: client ? usualDaysLate(client.paidDaysLate) : null,
    reminderDays: inv.lastReminderAt === null ? null : today - localDay(at, inv.lastReminderAt),
    claimDays: inv.paymentClaimedAt === null ? null : today - localDay(at, inv.paymentClaimedAt),
  };
  // Moves are valued in the home currency at the invoice's recorded rate; without one (just after a change
  // of home currency) the invoice's own amount stands in, for ranking only: no figure shown adds it.
  const amount = (inv.homeCents ?? inv.amountCents) / 100;
  const late = s.late;

  // Handed to the mail server, which did not confirm it (core/invoices/delivery.ts): the client may well
  // have it, so it is not "never sent" and not folded with those. The owner checks with the client or
  // sends it again on purpose (the send asks to confirm); it is worth what sending it would be, since
  // until then nobody knows the client can pay it (docs/decisions/318).
  if (inv.status !== "draft" && inv.sentAt === null && inv.possiblySentAt !== null) {
    return move(s, CHECK_SENT, amount * paidChance(late) * sendFactor(late), null, null, null);
  }
  // Never sent: the client cannot pay what they never received.
  if (inv.status === "draft" || inv.sentAt === null) {
    return move(s, SEND, amount * paidChance(late) * sendFactor(late), "send", byClient("send", inv), null);
  }
  // The client says they paid: look for the money before chasing them again.
  if (s.claimDays !== null && s.claimDays <= CLAIM_DAYS) return move(s, CLAIM, amount * CLAIM_FACTOR, null, null, null);

  if (late > 0) {
    const chase = amount * paidChance(late) * urgency(chaseLateness(late, s.habit)) * reminderRest(s.reminderDays);
    // Very old and small: collecting would likely cost more of the owner's time than it brings.
    if (isWriteOff(amount, late, at.hourlyRate)) {
      // Never worth more than chasing it would be: a larger debt never ranks below a smaller one.
      const value = Math.min(chase, amount * paidChance(late) * WRITE_OFF.factor);
      return move(s, WRITE_OFF_WRITER, value, "write_off", `write_off:all:${inv.currency}`, "overdue_invoice");
    }
    return move(s, CHASE, chase, "chase", byClient("chase", inv), "overdue_invoice");
  }
  // Due within a week: a heads-up now avoids chasing a late payer later; wasted on a punctual one.
  const factor = -late <= 7 ? headsUpFactor(-late, s.habit) : null;
  if (factor === null) return null;
  return move(s, HEADS_UP, amount * factor * reminderRest(s.reminderDays), "heads_up", byClient("heads_up", inv), null);
}

function move(
  s: InvoiceSituation,
  writer: MoveWriter<InvoiceSituation>,
  value: number,
  fold: FoldType | null,
  foldKey: string | null,
  alert: Alert["type"] | null,
): ScoredMove {
  const { inv } = s;
  return new Move(
    {
      id: `invoice:${inv.id}`,
      kind: "invoice",
      category: "Invoicing",
      value,
      fold: foldKey,
      member: fold
        ? {
            type: fold,
            label: `${inv.invoiceNumber} (${clientName(s)})`,
            amountCents: inv.amountCents,
            currency: inv.currency,
            homeCents: inv.homeCents === undefined ? inv.amountCents : inv.homeCents,
            daysLate: s.late,
            invoiceId: inv.id,
            invoiceNumber: inv.invoiceNumber,
            ledgerTab: ledgerTabOf(s),
            clientId: inv.clientId,
            clientName: clientName(s),
          }
        : undefined,
      alert,
    },
    s,
    writer,
  );
}

/** The ledger's tab that lists the invoice, by the rule of core/invoices/list.ts (effective status). */
const ledgerTabOf = (s: InvoiceSituation) =>
  s.inv.status === "draft" ? "draft" : s.late > 0 ? "overdue" : ("pending" as const);

const clientName = (s: InvoiceSituation) => s.client?.name ?? "the client";
const money = (s: InvoiceSituation) => dollars(s.inv.amountCents, s.inv.currency);

/** The fields every invoice move shares, around the text of its kind. */
function written(
  s: InvoiceSituation,
  m: Move<InvoiceSituation>,
  text: Pick<PrioritizedTask, "title" | "description" | "estimatedTime" | "urgencyReason" | "action">,
): PrioritizedTask {
  return {
    id: m.id,
    kind: "invoice",
    title: text.title,
    description: text.description,
    automatedPriority: priorityOf(m.score),
    category: m.category,
    estimatedTime: text.estimatedTime,
    revenueImpact: s.inv.homeCents === null ? null : (s.inv.homeCents ?? s.inv.amountCents) / 100,
    priorityScore: m.score,
    urgencyReason: text.urgencyReason,
    completed: false,
    dueDate: s.inv.dueDate,
    action: text.action,
  };
}

const search = (s: InvoiceSituation) => `${s.inv.invoiceNumber} ${clientName(s)} invoice:${s.inv.id}`.toLowerCase();

/** The reminder itself when the client has an email address; else open the client to add one. */
function remindOr(s: InvoiceSituation, action: MoveAction): MoveAction {
  return s.client?.email ? action : { type: "open", href: `/clients/${s.inv.clientId}` };
}
const noEmail = (s: InvoiceSituation) =>
  s.client?.email ? "" : `; add an email address for ${clientName(s)} to send it`;

const nudge = (s: InvoiceSituation): MoveAction =>
  remindOr(s, { type: "nudge_invoice", invoiceId: s.inv.id, invoiceNumber: s.inv.invoiceNumber });

const overdueAlert = (s: InvoiceSituation, m: Move<InvoiceSituation>): Alert => ({
  id: m.id,
  type: "overdue_invoice",
  title: s.markedOverdue
    ? `Invoice ${s.inv.invoiceNumber} is marked overdue`
    : `Invoice ${s.inv.invoiceNumber} is ${plural(s.late, "day")} overdue`,
  description: `${money(s)} from ${clientName(s)}`,
  invoiceId: s.inv.id,
  amount: s.inv.amountCents / 100,
});

const lateText = (s: InvoiceSituation) =>
  s.markedOverdue ? `marked overdue (due ${inDays(s.days === 0 ? 0 : -s.days)})` : `${plural(s.late, "day")} late`;

/** "reminded yesterday", "3 reminders sent, the last 5 days ago", or nothing. */
function reminderText(count: number, days: number | null): string | null {
  if (days === null || count === 0) return null;
  return count === 1 ? `reminded ${daysAgo(days)}` : `${count} reminders sent, the last ${daysAgo(days)}`;
}

const SEND: MoveWriter<InvoiceSituation> = {
  search,
  task: (s, m) => {
    const { inv, at } = s;
    const name = clientName(s);
    const due = dueText(s);
    const drafted = inv.status === "draft" ? Math.max(0, dayNumber(at.today) - localDay(at, inv.createdAt)) : 0;
    return written(s, m, {
      title: `Send invoice ${inv.invoiceNumber} to ${name}`,
      description:
        inv.status === "draft"
          ? `${money(s)} is drafted but ${name} has not received it yet.`
          : `Invoice ${inv.invoiceNumber} was never emailed: ${name} has not received it, so it is not chased.`,
      estimatedTime: 5,
      urgencyReason: `${money(s)} for ${name}, never sent, ${due}${drafted ? `; drafted ${daysAgo(drafted)}` : ""}${noEmail(s)}`,
      action: remindOr(s, { type: "send_invoice", invoiceId: inv.id, invoiceNumber: inv.invoiceNumber }),
    });
  },
};

/** "its due date passed 3 days ago", "due today", "due on Dec 4". */
function dueText(s: InvoiceSituation): string {
  const { late, inv, at } = s;
  return late > 0
    ? `its due date passed ${plural(late, "day")} ago`
    : late === 0
      ? "due today"
      : `due on ${shortDate(inv.dueDate, at.today)}`;
}

/** An invoice email the mail server took without confirming it: check with the client, or send it again. */
const CHECK_SENT: MoveWriter<InvoiceSituation> = {
  search,
  task: (s, m) => {
    const { inv, at } = s;
    const name = clientName(s);
    const when = daysAgo(Math.max(0, dayNumber(at.today) - localDay(at, inv.possiblySentAt ?? inv.createdAt)));
    return written(s, m, {
      title: `Check that ${name} received invoice ${inv.invoiceNumber}`,
      description: `Invoice ${inv.invoiceNumber} ${MAY_HAVE_BEEN_SENT} ${when}: the mail server took it but did not confirm it, so it is not sent again automatically. Ask ${name} whether it arrived, or send it again on purpose (you will be asked to confirm).`,
      estimatedTime: 5,
      urgencyReason: `${money(s)} for ${name}, ${MAY_HAVE_BEEN_SENT} (not confirmed), ${dueText(s)}${noEmail(s)}`,
      action: remindOr(s, { type: "send_invoice", invoiceId: inv.id, invoiceNumber: inv.invoiceNumber }),
    });
  },
};

const CLAIM: MoveWriter<InvoiceSituation> = {
  search,
  task: (s, m) => {
    const name = clientName(s);
    const when = daysAgo(s.claimDays ?? 0);
    return written(s, m, {
      title: `Check that ${name}'s payment of ${money(s)} arrived`,
      description: `${name} said ${when} that they have paid invoice ${s.inv.invoiceNumber}. Mark it paid once the money is in your account.`,
      estimatedTime: 5,
      urgencyReason: `${name} reported paying ${money(s)} ${when}`,
      action: { type: "open", href: "/invoices", status: ledgerTabOf(s) },
    });
  },
};

const WRITE_OFF_WRITER: MoveWriter<InvoiceSituation> = {
  search,
  alert: overdueAlert,
  task: (s, m) => {
    const name = clientName(s);
    return written(s, m, {
      title: `Write off or settle ${money(s)} from ${name}?`,
      description: `Invoice ${s.inv.invoiceNumber} is ${plural(s.late, "day")} late. Collecting it would likely cost more of your time than it brings in: offer a settlement or write it off.`,
      estimatedTime: 10,
      urgencyReason: `${money(s)} from ${name}, ${lateText(s)}; likely worth less than ${WRITE_OFF.hours} hours of your time to collect`,
      action: { type: "open", href: "/invoices", status: "overdue" },
    });
  },
};

const CHASE: MoveWriter<InvoiceSituation> = {
  search,
  alert: overdueAlert,
  task: (s, m) => {
    const name = clientName(s);
    return written(s, m, {
      title: `Chase ${money(s)} from ${name}`,
      description: `Invoice ${s.inv.invoiceNumber} is overdue. A short, friendly reminder usually gets it paid.`,
      estimatedTime: 10,
      urgencyReason: [
        `${money(s)} from ${name}, ${lateText(s)}`,
        s.habit !== null ? `${name} ${habitText(s.habit)}` : null,
        reminderText(s.inv.reminders, s.reminderDays),
      ]
        .filter(Boolean)
        .join("; ")
        .concat(noEmail(s)),
      action: nudge(s),
    });
  },
};

const HEADS_UP: MoveWriter<InvoiceSituation> = {
  search,
  task: (s, m) => {
    const name = clientName(s);
    const when = inDays(-s.late);
    return written(s, m, {
      title: `Make sure ${name} pays ${money(s)} ${when}`,
      description: `Invoice ${s.inv.invoiceNumber} falls due ${when}. A heads-up now avoids chasing later.`,
      estimatedTime: 5,
      urgencyReason: [
        `${money(s)} from ${name} due ${when}`,
        s.habit !== null && s.habit > 0 ? `${name} ${habitText(s.habit)}` : null,
        reminderText(s.inv.reminders, s.reminderDays),
      ]
        .filter(Boolean)
        .join("; ")
        .concat(noEmail(s)),
      action: nudge(s),
    });
  },
};

import type { Services } from "../context";
import { publish } from "../events";
import { asOwner } from "../context";
import { clientEmailsHeld, clientLinksHeld } from "../instance";
import type { Client, Invoice } from "../db";
import { invoiceDelivery } from "../invoices/delivery";
import { clientEmailsLeft, MAY_HAVE_BEEN_SENT, ownerSender, type OwnerSender, newBatchId } from "../mail";
import { formatCents } from "../money";
import type { PaymentHistory } from "./adaptive";
import { jobStatements, lateFeeOf, numbersOf, planOf, scheduleOf, toInvoice, type Candidate } from "./candidates";
import { chargeLateFees } from "./charge-late-fee";
import { paymentHistories } from "./history";
import { feePeriodReached, lateFeeNotice } from "./late-fee-rule";
import { resolveSchedule } from "./resolve";
import { DEFAULT_SCHEDULE, stepReached } from "./schedule";
import { daysBetween, todayIn } from "../time";
import {
  allocate,
  currentInstalment,
  formatMoney,
  type Instalment,
  queueInvoiceMails,
  reminderMessage,
  reminderSubject,
  ReminderOutcome,
} from "../invoices";

/** The paragraph of a reminder about one instalment of a payment plan. */
export const planNotice = (position: number, of: number, owedCents: number, currency: string) =>
  `This reminder is about instalment ${position} of ${of} of the payment plan for this invoice; ${formatMoney(formatCents(owedCents), currency)} is still owed in all.`;

/** Spec 001 §9's default: 1, 3 and 7 days past due (an owner, client or invoice may set others). */
export const REMINDER_STAGES = DEFAULT_SCHEDULE.steps;

/** The default schedule's stage at `days` past due: the highest reached (a missed day-3 run still sends on day 5). */
export const stageFor = (days: number): number | null => stepReached(REMINDER_STAGES, days);

export { ReminderOutcome };

export interface ReminderRun {
  markedOverdue: number;
  /** The emails this run queued share a batch, to follow their delivery. */
  batchId: string | null;
  reminders: ReminderOutcome[];
}

interface Due {
  invoice: Invoice;
  client: Client;
  /** The step to claim and send; null: only a late fee to charge now (its notice waits for a reminder). */
  stage: number | null;
  days: number;
  today: string;
  fee: { rule: NonNullable<ReturnType<typeof lateFeeOf>>; period: number } | null;
  /** Why the email waits (quiet period), if it does. */
  deferred: string | null;
  /** Off the schedule, only to tell a late fee: nothing to send if no fee is left to tell. */
  noticeOnly: boolean;
  /** The payment plan, if any: its current instalment anchors the steps (0: none). */
  plan: Instalment[];
  instalment: number;
}

/**
 * The hourly job (docs/decisions/210-reminder-schedules.md): past-due awaiting invoices become overdue;
 * each invoice the client received gets the step its schedule has reached, once, and the late fee of
 * the period reached, once. Deciding and claiming happen in one transaction: the unique (invoice, step)
 * and (invoice, period) rows are inserted with the queued email and the fee's line, so two runs at once
 * (two processes, or the CLI beside the server) queue one email and charge one fee.
 * A step waits ('deferred', sent at a later run) while the invoice is inside the quiet period of an
 * earlier reminder or of the invoice email, or while the owner's hourly allowance of emails to clients
 * is spent. An invoice never sent to the client gets no reminder: the focus engine proposes sending it.
 * With `dryRun`, nothing is written: the answer lists what would be queued and charged.
 */
export function runReminderJob(services: Services, options: { userId?: string; dryRun?: boolean } = {}): ReminderRun {
  const now = services.clock.now();
  const quietHours = services.settings.reminderQuietHours;
  const quietMs = quietHours * 3_600_000;
  const s = jobStatements(services.db.$client);
  const todayByZone = new Map<string, string>();
  const today = (zone: string) => {
    let d = todayByZone.get(zone);
    if (!d) todayByZone.set(zone, (d = todayIn(zone, now)));
    return d;
  };
  const histories = new Map<string, Map<string, PaymentHistory>>();
  const historyOf = (userId: string, clientId: string) => {
    let h = histories.get(userId);
    if (!h) histories.set(userId, (h = paymentHistories(services.db, userId)));
    return h.get(clientId) ?? null;
  };

  return services.db.transaction(() => {
    // Reminders wait, as for the allowance, while their links would point at this computer (decision 321).
    // A real run saves this process's PUBLIC_URL first when none is saved yet; a dry run only reads.
    const held = options.dryRun ? clientLinksHeld(services) : clientEmailsHeld(services);
    const candidates = s.candidates.all({ userId: options.userId ?? null }) as Candidate[];
    const becameOverdue: { id: string; userId: string }[] = [];
    const outcomes: ReminderOutcome[] = [];
    const due = new Map<string, Due[]>();
    for (const c of candidates) {
      const invoice = toInvoice(c);
      const t = today(c.timeZone);
      const days = daysBetween(invoice.dueDate, t);
      if (days > 0 && invoice.status === "pending") becameOverdue.push({ id: invoice.id, userId: invoice.userId });
      if (!c.remindersOn) continue;
      // With a payment plan, the steps count from the first instalment not yet paid (decision 213).
      const plan = planOf(c.plan);
      const current = plan.length ? currentInstalment(allocate(plan, invoice.amountCents, invoice.paidCents)) : null;
      const instalment = current?.position ?? 0;
      const stepDays = current ? daysBetween(current.dueDate, t) : days;
      const claimed = new Set((c.sentStages ?? "").split(",").filter(Boolean));
      const resolved = resolveSchedule({
        invoiceSchedule: invoice.reminderSchedule,
        invoicePaused: invoice.remindersPaused,
        clientSchedule: scheduleOf(c.c_schedule),
        clientPaused: !!c.c_paused,
        clientName: c.c_name,
        ownerSchedule: scheduleOf(c.u_schedule),
        adaptive: !!c.u_adaptive,
        history: () => historyOf(invoice.userId, invoice.clientId),
      });
      if (stepDays < resolved.steps[0] && days <= 0) continue;
      const step = stepReached(resolved.steps, stepDays);
      const stepDue = step !== null && !claimed.has(`${instalment}:${step}`) ? step : null;
      const rule = lateFeeOf(c.u_late_fee);
      const period = rule && days > 0 ? feePeriodReached(rule, days) : null;
      const fee = rule && period !== null && !numbersOf(c.feePeriods).includes(period) ? { rule, period } : null;
      // A fee charged now, or one not yet told, goes out with a reminder today even off the schedule.
      const noticeStage = (fee || c.feesUntold > 0) && !claimed.has(`${instalment}:${stepDays}`) ? stepDays : null;
      const stage = stepDue ?? noticeStage;
      if (stage === null && !fee) continue;
      const base = {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        clientName: c.c_name,
        stage: stage ?? stepDays,
        daysOverdue: Math.max(0, stepDays),
        ...(instalment ? { instalment } : {}),
      };
      if (resolved.paused) {
        if (stepDue !== null)
          outcomes.push({
            ...base,
            to: c.c_email,
            status: "skipped",
            reason: `reminders are paused for this ${resolved.paused}`,
          });
        continue;
      }
      if (invoice.sentAt === null) {
        if (stepDue !== null)
          outcomes.push({
            ...base,
            to: c.c_email,
            status: "skipped",
            // May have been sent (core/invoices/delivery.ts): the client may have it, but no reminder
            // chases an invoice the mail server never confirmed.
            reason:
              invoiceDelivery(null, c.possiblySentAt) === "possibly_sent"
                ? `the invoice ${MAY_HAVE_BEEN_SENT} (the mail server did not confirm it): check with the client, or send it again`
                : "never sent to the client: send the invoice first",
          });
        continue;
      }
      if (!c.c_email) {
        outcomes.push({ ...base, to: null, status: "skipped", reason: `${c.c_name} has no email address` });
        continue;
      }
      const last = Math.max(c.lastReminder ?? 0, invoice.sentAt.getTime());
      const deferred =
        stage !== null && last > now.getTime() - quietMs
          ? c.lastReminder !== null && c.lastReminder >= invoice.sentAt.getTime()
            ? `a reminder went out less than ${quietHours} hours ago`
            : `the invoice was emailed less than ${quietHours} hours ago`
          : null;
      const client = { id: invoice.clientId, name: c.c_name, email: c.c_email } as Client;
      const list = due.get(invoice.userId) ?? [];
      list.push({
        invoice,
        client,
        stage,
        days: stepDays,
        today: t,
        fee,
        deferred,
        noticeOnly: stepDue === null,
        plan,
        instalment,
      });
      due.set(invoice.userId, list);
    }

    if (options.dryRun) {
      for (const list of due.values())
        for (const d of list) {
          const waits = d.stage === null ? null : (d.deferred ?? held);
          if (d.stage !== null || d.fee)
            outcomes.push({
              invoiceId: d.invoice.id,
              invoiceNumber: d.invoice.invoiceNumber,
              clientName: d.client.name,
              to: d.client.email,
              stage: d.stage ?? d.days,
              daysOverdue: Math.max(0, d.days),
              status: d.stage === null ? "skipped" : waits ? "deferred" : "would_send",
              ...(waits ? { reason: waits } : {}),
              ...(d.fee ? { lateFee: "would be charged" } : {}),
            });
        }
      return { markedOverdue: becameOverdue.length, batchId: null, reminders: outcomes };
    }

    const markOverdue = services.db.$client.prepare(
      "update invoices set status = 'overdue', updated_at = ? where id = ? and status = 'pending'",
    );
    for (const { id, userId } of becameOverdue)
      if (markOverdue.run(now.getTime(), id).changes === 1)
        publish(services, { type: "invoice.overdue", userId: userId, subjectId: id });

    // Every fee of this run at once (prepared claims, set-based writes), before the reminders that tell them.
    const fees = chargeLateFees(
      services,
      [...due.values()].flatMap((list) =>
        list.flatMap((d) =>
          d.fee ? [{ invoice: d.invoice, fee: d.fee.rule, period: d.fee.period, today: d.today }] : [],
        ),
      ),
      now,
    );
    const batchId = newBatchId();
    for (const [userId, list] of due) {
      const ctx = asOwner(services, userId);
      let left = clientEmailsLeft(ctx);
      const sender: OwnerSender = ownerSender(ctx);
      for (const item of list) {
        const fee = fees.get(item.invoice.id);
        const invoice = fee?.invoice ?? item.invoice;
        const charged = fee ? formatCents(fee.amountCents) : undefined;
        const base = {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          clientName: item.client.name,
          to: item.client.email,
          stage: item.stage ?? item.days,
          daysOverdue: Math.max(0, item.days),
          ...(charged ? { lateFee: charged } : {}),
          ...(item.instalment ? { instalment: item.instalment } : {}),
        };
        if (item.stage === null) {
          if (charged)
            outcomes.push({
              ...base,
              status: "skipped",
              reason: "late fee charged; it is told with the next reminder",
            });
          continue;
        }
        const waits =
          item.deferred ?? held ?? (left <= 0 ? "the hourly allowance of emails to clients is used up" : null);
        if (waits) {
          outcomes.push({ ...base, status: "deferred", reason: waits });
          continue;
        }
        const untold = s.untold.all(invoice.id) as { id: string; amountCents: number; chargedOn: string }[];
        if (item.noticeOnly && untold.length === 0) continue;
        // Claim the step first: if another run took it, queue nothing.
        const reminderId = crypto.randomUUID();
        if (s.claim.run(reminderId, invoice.id, item.stage, item.instalment, null, now.getTime()).changes === 0)
          continue;
        // About an instalment: its balance and due date fill the message (a fee is due with the last one).
        const current = item.plan.length
          ? currentInstalment(allocate(item.plan, invoice.amountCents, invoice.paidCents))
          : null;
        const notices = [
          current
            ? planNotice(current.position, item.plan.length, invoice.amountCents - invoice.paidCents, invoice.currency)
            : null,
          untold.length ? lateFeeNotice(untold, invoice.currency) : null,
        ].filter((n): n is string => n !== null);
        const about = current
          ? { ...invoice, dueDate: current.dueDate, amountCents: invoice.paidCents + current.balanceCents }
          : invoice;
        const { queued } = queueInvoiceMails(
          ctx,
          [
            {
              invoice: about,
              client: item.client,
              kind: "reminder",
              subject: reminderSubject(invoice.invoiceNumber),
              body: reminderMessage(sender.signature, notices.length ? notices.join("\n\n") : undefined),
            },
          ],
          item.today,
          sender,
          batchId,
        );
        s.link.run(queued[0].emailId, reminderId);
        for (const f of untold) s.tell.run(queued[0].emailId, f.id);
        left--;
        outcomes.push({ ...base, status: "queued" });
      }
    }
    const queuedAny = outcomes.some((o) => o.status === "queued");
    return { markedOverdue: becameOverdue.length, batchId: queuedAny ? batchId : null, reminders: outcomes };
  });
}

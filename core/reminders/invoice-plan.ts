// One invoice's reminders as its page shows them: which schedule it follows and why (the adaptive
// sentence from the client's real figures), each step's date and what happened to it, the late fees
// charged, and whatever stops reminders (paused, never sent, reminders off).
import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoiceLateFees } from "../db";
import { POSSIBLY_SENT } from "../mail";
import { formatCents } from "../money";
import { getInvoiceOfOwner, ownerToday } from "../invoices";
import { addDays } from "../time";
import { getOwner } from "../users";
import { allocate, currentInstalment, readInstalments } from "../invoices";
import { paymentHistories } from "./history";
import { describeLateFee } from "./late-fee-rule";
import { resolveSchedule } from "./resolve";
import { describeSchedule } from "./schedule";

export type { StepState } from "./views";
import type { StepState } from "./views";

export type { InvoiceReminderPlan } from "./views";
import type { InvoiceReminderPlan } from "./views";

const STEPS_SHOWN = 12;

/** GET /api/reminders/invoices/{id}. Another owner's id is a 404. */
export function getInvoiceReminderPlan({ ctx, id }: { ctx: OwnerContext; id: string }): InvoiceReminderPlan {
  const invoice = getInvoiceOfOwner(ctx, id);
  const owner = getOwner(ctx);
  const client = ctx.db.select().from(clients).where(eq(clients.id, invoice.clientId)).get()!;
  const resolved = resolveSchedule({
    invoiceSchedule: invoice.reminderSchedule,
    invoicePaused: invoice.remindersPaused,
    clientSchedule: client.reminderSchedule,
    clientPaused: client.remindersPaused,
    clientName: client.name,
    ownerSchedule: owner.reminderSchedule,
    adaptive: owner.adaptiveReminders,
    history: () => paymentHistories(ctx.db, ctx.userId, client.id).get(client.id) ?? null,
  });
  const today = ownerToday(ctx);
  const instalments = readInstalments(ctx, invoice.id);
  const current = instalments.length
    ? currentInstalment(
        allocate(instalments, invoice.amountCents, invoice.status === "paid" ? invoice.amountCents : invoice.paidCents),
      )
    : null;
  const position = current?.position ?? 0;
  const anchor = current?.dueDate ?? invoice.dueDate;
  const claimed = new Map(
    (
      ctx.db.$client
        .prepare(
          `select r.stage, o.status from invoice_reminders r left join email_outbox o on o.id = r.outbox_id
           where r.invoice_id = ? and r.instalment = ?`,
        )
        .all(invoice.id, position) as { stage: number; status: string | null }[]
    ).map((r) => [r.stage, r.status]),
  );
  const open = invoice.status === "pending" || invoice.status === "overdue" || invoice.status === "draft";
  const steps = resolved.steps.slice(0, STEPS_SHOWN).map((step) => {
    const date = addDays(anchor, step);
    const status = claimed.get(step);
    const state: StepState =
      status === "sent" || status === "stored"
        ? "sent"
        : status === POSSIBLY_SENT
          ? "possibly_sent"
          : status === "failed" || status === "cancelled"
            ? "failed"
            : claimed.has(step)
              ? "queued"
              : date < today || !open
                ? "passed"
                : "upcoming";
    return { step, date, state };
  });
  const blocked = !open
    ? `The invoice is ${invoice.status}: no more reminders.`
    : !owner.invoiceReminders
      ? "Automatic reminders are off (Notification Settings → Invoice Reminders)."
      : resolved.paused === "invoice"
        ? "Reminders are paused for this invoice."
        : resolved.paused === "client"
          ? `Reminders are paused for ${client.name}.`
          : invoice.sentAt === null
            ? "Reminders start once the invoice has been sent to the client."
            : !client.email
              ? `${client.name} has no email address.`
              : null;
  const fees = ctx.db
    .select()
    .from(invoiceLateFees)
    .where(eq(invoiceLateFees.invoiceId, invoice.id))
    .orderBy(asc(invoiceLateFees.period))
    .all();
  return {
    invoiceId: invoice.id,
    source: resolved.source,
    own: invoice.reminderSchedule,
    schedule: resolved.schedule,
    description: describeSchedule(resolved.schedule),
    adaptive: resolved.adaptation ? { shift: resolved.adaptation.shift, reason: resolved.adaptation.reason } : null,
    open,
    paused: resolved.paused !== null,
    pausedBy: resolved.paused,
    blocked,
    steps,
    instalment: current ? { position: current.position, of: instalments.length, dueDate: current.dueDate } : null,
    lateFeeRule: owner.lateFee ? describeLateFee(owner.lateFee, invoice.currency) : null,
    lateFees: fees.map((f) => ({
      id: f.id,
      period: f.period,
      amount: formatCents(f.amountCents),
      chargedOn: f.chargedOn,
      waived: f.waivedAt !== null,
      told: f.noticeOutboxId !== null,
    })),
  };
}

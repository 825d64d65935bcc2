import { and, eq, inArray, sql } from "drizzle-orm";
import { asOwner, type Services } from "../context";
import {
  clients,
  emailOutbox,
  invoiceReminders,
  invoices,
  users,
  type Client,
  type Invoice,
  type OutboxEmail,
} from "../db/schema";
import { deliverQueuedEmails, queueEmail } from "../mail/send";
import { daysBetween, todayIn } from "../time";
import { ownerSignature, templateValues } from "./mailing";
import { reminderBody, reminderSubject } from "./templates";

/** Automatic reminders go out 1, 3 and 7 days past due (spec 001 §9). */
export const REMINDER_STAGES = [1, 3, 7] as const;

/** The stage due at `days` past due: the highest stage reached (a missed day-3 run still sends on day 5). */
export function stageFor(days: number): number | null {
  let stage: number | null = null;
  for (const s of REMINDER_STAGES) if (days >= s) stage = s;
  return stage;
}

export interface ReminderOutcome {
  invoiceId: string;
  invoiceNumber: string;
  clientName: string;
  to: string | null;
  stage: number;
  daysOverdue: number;
  status: "sent" | "stored" | "failed" | "would_send" | "skipped";
  reason?: string;
}

export interface ReminderRun {
  markedOverdue: number;
  reminders: ReminderOutcome[];
}

/**
 * The hourly job: past-due awaiting invoices become overdue, and each gets the reminder of its stage
 * once. "Once" is enforced by the unique (invoice, stage) row, inserted in the same transaction as the
 * queued email, so two runs at once (two processes, or the CLI beside the server) send one email and a
 * crash after the commit leaves a queued email for the retry job, never a second one.
 * With `dryRun`, nothing is written: the answer lists what would be sent.
 */
export async function runReminderJob(
  services: Services,
  options: { userId?: string; dryRun?: boolean } = {},
): Promise<ReminderRun> {
  const now = services.clock.now();
  const candidates = services.db
    .select({
      invoice: invoices,
      client: clients,
      timeZone: users.timeZone,
      remindersOn: users.invoiceReminders,
      sentStages: sql<
        string | null
      >`(select group_concat(${invoiceReminders.stage}) from ${invoiceReminders} where ${invoiceReminders.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(
      and(
        inArray(invoices.status, ["pending", "overdue"]),
        options.userId ? eq(invoices.userId, options.userId) : undefined,
      ),
    )
    .all();

  const todayByZone = new Map<string, string>();
  const today = (zone: string) => {
    let d = todayByZone.get(zone);
    if (!d) todayByZone.set(zone, (d = todayIn(zone, now)));
    return d;
  };

  const becameOverdue: string[] = [];
  const due: { invoice: Invoice; client: Client; stage: number; days: number; today: string }[] = [];
  const outcomes: ReminderOutcome[] = [];
  for (const c of candidates) {
    const t = today(c.timeZone);
    if (c.invoice.dueDate >= t) continue;
    if (c.invoice.status === "pending") becameOverdue.push(c.invoice.id);
    if (!c.remindersOn) continue;
    const days = daysBetween(c.invoice.dueDate, t);
    const stage = stageFor(days);
    if (stage === null) continue;
    const sent = (c.sentStages ?? "").split(",").map(Number);
    if (sent.includes(stage)) continue;
    if (!c.client.email) {
      outcomes.push({
        invoiceId: c.invoice.id,
        invoiceNumber: c.invoice.invoiceNumber,
        clientName: c.client.name,
        to: null,
        stage,
        daysOverdue: days,
        status: "skipped",
        reason: `${c.client.name} has no email address`,
      });
      continue;
    }
    due.push({ invoice: c.invoice, client: c.client, stage, days, today: t });
  }

  if (options.dryRun) {
    return {
      markedOverdue: becameOverdue.length,
      reminders: [
        ...due.map((d) => ({
          invoiceId: d.invoice.id,
          invoiceNumber: d.invoice.invoiceNumber,
          clientName: d.client.name,
          to: d.client.email,
          stage: d.stage,
          daysOverdue: d.days,
          status: "would_send" as const,
        })),
        ...outcomes,
      ],
    };
  }

  const signatures = new Map<string, string>();
  const queued: { row: OutboxEmail; item: (typeof due)[number] }[] = [];
  // Prepared once per run: thousands of reminders may be due after a long weekend.
  const claim = services.db.$client.prepare(
    "insert into invoice_reminders (id, invoice_id, stage, outbox_id, created_at) values (?, ?, ?, ?, ?) on conflict do nothing",
  );
  const forget = services.db.$client.prepare("delete from invoice_reminders where id = ?");
  const touchClient = services.db.$client.prepare("update clients set last_contact_date = ? where id = ?");
  services.db.transaction((tx) => {
    for (let i = 0; i < becameOverdue.length; i += 500) {
      tx.update(invoices)
        .set({ status: "overdue", updatedAt: now })
        .where(and(inArray(invoices.id, becameOverdue.slice(i, i + 500)), eq(invoices.status, "pending")))
        .run();
    }
    for (const item of due) {
      const ctx = asOwner(services, item.invoice.userId);
      if (!signatures.has(ctx.userId)) signatures.set(ctx.userId, ownerSignature(ctx));
      const reminderId = crypto.randomUUID();
      const values = templateValues(ctx, item.invoice, item.client, item.today);
      const row = queueEmail(services, {
        userId: ctx.userId,
        kind: "reminder",
        to: item.client.email!,
        subject: reminderSubject(item.invoice.invoiceNumber),
        body: reminderBody(values, signatures.get(ctx.userId)),
        relatedType: "invoice",
        relatedId: item.invoice.id,
      });
      if (claim.run(reminderId, item.invoice.id, item.stage, row.id, now.getTime()).changes === 0) {
        // Another run claimed this stage first: drop the email queued above (same transaction).
        tx.delete(emailOutbox).where(eq(emailOutbox.id, row.id)).run();
        forget.run(reminderId);
        continue;
      }
      touchClient.run(now.getTime(), item.client.id);
      queued.push({ row, item });
    }
  });

  const delivered = await deliverQueuedEmails(
    services,
    queued.map((q) => q.row),
  );
  queued.forEach(({ item }, i) => {
    const sent = delivered[i];
    outcomes.push({
      invoiceId: item.invoice.id,
      invoiceNumber: item.invoice.invoiceNumber,
      clientName: item.client.name,
      to: item.client.email,
      stage: item.stage,
      daysOverdue: item.days,
      status: sent.status as ReminderOutcome["status"],
      ...(sent.error ? { reason: sent.error } : {}),
    });
  });
  return { markedOverdue: becameOverdue.length, reminders: outcomes };
}

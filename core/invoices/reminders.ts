import type Database from "better-sqlite3";
import { asOwner, type Services } from "../context";
import type { Client, Invoice } from "../db/schema";
import { clientEmailsLeft } from "../mail/allowance";
import { ownerSender, type OwnerSender } from "../mail/owner-sender";
import { newBatchId } from "../mail/queue";
import { daysBetween, todayIn } from "../time";
import { emitInvoiceEvent } from "../webhooks/emit";
import { queueInvoiceMails } from "./mailing";
import { reminderMessage, reminderSubject } from "./templates";

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
  /** What the job did; the terminal adds how delivery went ("sent", "failed"). */
  status: "queued" | "would_send" | "skipped" | "deferred" | "sent" | "failed";
  reason?: string;
}

export interface ReminderRun {
  markedOverdue: number;
  /** The emails this run queued share a batch, to follow their delivery. */
  batchId: string | null;
  reminders: ReminderOutcome[];
}

// Every awaiting invoice with what the decision needs: its client, the owner's settings, the stages
// already claimed and when the last reminder of any kind went (the quiet period).
const CANDIDATES = `
  select i.*, c.name as c_name, c.email as c_email, u.time_zone as timeZone, u.invoice_reminders as remindersOn,
    (select group_concat(stage) from invoice_reminders r where r.invoice_id = i.id) as sentStages,
    (select max(o.created_at) from email_outbox o
      where o.related_type = 'invoice' and o.related_id = i.id and o.kind = 'reminder' and o.status <> 'failed') as lastReminder
  from invoices i join clients c on c.id = i.client_id join users u on u.id = i.user_id
  where i.status in ('pending', 'overdue') and (@userId is null or i.user_id = @userId)`;

type Candidate = Record<string, unknown> & {
  c_name: string;
  c_email: string | null;
  timeZone: string;
  remindersOn: number;
  sentStages: string | null;
  lastReminder: number | null;
};

const toInvoice = (r: Candidate): Invoice => ({
  id: r.id as string,
  userId: r.user_id as string,
  clientId: r.client_id as string,
  invoiceNumber: r.invoice_number as string,
  amountCents: r.amount_cents as number,
  currency: r.currency as string,
  exchangeRate: (r.exchange_rate as number | null) ?? null,
  rateSource: (r.rate_source as string | null) ?? null,
  rateDate: (r.rate_date as string | null) ?? null,
  status: r.status as string,
  dueDate: r.due_date as string,
  paidDate: (r.paid_date as string | null) ?? null,
  sentAt: r.sent_at === null ? null : new Date(r.sent_at as number),
  description: (r.description as string | null) ?? null,
  discountKind: (r.discount_kind as string | null) ?? null,
  discountValue: (r.discount_value as number | null) ?? null,
  ownerTaxId: (r.owner_tax_id as string | null) ?? null,
  clientTaxId: (r.client_tax_id as string | null) ?? null,
  paidCents: (r.paid_cents as number | null) ?? 0,
  publicToken: r.public_token as string,
  createdAt: new Date(r.created_at as number),
  updatedAt: new Date(r.updated_at as number),
});

const statements = new WeakMap<
  Database.Database,
  { candidates: Database.Statement; claim: Database.Statement; link: Database.Statement }
>();
function prepared(client: Database.Database) {
  let s = statements.get(client);
  if (!s) {
    s = {
      candidates: client.prepare(CANDIDATES),
      claim: client.prepare(
        "insert into invoice_reminders (id, invoice_id, stage, outbox_id, created_at) values (?, ?, ?, ?, ?) on conflict do nothing",
      ),
      link: client.prepare("update invoice_reminders set outbox_id = ? where id = ?"),
    };
    statements.set(client, s);
  }
  return s;
}

/**
 * The hourly job: past-due awaiting invoices become overdue, and each gets the reminder of its stage
 * once. Deciding and claiming happen in one transaction: the unique (invoice, stage) row is inserted
 * with the queued email, so two runs at once (two processes, or the CLI beside the server) queue one
 * email, and the delivery worker sends each queued email once.
 * A stage waits (is 'deferred', and goes out at a later run) while the invoice is inside the quiet
 * period of an earlier reminder, or while the owner's hourly allowance of emails to clients is spent.
 * With `dryRun`, nothing is written: the answer lists what would be queued.
 */
export function runReminderJob(services: Services, options: { userId?: string; dryRun?: boolean } = {}): ReminderRun {
  const now = services.clock.now();
  const quietMs = services.settings.reminderQuietHours * 3_600_000;
  const s = prepared(services.db.$client);
  const todayByZone = new Map<string, string>();
  const today = (zone: string) => {
    let d = todayByZone.get(zone);
    if (!d) todayByZone.set(zone, (d = todayIn(zone, now)));
    return d;
  };

  return services.db.transaction(() => {
    const candidates = s.candidates.all({ userId: options.userId ?? null }) as Candidate[];
    const becameOverdue: { id: string; userId: string }[] = [];
    const outcomes: ReminderOutcome[] = [];
    const due = new Map<string, { invoice: Invoice; client: Client; stage: number; days: number; today: string }[]>();
    for (const c of candidates) {
      const invoice = toInvoice(c);
      const t = today(c.timeZone);
      if (invoice.dueDate >= t) continue;
      if (invoice.status === "pending") becameOverdue.push({ id: invoice.id, userId: invoice.userId });
      if (!c.remindersOn) continue;
      const days = daysBetween(invoice.dueDate, t);
      const stage = stageFor(days);
      if (stage === null) continue;
      if ((c.sentStages ?? "").split(",").map(Number).includes(stage)) continue;
      const base = {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        clientName: c.c_name,
        stage,
        daysOverdue: days,
      };
      if (!c.c_email) {
        outcomes.push({ ...base, to: null, status: "skipped", reason: `${c.c_name} has no email address` });
        continue;
      }
      if (c.lastReminder !== null && c.lastReminder > now.getTime() - quietMs) {
        outcomes.push({
          ...base,
          to: c.c_email,
          status: "deferred",
          reason: `a reminder went out less than ${services.settings.reminderQuietHours} hours ago`,
        });
        continue;
      }
      const client = { id: invoice.clientId, name: c.c_name, email: c.c_email } as Client;
      const list = due.get(invoice.userId) ?? [];
      list.push({ invoice, client, stage, days, today: t });
      due.set(invoice.userId, list);
    }

    if (options.dryRun) {
      for (const list of due.values())
        for (const d of list)
          outcomes.push({
            invoiceId: d.invoice.id,
            invoiceNumber: d.invoice.invoiceNumber,
            clientName: d.client.name,
            to: d.client.email,
            stage: d.stage,
            daysOverdue: d.days,
            status: "would_send",
          });
      return { markedOverdue: becameOverdue.length, batchId: null, reminders: outcomes };
    }

    const markOverdue = services.db.$client.prepare(
      "update invoices set status = 'overdue', updated_at = ? where id = ? and status = 'pending'",
    );
    for (const { id, userId } of becameOverdue)
      if (markOverdue.run(now.getTime(), id).changes === 1) emitInvoiceEvent(services, "invoice.overdue", userId, id);

    const batchId = newBatchId();
    for (const [userId, list] of due) {
      const ctx = asOwner(services, userId);
      let left = clientEmailsLeft(ctx);
      const sender: OwnerSender = ownerSender(ctx);
      for (const item of list) {
        const base = {
          invoiceId: item.invoice.id,
          invoiceNumber: item.invoice.invoiceNumber,
          clientName: item.client.name,
          to: item.client.email,
          stage: item.stage,
          daysOverdue: item.days,
        };
        if (left <= 0) {
          outcomes.push({
            ...base,
            status: "deferred",
            reason: "the hourly allowance of emails to clients is used up",
          });
          continue;
        }
        // Claim the stage first: if another run took it, queue nothing.
        const reminderId = crypto.randomUUID();
        if (s.claim.run(reminderId, item.invoice.id, item.stage, null, now.getTime()).changes === 0) continue;
        const { queued } = queueInvoiceMails(
          ctx,
          [
            {
              invoice: item.invoice,
              client: item.client,
              kind: "reminder",
              subject: reminderSubject(item.invoice.invoiceNumber),
              body: reminderMessage(sender.signature),
            },
          ],
          item.today,
          sender,
          batchId,
        );
        s.link.run(queued[0].emailId, reminderId);
        left--;
        outcomes.push({ ...base, status: "queued" });
      }
    }
    const queuedAny = outcomes.some((o) => o.status === "queued");
    return { markedOverdue: becameOverdue.length, batchId: queuedAny ? batchId : null, reminders: outcomes };
  });
}

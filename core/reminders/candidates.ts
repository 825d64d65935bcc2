// The reminder job's one read: every awaiting invoice with what the decision needs — its client, the
// owner's settings, the schedules and pauses at each level, the steps and fee periods already claimed,
// the late fees not yet told, and when the last reminder went (the quiet period).
import type Database from "better-sqlite3";
import type { Invoice } from "../db";
import type { Instalment } from "../invoices";
import { possiblySentAtSql } from "../invoices/delivery";
import type { LateFeeJson, ReminderScheduleJson } from "./types";

const CANDIDATES = `
  select i.*, c.name as c_name, c.email as c_email, c.reminder_schedule as c_schedule, c.reminders_paused as c_paused,
    u.time_zone as timeZone, u.invoice_reminders as remindersOn, u.reminder_schedule as u_schedule,
    u.adaptive_reminders as u_adaptive, u.late_fee as u_late_fee,
    (select group_concat(r.instalment || ':' || r.stage) from invoice_reminders r where r.invoice_id = i.id) as sentStages,
    (select json_group_array(json_array(n.position, n.due_date, n.amount_cents)) from invoice_instalments n
      where n.invoice_id = i.id) as plan,
    (select group_concat(period) from invoice_late_fees f where f.invoice_id = i.id) as feePeriods,
    (select count(*) from invoice_late_fees f
      where f.invoice_id = i.id and f.notice_outbox_id is null and f.waived_at is null) as feesUntold,
    (select max(o.created_at) from email_outbox o
      where o.related_type = 'invoice' and o.related_id = i.id and o.kind = 'reminder' and o.status <> 'failed') as lastReminder,
    ${possiblySentAtSql("i")} as possiblySentAt
  from invoices i join clients c on c.id = i.client_id join users u on u.id = i.user_id
  where i.status in ('pending', 'overdue') and (@userId is null or i.user_id = @userId)`;

export type Candidate = Record<string, unknown> & {
  c_name: string;
  c_email: string | null;
  c_schedule: string | null;
  c_paused: number;
  timeZone: string;
  remindersOn: number;
  u_schedule: string | null;
  u_adaptive: number;
  u_late_fee: string | null;
  /** "instalment:step" pairs already claimed. */
  sentStages: string | null;
  /** JSON [[position, due date, cents]…] of the payment plan; "[]" without one. */
  plan: string;
  feePeriods: string | null;
  feesUntold: number;
  lastReminder: number | null;
  /** The invoice's latest possibly sent invoice email (core/invoices/delivery.ts), or null. */
  possiblySentAt: number | null;
};

const json = <T>(v: unknown): T | null => (typeof v === "string" ? (JSON.parse(v) as T) : null);
export const scheduleOf = (v: unknown) => json<ReminderScheduleJson>(v);
export const lateFeeOf = (v: unknown) => json<LateFeeJson>(v);
export const planOf = (v: string): Instalment[] =>
  (JSON.parse(v) as [number, string, number][])
    .map(([position, dueDate, amountCents]) => ({ position, dueDate, amountCents }))
    .sort((a, b) => a.position - b.position);
export const numbersOf = (v: string | null) => (v ? v.split(",").map(Number) : []);

export const toInvoice = (r: Candidate): Invoice => ({
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
  reminderSchedule: scheduleOf(r.reminder_schedule),
  remindersPaused: !!r.reminders_paused,
  publicToken: r.public_token as string,
  createdAt: new Date(r.created_at as number),
  updatedAt: new Date(r.updated_at as number),
});

const statements = new WeakMap<
  Database.Database,
  {
    candidates: Database.Statement;
    claim: Database.Statement;
    link: Database.Statement;
    untold: Database.Statement;
    tell: Database.Statement;
  }
>();

export function jobStatements(client: Database.Database) {
  let s = statements.get(client);
  if (!s) {
    s = {
      candidates: client.prepare(CANDIDATES),
      claim: client.prepare(
        "insert into invoice_reminders (id, invoice_id, stage, instalment, outbox_id, created_at) values (?, ?, ?, ?, ?, ?) on conflict do nothing",
      ),
      link: client.prepare("update invoice_reminders set outbox_id = ? where id = ?"),
      untold: client.prepare(
        `select id, amount_cents as amountCents, charged_on as chargedOn from invoice_late_fees
         where invoice_id = ? and notice_outbox_id is null and waived_at is null order by period`,
      ),
      tell: client.prepare("update invoice_late_fees set notice_outbox_id = ? where id = ?"),
    };
    statements.set(client, s);
  }
  return s;
}

// Two questions about clients the chat answers from the figures: who brought the most money in (paid
// revenue, by the one "collected" rule: core/invoices/received.ts), and how each client pays (days
// from the due date to the payment, early as negative, over their paid invoices).

import { z } from "zod";
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { formatCents } from "../money";
import { isCalendarDate } from "../time";
import { parseInput } from "../validation";
import { moneyReceivedByClient, ownerToday } from "../invoices";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Write the day as YYYY-MM-DD" })
  .refine(isCalendarDate, { error: "Write the day as YYYY-MM-DD" })
  .optional();

export const BestClientsQuery = z
  .object({ from: day, to: day, limit: z.coerce.number().int().min(1).max(50).default(10) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "from must not be after to", path: ["from"] });

export const BestClient = z.object({
  clientId: z.string(),
  name: z.string(),
  /** Received in the period, home currency, "7300.00". */
  paid: z.string(),
  invoices: z.number(),
});
export const BestClients = z
  .object({ from: z.string().nullable(), to: z.string(), currency: z.string(), clients: z.array(BestClient) })
  .meta({ id: "BestClients" });
export type BestClients = z.infer<typeof BestClients>;

const NAMES = `select id, name from clients where user_id = @userId`;
const CURRENCY = `select default_currency as currency from users where id = @userId`;

/** GET /api/assistant/best-clients?from=&to=: the clients who paid the most, most first. */
export function bestClients({ ctx, query }: { ctx: OwnerContext; query: unknown }): BestClients {
  const q = parseInput(BestClientsQuery, query);
  const today = ownerToday(ctx);
  const to = q.to && q.to < today ? q.to : today;
  const received = moneyReceivedByClient(ctx, q.from ?? "0000-01-01", to);
  const names = new Map(
    (prepared(ctx.db, "assistant.clientNames", (db) => db.$client.prepare(NAMES)).all({ userId: ctx.userId }) as {
      id: string;
      name: string;
    }[]).map((c) => [c.id, c.name]),
  );
  const { currency } = prepared(ctx.db, "assistant.currency", (db) => db.$client.prepare(CURRENCY)).get({
    userId: ctx.userId,
  }) as { currency: string | null };
  const clients = [...received]
    .filter(([, r]) => r.cents > 0)
    .sort((a, b) => b[1].cents - a[1].cents || (names.get(a[0]) ?? "").localeCompare(names.get(b[0]) ?? ""))
    .slice(0, q.limit)
    .map(([clientId, r]) => ({ clientId, name: names.get(clientId) ?? "", paid: formatCents(r.cents), invoices: r.count }));
  return { from: q.from ?? null, to, currency: currency || "USD", clients };
}

export const PaymentHabit = z.object({
  clientId: z.string(),
  name: z.string(),
  paidInvoices: z.number(),
  /** Days from the due date to the payment, on average: negative is early. */
  averageDays: z.number(),
  /** The latest of them (the most days after the due date). */
  latestDays: z.number(),
  /** "late" (a week or more on average), "early" (3 days or more before), else "on time". */
  habit: z.enum(["late", "on time", "early"]),
});
export const PaymentHabits = z.object({ clients: z.array(PaymentHabit) }).meta({ id: "PaymentHabits" });
export type PaymentHabits = z.infer<typeof PaymentHabits>;

/** A week late on average is a habit worth chasing earlier; three days early, one worth thanking. */
export const LATE_HABIT_DAYS = 7;
export const EARLY_HABIT_DAYS = 3;

const HABITS = `
  select c.id as clientId, c.name, count(*) as paidInvoices,
    avg(julianday(i.paid_date) - julianday(i.due_date)) as averageDays,
    max(julianday(i.paid_date) - julianday(i.due_date)) as latestDays
  from invoices i join clients c on c.id = i.client_id
  where i.user_id = @userId and i.status = 'paid' and i.paid_date is not null
  group by c.id order by averageDays desc, c.name`;

/** GET /api/assistant/payment-habits: how each client who has paid pays, latest payers first. */
export function paymentHabits({ ctx }: { ctx: OwnerContext }): PaymentHabits {
  const rows = prepared(ctx.db, "assistant.habits", (db) => db.$client.prepare(HABITS)).all({ userId: ctx.userId }) as {
    clientId: string;
    name: string;
    paidInvoices: number;
    averageDays: number;
    latestDays: number;
  }[];
  return {
    clients: rows.map((r) => {
      const averageDays = Math.round(r.averageDays * 10) / 10;
      const habit = averageDays >= LATE_HABIT_DAYS ? "late" : averageDays <= -EARLY_HABIT_DAYS ? "early" : "on time";
      return { ...r, averageDays, latestDays: Math.round(r.latestDays), habit };
    }),
  };
}

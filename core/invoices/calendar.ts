// The invoice calendar: what each day of a month's grid holds, by due date. Apart from the summary so the
// briefing's fast path (core/focus/local-briefing.ts), which reads the summary, loads no zod.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { monthGridRange, todayIn } from "../time";
import { parseInput } from "../validation";
import { InvoiceCalendarQuery } from "./schemas";
import { LATE, UPCOMING, ownerSettings } from "./summary";
import type { CalendarDay } from "./views";

const CALENDAR = `
  select due_date as date,
    sum(case when ${UPCOMING} then n else 0 end) as due,
    sum(case when ${LATE} then n else 0 end) as overdue,
    sum(case when status = 'paid' then n else 0 end) as paid
  from invoice_totals where user_id = @userId and due_date >= @from and due_date <= @to and status <> 'draft'
  group by due_date order by due_date`;

/** GET /api/invoices/calendar?month=YYYY-MM: what each day of the month's grid holds, by due date. */
export function invoiceCalendar({ ctx, month: rawMonth }: { ctx: OwnerContext; month: unknown }): {
  month: string;
  days: CalendarDay[];
} {
  const { month } = parseInput(InvoiceCalendarQuery, { month: rawMonth });
  const today = todayIn(ownerSettings(ctx).timeZone, ctx.clock.now());
  const { from, to } = monthGridRange(month);
  const days = prepared(ctx.db, "invoices.calendar", (db) => db.$client.prepare(CALENDAR)).all({
    userId: ctx.userId,
    today,
    from,
    to,
  }) as CalendarDay[];
  return { month, days };
}

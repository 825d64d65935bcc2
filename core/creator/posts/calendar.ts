import { z } from "zod";
import type { OwnerContext } from "../../context";
import { prepared } from "../../db";
import { addDays, dateIn, instantAt, isCalendarDate, monthGridRange } from "../../time";
import { parseInput } from "../../validation";
import { ownerTimeZone } from "./internal";

export const CalendarQuery = z.object({
  month: z
    .string({ error: "Month must be YYYY-MM" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Month must be YYYY-MM" })
    .refine((month) => isCalendarDate(`${month}-01`), { error: "Month must be YYYY-MM" }),
});

export type { PostCalendarDay } from "./schemas";
import type { PostCalendarDay } from "./schemas";

/**
 * GET /api/events/calendar?month=YYYY-MM: which days of the month's grid (whole weeks, Sunday first,
 * as the calendar draws them) have posts, by state, as the owner's calendar highlights them. Counted per local day of the owner's time zone (a month's posts,
 * read by the index on owner and date).
 */
export function postCalendar({ ctx, query }: { ctx: OwnerContext; query: unknown }) {
  const { month } = parseInput(CalendarQuery, query);
  const timeZone = ownerTimeZone(ctx);
  const { from, to } = monthGridRange(month);
  const next = addDays(to, 1);
  const rows = prepared(ctx.db, "posts:calendar", (d) =>
    d.$client.prepare<[string, number, number], { startDate: number; status: string; approval: string | null }>(
      `select start_date as startDate, status, approval_status as approval from events
       where user_id = ? and type = 'content_post' and start_date >= ? and start_date < ?`,
    ),
  ).all(ctx.userId, instantAt(timeZone, from, "00:00"), instantAt(timeZone, next, "00:00"));
  const days = new Map<string, PostCalendarDay>();
  for (const r of rows) {
    const date = dateIn(timeZone, new Date(r.startDate));
    const day = days.get(date) ?? { date, scheduled: 0, published: 0, failed: 0, awaitingApproval: 0 };
    if (r.status === "published" || r.status === "completed") day.published++;
    else if (r.status === "failed") day.failed++;
    else day.scheduled++;
    if (r.status === "scheduled" && (r.approval === "pending" || r.approval === "changes_requested")) {
      day.awaitingApproval++;
    }
    days.set(date, day);
  }
  return { month, timeZone, days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)) };
}

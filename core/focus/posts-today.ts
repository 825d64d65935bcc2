import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { clockTimeIn, startOfLocalDay } from "../time";

/**
 * The content posts scheduled for the owner's today, with their time ("LinkedIn post at 5:00 PM"): the
 * briefing's "Posts today", worded as the bell's "Post scheduled today" notification words them.
 */
export function postsToday(ctx: OwnerContext, timeZone: string): { title: string; description: string }[] {
  const now = ctx.clock.now();
  const dayStart = startOfLocalDay(timeZone, now);
  const rows = prepared(ctx.db, "focus:postsToday", (d) =>
    d.$client.prepare<[string, number, number], { title: string; startDate: number }>(
      `select title, start_date as startDate from events
       where user_id = ? and type = 'content_post' and status = 'scheduled' and start_date >= ? and start_date < ?
       order by start_date`,
    ),
  ).all(ctx.userId, dayStart, dayStart + 86_400_000);
  return rows.map((p) => ({
    title: "Post scheduled today",
    description: `${p.title} at ${clockTimeIn(timeZone, p.startDate)}`,
  }));
}

// Counts per local day from millisecond instants, without reading each row: SQLite groups the rows
// into quarter-hour buckets (every time zone's offset is a whole number of quarter hours), and each
// bucket is dated in the owner's time zone here. Rows past a year of history are never read.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import type { Platform } from "../catalog";
import { dateIn } from "../time";
import type { DailyCounts } from "./productivity";

const QUARTER_HOUR = 900_000;

const COMPLETED_SQL = `
  select completed_at / ${QUARTER_HOUR} as q, count(*) as n from tasks
  where user_id = ? and completed = 1 and completed_at >= ? group by q`;

const POSTS_SQL = `
  select d.platform as platform, coalesce(d.published_at, e.start_date) / ${QUARTER_HOUR} as q, count(*) as n
  from post_deliveries d join events e on e.id = d.event_id
  where d.user_id = ? and d.status in ('published', 'posted_manually')
    and coalesce(d.published_at, e.start_date) >= ?
  group by 1, 2`;

function add(map: DailyCounts, timeZone: string, q: number, n: number) {
  const day = dateIn(timeZone, new Date(q * QUARTER_HOUR));
  map.set(day, (map.get(day) ?? 0) + n);
}

/** Tasks completed per local day since `since` (ms). */
export function completionsByDay(ctx: OwnerContext, timeZone: string, since: number): DailyCounts {
  const rows = prepared(ctx.db, "analytics:completions", (d) =>
    d.$client.prepare<[string, number], { q: number; n: number }>(COMPLETED_SQL),
  ).all(ctx.userId, since);
  const days: DailyCounts = new Map();
  for (const r of rows) add(days, timeZone, r.q, r.n);
  return days;
}

/** Posts that went out (published, or posted by hand) per platform and local day since `since` (ms). */
export function postsByDay(ctx: OwnerContext, timeZone: string, since: number): Map<Platform, DailyCounts> {
  const rows = prepared(ctx.db, "analytics:posts", (d) =>
    d.$client.prepare<[string, number], { platform: Platform; q: number; n: number }>(POSTS_SQL),
  ).all(ctx.userId, since);
  const byPlatform = new Map<Platform, DailyCounts>();
  for (const r of rows) {
    let days = byPlatform.get(r.platform);
    if (!days) byPlatform.set(r.platform, (days = new Map()));
    add(days, timeZone, r.q, r.n);
  }
  return byPlatform;
}

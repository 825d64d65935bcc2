import type { OwnerContext } from "../context";
import { prepared, timeEntries } from "../db";
import { invalid } from "../errors";
import { getOwner, ownerToday } from "../users";
import { instantAt } from "../time";
import { parseInput } from "../validation";
import { formatDuration, MAX_ENTRY_MINUTES } from "./duration";
import { readEntryView } from "./entry-row";
import { billedAmount, clientInBody, rateOf } from "./internal";
import { AddTimeEntryInput, type TimeEntryView } from "./schemas";

/** A past day's work is placed from 09:00 on that day (the owner's zone); today's ends now. */
const DAY_STARTS_AT = "09:00";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The minutes already tracked on the owner's `workDate`. An entry of that day started within a day
 * before its midnight and two after (today's by hand ends now; a timer's day is the day it started), so
 * the read walks the (user, started_at) index over those days only.
 */
function minutesOnDay(ctx: OwnerContext, workDate: string, midnight: number): number {
  return prepared(ctx.db, "time-entries:day-minutes", (d) =>
    d.$client.prepare<[string, number, number, string], { minutes: number }>(
      `select coalesce(sum(minutes), 0) as minutes from time_entries
        where user_id = ? and started_at >= ? and started_at < ? and work_date = ?`,
    ),
  ).get(ctx.userId, midnight - DAY_MS, midnight + 2 * DAY_MS, workDate)!.minutes;
}

/**
 * POST /api/time-entries: time added by hand for one of the owner's clients, on a day (today unless
 * given; a day in the future is refused). Its amount is its hours × its rate, rounded once.
 */
export function addTimeEntry({ ctx, input }: { ctx: OwnerContext; input: unknown }): TimeEntryView {
  const data = parseInput(AddTimeEntryInput, input);
  const client = clientInBody(ctx, data.clientId);
  const { rateCents, currency } = rateOf(ctx, data.hourlyRate);
  const today = ownerToday(ctx);
  const workDate = data.date ?? today;
  if (workDate > today) throw invalid({ date: "Date cannot be in the future" });
  const now = ctx.clock.now();
  const minutes = data.duration;
  const zone = getOwner(ctx).timeZone || "UTC";
  const startedAt =
    workDate === today
      ? new Date(now.getTime() - minutes * 60_000)
      : new Date(instantAt(zone, workDate, DAY_STARTS_AT));
  // A day has 24 hours: time added by hand beyond them is a typo (a timer left running is not refused).
  const row = ctx.db.transaction((tx) => {
    const already = minutesOnDay(ctx, workDate, instantAt(zone, workDate, "00:00"));
    if (already + minutes > MAX_ENTRY_MINUTES) {
      throw invalid({
        duration: `That day would have more than 24 hours tracked (${formatDuration(already)} already)`,
      });
    }
    return tx
      .insert(timeEntries)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        description: data.description,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * 60_000),
        workDate,
        minutes,
        rateCents,
        amountCents: billedAmount(minutes, rateCents, currency),
        currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: timeEntries.id })
      .get();
  });
  return readEntryView(ctx, row.id)!;
}

import type { OwnerContext } from "../context";
import { timeEntries } from "../db";
import { invalid } from "../errors";
import { getOwner, ownerToday } from "../users";
import { instantAt } from "../time";
import { parseInput } from "../validation";
import { readEntryView } from "./entry-row";
import { billedAmount, clientInBody, rateOf } from "./internal";
import { AddTimeEntryInput, type TimeEntryView } from "./schemas";

/** A past day's work is placed from 09:00 on that day (the owner's zone); today's ends now. */
const DAY_STARTS_AT = "09:00";

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
  const startedAt =
    workDate === today
      ? new Date(now.getTime() - minutes * 60_000)
      : new Date(instantAt(getOwner(ctx).timeZone || "UTC", workDate, DAY_STARTS_AT));
  const row = ctx.db
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
  return readEntryView(ctx, row.id)!;
}

import type { OwnerContext } from "../context";
import { timeEntries } from "../db";
import { ownerToday } from "../users";
import { parseInput } from "../validation";
import { readEntryView } from "./entry-row";
import { clientInBody, finishEntry, rateOf, runningEntry } from "./internal";
import { StartTimerInput, type TimerStarted } from "./schemas";

/**
 * POST /api/time-entries/timer/start: a timer for one of the owner's clients. One timer runs at a time:
 * a running one stops at this instant first, in the same transaction (docs/decisions/316), and the
 * database's unique index on the running timer holds the rule for every writer. The same timer started
 * again (same client, description and rate) is the running one, unchanged.
 */
export function startTimer({ ctx, input }: { ctx: OwnerContext; input: unknown }): TimerStarted {
  const data = parseInput(StartTimerInput, input);
  const client = clientInBody(ctx, data.clientId);
  const { rateCents, currency } = rateOf(ctx, data.hourlyRate);
  const now = ctx.clock.now();
  const workDate = ownerToday(ctx);
  const made = ctx.db.transaction((tx) => {
    const running = runningEntry(tx, ctx.userId);
    // The same timer started again (a double click, a retry, two tabs) keeps running: stopping it and
    // starting it anew would leave a stub billed as a minute.
    const same =
      running &&
      running.clientId === client.id &&
      running.description === (data.description ?? null) &&
      running.rateCents === rateCents &&
      running.currency === currency;
    if (same) return { startedId: running.id, stoppedId: null };
    if (running) finishEntry(tx, running, now);
    const row = tx
      .insert(timeEntries)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        description: data.description,
        startedAt: now,
        workDate,
        rateCents,
        currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: timeEntries.id })
      .get();
    return { startedId: row.id, stoppedId: running?.id ?? null };
  });
  return {
    started: readEntryView(ctx, made.startedId)!,
    stopped: made.stoppedId ? readEntryView(ctx, made.stoppedId) : null,
  };
}

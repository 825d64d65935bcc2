import type { OwnerContext } from "../context";
import { conflict } from "../errors";
import { readEntryView } from "./entry-row";
import { finishEntry, runningEntry } from "./internal";
import type { TimerStopped } from "./schemas";

/** POST /api/time-entries/timer/stop: the running timer becomes an entry (whole minutes, at least 1). 409 when none runs. */
export function stopTimer({ ctx }: { ctx: OwnerContext }): TimerStopped {
  const now = ctx.clock.now();
  const id = ctx.db.transaction((tx) => {
    const running = runningEntry(tx, ctx.userId);
    if (!running) throw conflict("No timer is running", "timer");
    finishEntry(tx, running, now);
    return running.id;
  });
  return { stopped: readEntryView(ctx, id)! };
}

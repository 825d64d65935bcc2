import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { recurringSeries } from "../db";
import { conflict } from "../errors";
import { ownerToday } from "../users";
import { getSeriesOfOwner, ruleOf, seriesView } from "./internal";
import { runSeries } from "./run";
import { firstPeriodOnOrAfter, periodAllowed, periodDate } from "./schedule";

const refuse = (status: string, verb: string) =>
  conflict(
    status === "ended" ? `This series has ended: it cannot be ${verb}` : `This series is already ${status}`,
    "status",
  );

/** POST /api/recurring-invoices/{id}/pause: no invoice is made until it is resumed (409 unless active). */
export function pauseRecurringSeries({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    const s = getSeriesOfOwner(ctx, id);
    if (s.status !== "active") throw refuse(s.status, "paused");
    return tx
      .update(recurringSeries)
      .set({ status: "paused", statusReason: null, updatedAt: now })
      .where(eq(recurringSeries.id, s.id))
      .returning()
      .get();
  });
  return seriesView(ctx, row);
}

/**
 * POST /api/recurring-invoices/{id}/resume: the series continues from today; the periods that fell
 * while it was paused are skipped (not invoiced, and not counted). 409 unless paused, or when nothing
 * is left to invoice (its end date has passed).
 */
export function resumeRecurringSeries({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  const today = ownerToday(ctx);
  const row = ctx.db.transaction((tx) => {
    const s = getSeriesOfOwner(ctx, id);
    if (s.status !== "paused") throw refuse(s.status, "resumed");
    const rule = ruleOf(s);
    const k = firstPeriodOnOrAfter(rule, today, s.nextPeriod);
    if (!periodAllowed(rule, k, s.createdCount)) {
      throw conflict(`Nothing is left to invoice: the series ends on ${rule.endDate}. End it instead.`, "status");
    }
    return tx
      .update(recurringSeries)
      .set({ status: "active", statusReason: null, nextPeriod: k, nextDate: periodDate(rule, k), updatedAt: now })
      .where(eq(recurringSeries.id, s.id))
      .returning()
      .get();
  });
  const run = runSeries(ctx, row.id, today);
  return { ...seriesView(ctx, getSeriesOfOwner(ctx, row.id)), createdNow: run.created };
}

/** POST /api/recurring-invoices/{id}/end: no more invoices; the ones made stay. 409 when already ended. */
export function endRecurringSeries({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    const s = getSeriesOfOwner(ctx, id);
    if (s.status === "ended") throw conflict("This series has already ended", "status");
    return tx
      .update(recurringSeries)
      .set({ status: "ended", statusReason: "Ended by you", nextDate: null, updatedAt: now })
      .where(eq(recurringSeries.id, s.id))
      .returning()
      .get();
  });
  return seriesView(ctx, row);
}

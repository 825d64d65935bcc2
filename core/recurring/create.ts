import type { OwnerContext } from "../context";
import { recurringSeries } from "../db";
import { getOwner } from "../users";
import { getSeriesOfOwner, seriesView } from "./internal";
import { runSeries } from "./run";
import { periodDate } from "./schedule";
import { validateSeries } from "./validate";

/**
 * POST /api/recurring-invoices: a series of invoices for one of the owner's clients. Periods dated
 * today or earlier are invoiced at once (each in its own transaction, by the job's own code); the
 * answer says how many (`createdNow`).
 */
export function createRecurringSeries({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const { data, lines, discount, totals, client, rule, today, dueDays } = validateSeries(ctx, input);
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) =>
    tx
      .insert(recurringSeries)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        description: data.description,
        lines,
        discountKind: discount?.kind ?? null,
        discountValue: discount?.value ?? null,
        amountCents: totals.totalCents,
        currency: getOwner(ctx).defaultCurrency || "USD",
        unit: rule.unit,
        every: rule.every,
        dayOfMonth: rule.dayOfMonth,
        startDate: rule.startDate,
        endDate: rule.endDate,
        maxCount: rule.maxCount,
        dueDays,
        sendEmail: data.sendEmail,
        status: "active",
        nextPeriod: 0,
        nextDate: periodDate(rule, 0),
        createdCount: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get(),
  );
  const run = runSeries(ctx, row.id, today);
  return { ...seriesView(ctx, getSeriesOfOwner(ctx, row.id)), createdNow: run.created };
}

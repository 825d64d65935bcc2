import type { OwnerContext } from "../context";
import { figuresView } from "../invoices";
import { formatCents } from "../money";
import { describeRule, upcomingDates } from "./schedule";
import { validateSeries } from "./validate";

/** How many dates the preview lists. */
export const PREVIEW_LENGTH = 12;

/**
 * POST /api/recurring-invoices/preview: what a series would do, without writing anything: the rule
 * in words, its first dates, how many invoices creating it now would make at once, and each invoice's
 * figures. Refuses what the create refuses, with the same fields.
 */
export function previewRecurringSeries({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const { lines, discount, totals, rule, today, createNow, dueDays } = validateSeries(ctx, input);
  return {
    rule: describeRule(rule),
    dates: upcomingDates(rule, 0, 0, PREVIEW_LENGTH),
    today,
    createNow,
    dueDays,
    amount: formatCents(totals.totalCents),
    figures: figuresView(lines, discount, 0),
  };
}

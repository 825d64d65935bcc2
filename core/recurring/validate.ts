import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, type Client } from "../db";
import { AppError, invalid } from "../errors";
import { linesOfInput, paymentTermsDays } from "../invoices";
import { ownerToday, getOwner } from "../users";
import { addDays } from "../time";
import { parseInput } from "../validation";
import { MAX_CATCH_UP_DAYS } from "./run";
import { dueCount, isOpenEnded, periodAllowed, periodDate, type RecurringRule } from "./schedule";
import { CreateRecurringInput } from "./schemas";

/** A series made at once catches up at most this many invoices. */
export const MAX_CATCH_UP_INVOICES = 366;

/**
 * A new series' body checked as a whole (the create and the preview): the lines by the invoice's
 * rule, the client the owner's, and the rule: it must invoice at least once, and one run may not
 * create more than a year of an open-ended series (or more than 366 invoices of any).
 */
export function validateSeries(ctx: OwnerContext, input: unknown) {
  const data = parseInput(CreateRecurringInput, input);
  const { lines, discount, totals } = linesOfInput({
    description: data.description,
    lines: data.lines,
    discount: data.discount,
  });
  const client: Client | undefined = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, data.clientId), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) throw new AppError("VALIDATION", "Invalid input: clientId", { clientId: "Choose one of your clients" });
  if (data.sendEmail && !client.email) {
    throw invalid({
      sendEmail: `${client.name} has no email address: add one on the Clients page, or turn emailing off`,
    });
  }
  const rule: RecurringRule = {
    unit: data.unit,
    every: data.every,
    dayOfMonth: data.unit === "month_day" ? (data.dayOfMonth ?? null) : null,
    startDate: data.startDate,
    endDate: data.endDate ?? null,
    maxCount: data.count ?? null,
  };
  if (!periodAllowed(rule, 0, 0)) {
    throw invalid({
      endDate: `No invoice date falls between the start and the end date (the first would be ${periodDate(rule, 0)})`,
    });
  }
  const today = ownerToday(ctx);
  if (isOpenEnded(rule) && rule.startDate < addDays(today, -MAX_CATCH_UP_DAYS)) {
    throw invalid({
      startDate:
        "With no end date or count, a series cannot start more than a year ago: it would make more than a year of invoices at once. Set an end date or a count, or a later start date.",
    });
  }
  const createNow = dueCount(rule, 0, 0, today, MAX_CATCH_UP_INVOICES);
  if (createNow > MAX_CATCH_UP_INVOICES) {
    throw invalid({
      startDate: `This start date would make more than ${MAX_CATCH_UP_INVOICES} invoices at once: choose a later start date or a longer period`,
    });
  }
  const dueDays = data.dueDays ?? paymentTermsDays(getOwner(ctx).paymentTerms);
  return { data, lines, discount, totals, client, rule, today, createNow, dueDays };
}

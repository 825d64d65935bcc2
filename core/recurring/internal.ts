import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, recurringSeries, type RecurringSeries } from "../db";
import { notFound } from "../errors";
import { figuresView, type Discount } from "../invoices";
import { formatCents } from "../money";
import { describeRule, upcomingDates, type RecurringRule, type RecurringUnit } from "./schedule";

/** How many upcoming dates a series' view lists. */
export const PREVIEW_DATES = 6;

export function getSeriesOfOwner(ctx: OwnerContext, id: string): RecurringSeries {
  const row = ctx.db
    .select()
    .from(recurringSeries)
    .where(and(eq(recurringSeries.id, id), eq(recurringSeries.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Recurring series");
  return row;
}

export function ruleOf(
  s: Pick<RecurringSeries, "unit" | "every" | "dayOfMonth" | "startDate" | "endDate" | "maxCount">,
): RecurringRule {
  return {
    unit: s.unit as RecurringUnit,
    every: s.every,
    dayOfMonth: s.dayOfMonth,
    startDate: s.startDate,
    endDate: s.endDate,
    maxCount: s.maxCount,
  };
}

export function seriesDiscount(s: Pick<RecurringSeries, "discountKind" | "discountValue">): Discount {
  if (s.discountKind === "percent" && s.discountValue !== null) return { kind: "percent", value: s.discountValue };
  if (s.discountKind === "amount" && s.discountValue !== null) return { kind: "amount", value: s.discountValue };
  return null;
}

export type { RecurringSeriesView } from "./schemas";
import type { RecurringSeriesView } from "./schemas";

export function toSeriesView(s: RecurringSeries, clientName: string): RecurringSeriesView {
  const rule = ruleOf(s);
  return {
    id: s.id,
    clientId: s.clientId,
    clientName,
    description: s.description,
    amount: formatCents(s.amountCents),
    currency: s.currency,
    unit: rule.unit,
    every: s.every,
    dayOfMonth: s.dayOfMonth,
    startDate: s.startDate,
    endDate: s.endDate,
    count: s.maxCount,
    dueDays: s.dueDays,
    sendEmail: s.sendEmail,
    status: s.status as RecurringSeriesView["status"],
    statusReason: s.statusReason,
    rule: describeRule(rule),
    createdCount: s.createdCount,
    nextDate: s.nextDate,
    nextDates: s.status === "ended" ? [] : upcomingDates(rule, s.nextPeriod, s.createdCount, PREVIEW_DATES),
    figures: figuresView(s.lines, seriesDiscount(s), 0),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The series with its client's name, in the currency it was made in. */
export function seriesView(ctx: OwnerContext, s: RecurringSeries): RecurringSeriesView {
  const client = ctx.db.select({ name: clients.name }).from(clients).where(eq(clients.id, s.clientId)).get();
  return toSeriesView(s, client?.name ?? "");
}

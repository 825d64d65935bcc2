// Recurring series from the chat (docs/decisions/200-recurring-invoices.md): started, paused, resumed,
// ended through /api/recurring-invoices. A series is named by its client (and its description when the
// client has several); the rule in words and the dates are the server's (its preview).

import { z } from "zod";
import type { RecurringSeriesView } from "@core/recurring";
import { query } from "../../api/client";
import { day, money, plural } from "../../format";
import { changeSeries } from "../../operations/recurring";
import { clientForChange } from "../proposals/invoices";
import { propose, proposeChange, say } from "../proposals/propose";
import { defineAction, type ActionSpec } from "./spec";
import {
  amountArg,
  asNumber,
  clientNameArg,
  dateArg,
  decimal,
  describeSeries,
  failure,
  isReply,
  notASum,
  seriesFor,
  seriesName,
  toCents,
} from "./money-shared";

type Preview = { rule: string; createNow: number; dueDays: number; amount: string };

const createRecurring = defineAction({
  name: "create_recurring",
  description: "Start a recurring invoice series for a client: an amount every week or month from a start date.",
  schema: z.object({
    clientName: clientNameArg,
    amount: amountArg,
    every: z.enum(["week", "month"]),
    startDate: dateArg,
    description: z.string().optional(),
  }),
  hints: { title: "Start a recurring invoice", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, args) {
    const cents = toCents(args.amount);
    if (cents === null) return notASum("amount", args.amount);
    const found = await clientForChange(ctx, args.clientName);
    if (isReply(found)) return found;
    const { client } = found;
    const api = await ctx.api();
    const what = args.description?.trim();
    const body = {
      clientId: client.id,
      description: what || null,
      lines: [{ description: what || "Services", quantity: "1", unitPrice: decimal(cents) }],
      unit: args.every,
      every: 1,
      startDate: args.startDate,
      sendEmail: false,
    };
    let preview: Preview;
    try {
      preview = await api.request<Preview>("POST", "/api/recurring-invoices/preview", body);
    } catch (error) {
      return failure(error);
    }
    // The same client billed the same sum as often already: said, not refused.
    const existing = (
      await api.page<RecurringSeriesView>(
        `/api/recurring-invoices${query({ clientId: client.id, status: "active", limit: 50 })}`,
      )
    ).items.filter((s) => s.unit === args.every && toCents(s.amount) === cents);
    const notes = [
      found.preface,
      existing.length ? `Note: ${client.name} already has ${existing.map(describeSeries).join(", ")}.` : undefined,
    ].filter(Boolean);
    const catchUp = preview.createNow
      ? ` ${plural(preview.createNow, "invoice")} for dates already passed ${preview.createNow === 1 ? "is" : "are"} made at once.`
      : "";
    return propose(
      {
        op: "create_recurring",
        args: {
          clientName: client.name,
          amount: asNumber(cents),
          every: args.every,
          startDate: args.startDate,
          ...(what ? { description: what } : {}),
        },
      },
      `Bill ${client.name} ${money(decimal(cents))}${what ? ` for "${what}"` : ""}: ${preview.rule.charAt(0).toLowerCase()}${preview.rule.slice(1)}? ` +
        `Each invoice is made on its date as pending, due ${plural(preview.dueDays, "day")} later, and is not emailed.${catchUp}`,
      async () => {
        const made = await api.request<RecurringSeriesView & { createdNow: number }>(
          "POST",
          "/api/recurring-invoices",
          body,
        );
        return say(
          `${seriesName(made)} started for ${client.name}: ${made.rule}.` +
            (made.nextDate ? ` Next invoice ${day(made.nextDate)}.` : "") +
            (made.createdNow ? ` ${plural(made.createdNow, "invoice")} made now.` : ""),
          made,
        );
      },
      notes.join(" ") || undefined,
    );
  },
});

type SeriesChange = "pause" | "resume" | "end";

const FROM: Record<SeriesChange, RecurringSeriesView["status"][]> = {
  pause: ["active"],
  resume: ["paused"],
  end: ["active", "paused"],
};

/** Why a series cannot take a change, and what to do instead. */
function refusal(s: RecurringSeriesView, change: SeriesChange): string {
  const name = `${seriesName(s)} (${s.clientName})`;
  if (s.status === "ended")
    return `${name} has ended; an ended series cannot be ${change === "end" ? "ended again" : `${change}d`}. Start a new one instead ("bill ${s.clientName} ${s.amount} every month from …").`;
  if (change === "resume")
    return `${name} is not paused: it is active${s.nextDate ? `, next invoice ${day(s.nextDate)}` : ""}. Nothing to resume.`;
  return `${name} is already paused${s.statusReason ? ` (${s.statusReason})` : ""}. "resume ${s.clientName}" starts it again.`;
}

function seriesAction(change: SeriesChange, title: string, description: string, destructive: boolean) {
  const op = `${change}_recurring`;
  return defineAction({
    name: op,
    description,
    schema: z.object({
      clientName: clientNameArg,
      description: z.string().optional().describe("which of the client's series, when they have several"),
    }),
    hints: { title, destructive, idempotent: true, openWorld: false },
    async propose(ctx, args) {
      const found = await seriesFor(ctx, args.clientName, args.description, (s) => FROM[change].includes(s.status));
      if (isReply(found)) return found;
      const { series, preface } = found;
      if (!FROM[change].includes(series.status))
        return say(`${preface ? `${preface} ` : ""}${refusal(series, change)}`);
      const m = `${money(series.amount, series.currency)} ${series.rule.charAt(0).toLowerCase()}${series.rule.slice(1)}`;
      try {
        const base = await changeSeries(ctx, series.id, change);
        return proposeChange(
          {
            op,
            args: { clientName: series.clientName, ...(series.description ? { description: series.description } : {}) },
          },
          { ...base, question: base.question.replace(`(${series.clientName})`, `(${series.clientName}, ${m})`) },
          preface,
        );
      } catch (error) {
        return failure(error);
      }
    },
  });
}

export const RECURRING_ACTIONS: ActionSpec[] = [
  createRecurring,
  seriesAction(
    "pause",
    "Pause a recurring invoice",
    "Pause a client's recurring invoice series (no invoices until resumed).",
    false,
  ),
  seriesAction(
    "resume",
    "Resume a recurring invoice",
    "Resume a client's paused recurring invoice series, from today.",
    false,
  ),
  seriesAction(
    "end",
    "End a recurring invoice",
    "End a client's recurring invoice series for good (the invoices made stay).",
    true,
  ),
];

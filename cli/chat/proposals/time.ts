// Time from the chat: start or stop the timer, log time, invoice a client's unbilled time (each a
// proposal confirmed before it runs), and how much is unbilled (an answer). The terminal's own
// operations (cli/operations/track.ts) do the work, so the chat says what `microteam track` says.

import { parseDuration, type ClientUnbilledView, type TimerView, type UnbilledSummary } from "@core/time-entries";
import type { CliContext } from "../../context";
import { CliError } from "../../errors";
import { day, money } from "../../format";
import { addTime, invoiceUnbilled, startTimer, stopTimer } from "../../operations/track";
import { ownerToday } from "../actions/money-shared";
import { clientFor } from "../answers";
import type { ChatReply, Intent } from "../types";
import { clientForChange } from "./invoices";
import { proposeChange, say } from "./propose";

const hours = (h: string) => `${h} ${h === "1" ? "hour" : "hours"}`;

/** A refusal the operation words (no timer, nothing unbilled) is said back, not shown as an error. */
async function orSay(change: () => Promise<ChatReply>): Promise<ChatReply> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof CliError) return say(`${error.message}${error.hint ? ` ${error.hint}` : ""}`);
    throw error;
  }
}

export async function proposeTimerStart(
  ctx: CliContext,
  intent: Extract<Intent, { op: "timer.start" }>,
): Promise<ChatReply> {
  const found = await clientForChange(ctx, intent.client);
  if ("kind" in found) return found;
  const { client, preface } = found;
  return orSay(async () =>
    proposeChange(
      {
        op: "start_timer",
        args: { clientName: client.name, ...(intent.description ? { description: intent.description } : {}) },
      },
      await startTimer(ctx, client.id, intent.description),
      preface,
    ),
  );
}

export async function proposeTimerStop(ctx: CliContext): Promise<ChatReply> {
  const { running } = await (await ctx.api()).request<TimerView>("GET", "/api/time-entries/timer");
  if (!running) return say('No timer is running. Say "start timer for Acme" to start one.');
  return proposeChange({ op: "stop_timer", args: {} }, await stopTimer(ctx));
}

export async function proposeTimeAdd(ctx: CliContext, intent: Extract<Intent, { op: "time.add" }>): Promise<ChatReply> {
  const found = await clientForChange(ctx, intent.client);
  if ("kind" in found) return found;
  const { client, preface } = found;
  const { duration, description, date } = intent;
  const minutes = parseDuration(duration);
  return proposeChange(
    {
      op: "log_time",
      args: {
        clientName: client.name,
        duration,
        // The time as the server will read it, in minutes (the eval sets' and the model tool's measure).
        ...(minutes !== null ? { minutes } : {}),
        ...(description ? { description } : {}),
        // The day it is logged on, said even when it is today.
        date: date ?? (await ownerToday(ctx)),
      },
    },
    await addTime(ctx, { client: client.id, duration, description, date }),
    preface,
  );
}

export async function proposeUnbilledInvoice(
  ctx: CliContext,
  intent: Extract<Intent, { op: "unbilled.invoice" }>,
): Promise<ChatReply> {
  const found = await clientForChange(ctx, intent.client);
  if ("kind" in found) return found;
  const { client, preface } = found;
  return orSay(async () =>
    proposeChange(
      { op: "invoice_unbilled_time", args: { clientName: client.name } },
      await invoiceUnbilled(ctx, client.id, { expectedAmount: intent.amount }),
      preface,
    ),
  );
}

/** "how much unbilled work do I have": the total and the clients behind it, or one client's. */
export async function answerUnbilled(ctx: CliContext, typed?: string): Promise<ChatReply> {
  const api = await ctx.api();
  if (typed) {
    const found = await clientFor(ctx, typed);
    if ("kind" in found) return found;
    const { client, note } = found;
    const work = await api.request<ClientUnbilledView>("GET", `/api/clients/${client.id}/unbilled`);
    if (!work.totals.length) return say(`${note}${client.name} has no unbilled time.`, work);
    const each = work.totals.map(
      (t) => `${money(t.amount, t.currency)} for ${hours(t.hours)} (oldest from ${day(t.oldestDate)})`,
    );
    return say(
      `${note}${client.name} has ${each.join(" and ")} of unbilled work. Say "invoice ${client.name}'s unbilled time" to bill it.`,
      work,
    );
  }
  const summary = await api.request<UnbilledSummary>("GET", "/api/time-entries/unbilled");
  if (!summary.totals.length) return say("You have no unbilled work.", summary);
  const total = summary.totals.map((t) => `${money(t.amount, t.currency)} (${hours(t.hours)})`).join(" and ");
  const shown = summary.clients.slice(0, 5).map((c) => `${c.clientName} ${money(c.amount, c.currency)}`);
  const more = summary.clients.length > 5 ? `, and ${summary.clients.length - 5} more` : "";
  return say(`You have ${total} of unbilled work: ${shown.join(", ")}${more}.`, summary);
}

// `microteam track …`: the timer, time added by hand, the unbilled entries, and an invoice made from a
// client's unbilled time, through the same routes as the web (docs/decisions/316-time-tracking.md).
import { formatDuration } from "@core/time-entries/duration";
import type {
  ClientUnbilledView,
  InvoicedTime,
  TimeEntryView,
  TimerStarted,
  TimerStopped,
  TimerView,
  UnbilledSummary,
} from "@core/time-entries";
import { ApiError, query } from "../api/client";
import type { CliContext } from "../context";
import { usageError } from "../errors";
import { day, money, plural, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import { printCursor, readCursorOption, showingLine } from "../page-position";
import { findClient } from "../resolve";
import type { Change } from "./change";

const hoursWords = (hours: string) => `${hours} ${hours === "1" ? "hour" : "hours"}`;
const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/** "95", "95.00", "$95.00" and "1,045.00" name the same amounts as the API's "95.00" and "1045.00". */
const sameAmount = (typed: string, amount: string) => {
  const n = Number(typed.replace(/[^\d.]/g, ""));
  return typed.trim() !== "" && Number.isFinite(n) && Math.round(n * 100) === Math.round(Number(amount) * 100);
};

/** "2h 15m so far" for a running timer, by the terminal's clock (display only). */
const soFar = (e: TimeEntryView, now: Date) =>
  `${formatDuration(Math.max(0, Math.floor((now.getTime() - Date.parse(e.startedAt)) / 60_000)))} so far`;

/** "Acme Ltd (design review)". */
const what = (e: Pick<TimeEntryView, "clientName" | "description">) =>
  `${e.clientName}${e.description ? ` (${e.description})` : ""}`;

export interface TrackListOptions {
  client?: string;
  limit?: number;
  cursor?: string;
}

/** `microteam track [list]`: the unbilled entries, newest first, with the totals and the running timer. */
export async function listUnbilled(ctx: CliContext, options: TrackListOptions = {}): Promise<Result> {
  const api = await ctx.api();
  const client = options.client ? await findClient(api, options.client) : undefined;
  const at = readCursorOption(options.cursor);
  const page = await api.page<TimeEntryView>(
    `/api/time-entries${query({ billed: "false", clientId: client?.id, limit: options.limit, cursor: at.cursor })}`,
  );
  const summary = await api.request<UnbilledSummary>("GET", "/api/time-entries/unbilled");
  const { running } = await api.request<TimerView>("GET", "/api/time-entries/timer");
  const totals = (client ? summary.clients.filter((c) => c.clientId === client.id) : summary.totals).map(
    (t) => `${money(t.amount, t.currency)} for ${hoursWords(t.hours)} (${entries(t.entries)})`,
  );
  const same = [
    client && `--client ${quoteArg(client.name)}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${printCursor(at, page.items.length, page.nextCursor)}`,
  ];
  const footer = [
    totals.length ? `Unbilled: ${totals.join("; ")}.` : null,
    page.total > page.items.length
      ? `${showingLine(at, page.items.length, page.total)}${page.nextCursor ? ` Next page: microteam track ${same.filter(Boolean).join(" ")}` : ""}`
      : null,
    running
      ? `Timer running: ${what(running)}, ${soFar(running, ctx.now())}. Stop it with \`microteam track stop\`.`
      : null,
    totals.length ? `Invoice a client's unbilled time with \`microteam track invoice CLIENT\`.` : null,
  ].filter(Boolean);
  return {
    kind: "table",
    columns: [
      { key: "date", label: "Date" },
      { key: "client", label: "Client" },
      { key: "description", label: "Description" },
      { key: "time", label: "Time", align: "right" },
      { key: "amount", label: "Amount", align: "right" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((e) => ({
      date: day(e.workDate),
      client: e.clientName,
      description: e.description ?? "",
      time: e.minutes === null ? "running" : formatDuration(e.minutes),
      amount: e.amount ? money(e.amount, e.currency) : "",
      id: shortId(e.id),
    })),
    empty: [
      client ? `No unbilled time for ${client.name}.` : "No unbilled time.",
      running ? ` Timer running: ${what(running)}, ${soFar(running, ctx.now())}.` : "",
      ' Start a timer with `microteam track start CLIENT "what you do"`, or add time with `microteam track add CLIENT 1h30m`.',
    ].join(""),
    footer: footer.length ? footer.join("\n") : undefined,
    data: {
      entries: page.items,
      totals: client ? summary.clients.filter((c) => c.clientId === client.id) : summary.totals,
      running,
    },
  };
}

/** `microteam track start CLIENT [description]`: a timer; the running one, if any, stops first. */
export async function startTimer(ctx: CliContext, clientRef: string, description?: string): Promise<Change> {
  const api = await ctx.api();
  const client = await findClient(api, clientRef);
  const { running } = await api.request<TimerView>("GET", "/api/time-entries/timer");
  if (running && running.clientId === client.id && (running.description ?? null) === (description || null)) {
    throw usageError(
      `The timer for ${what(running)} is already running (${soFar(running, ctx.now())}).`,
      "Stop it with `microteam track stop`.",
    );
  }
  const stops = running ? ` The timer for ${what(running)} stops (${soFar(running, ctx.now())}).` : "";
  return {
    question: `Start a timer for ${client.name}${description ? ` (${description})` : ""}?${stops}`,
    async run() {
      const made = await api.request<TimerStarted>("POST", "/api/time-entries/timer/start", {
        clientId: client.id,
        description: description || null,
      });
      const stopped = made.stopped
        ? ` Stopped ${what(made.stopped)} at ${formatDuration(made.stopped.minutes ?? 0)} (${money(made.stopped.amount ?? "0", made.stopped.currency)}).`
        : "";
      return {
        kind: "message",
        text: `Timer started for ${what(made.started)} at ${money(made.started.rate, made.started.currency)}/h.${stopped}`,
        data: made,
      };
    },
  };
}

/** `microteam track stop`: the running timer becomes an entry. */
export async function stopTimer(ctx: CliContext): Promise<Change> {
  const api = await ctx.api();
  const { running } = await api.request<TimerView>("GET", "/api/time-entries/timer");
  if (!running)
    throw usageError("No timer is running.", 'Start one with `microteam track start CLIENT "what you do"`.');
  return {
    question: `Stop the timer for ${what(running)} (${soFar(running, ctx.now())})?`,
    async run() {
      const { stopped } = await api.request<TimerStopped>("POST", "/api/time-entries/timer/stop");
      return {
        kind: "message",
        text: `Stopped: ${formatDuration(stopped.minutes ?? 0)} for ${what(stopped)}, ${money(stopped.amount ?? "0", stopped.currency)}.`,
        data: stopped,
      };
    },
  };
}

export interface NewTime {
  client: string;
  duration: string;
  description?: string;
  date?: string;
  rate?: string;
}

/** `microteam track add CLIENT 1h30m [description] [--date D] [--rate R]`: time worked without the timer. */
export async function addTime(ctx: CliContext, input: NewTime): Promise<Change> {
  const api = await ctx.api();
  const client = await findClient(api, input.client);
  const on = input.date ? ` on ${day(input.date)}` : " today";
  return {
    question: `Add ${input.duration} for ${client.name}${input.description ? ` (${input.description})` : ""}${on}${input.rate ? ` at ${money(input.rate)}/h` : ""}?`,
    async run() {
      const entry = await api.request<TimeEntryView>("POST", "/api/time-entries", {
        clientId: client.id,
        duration: input.duration,
        description: input.description || null,
        date: input.date ?? null,
        hourlyRate: input.rate ?? null,
      });
      return {
        kind: "message",
        text: `Added ${formatDuration(entry.minutes ?? 0)} for ${what(entry)} on ${day(entry.workDate)}: ${money(entry.amount ?? "0", entry.currency)} (id ${shortId(entry.id)}).`,
        data: entry,
      };
    },
  };
}

/** `microteam track invoice CLIENT`: the client's unbilled time as ONE pending invoice, a line per entry. */
export async function invoiceUnbilled(
  ctx: CliContext,
  clientRef: string,
  options: {
    exchangeRate?: string;
    /** The total the owner agreed to (an assistant's tool call): nothing is made when the time is not that now. */
    expectedAmount?: string;
  } = {},
): Promise<Change> {
  const api = await ctx.api();
  const client = await findClient(api, clientRef);
  const work = await api.request<ClientUnbilledView>("GET", `/api/clients/${client.id}/unbilled`);
  const total = work.totals[0];
  if (!total) {
    throw usageError(
      `${client.name} has no unbilled time to invoice.`,
      `Add some with \`microteam track add ${quoteArg(client.name)} 1h30m\`.`,
    );
  }
  const lines = Math.min(total.entries, work.entries.length);
  const billed = work.entries.filter((e) => e.currency === total.currency);
  const billedAmount = (billed.reduce((sum, e) => sum + Math.round(Number(e.amount) * 100), 0) / 100).toFixed(2);
  if (options.expectedAmount !== undefined && !sameAmount(options.expectedAmount, billedAmount)) {
    throw usageError(
      `${client.name}'s unbilled time comes to ${money(billedAmount, total.currency)} now (${entries(billed.length)}), not ${options.expectedAmount}: nothing was invoiced.`,
      "Tell the owner the new total and ask again.",
    );
  }
  const rest = total.entries > lines ? ` (the oldest ${lines} of ${total.entries}: an invoice holds 100 lines)` : "";
  const rate = options.exchangeRate ? ` at ${options.exchangeRate} your currency per ${total.currency}` : "";
  return {
    question: `Invoice ${client.name} ${money(total.amount, total.currency)} for ${hoursWords(total.hours)} of unbilled time, one line per entry (${plural(lines, "line")})${rest}${rate}?`,
    async run() {
      const made = await api
        .request<InvoicedTime>("POST", `/api/clients/${client.id}/unbilled/invoice`, {
          currency: total.currency,
          entryIds: work.entries.map((e) => e.id),
          ...(options.exchangeRate ? { exchangeRate: options.exchangeRate } : {}),
        })
        .catch((error: unknown) => {
          // Time in another currency than the home one needs its rate, as `invoice create --rate` does.
          const refused = error instanceof ApiError ? error.body?.fields?.exchangeRate : undefined;
          if (!refused || options.exchangeRate) throw error;
          throw usageError(
            `${refused}.`,
            `Give it: \`microteam track invoice ${quoteArg(client.name)} --exchange-rate 1.08\` (what 1 ${total.currency} is worth in your currency).`,
          );
        });
      return {
        kind: "message",
        text: `${made.message}, due ${day(made.invoice.dueDate)}. Send it with \`microteam invoice send ${made.invoice.invoiceNumber}\`.`,
        data: made,
      };
    },
  };
}

// `microteam recurring [list]`, `recurring show|preview|pause|resume|end` (docs/decisions/200-recurring-
// invoices.md), through the web's routes: /api/recurring-invoices (paged), /{id}, /{id}/pause|resume|end.
// The rule in words and the next dates are the server's.
import type { RecurringSeriesView } from "@core/recurring";
import { printCursor, readCursorOption, showingLine } from "../page-position";
import { query, type ApiClient } from "../api/client";
import type { CliContext } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { day, money, plural, quoteArg, shortId } from "../format";
import type { Line, Result } from "../output";
import type { Change } from "./change";

export const SERIES_STATUSES = ["active", "paused", "ended"] as const;
export type SeriesStatusFilter = (typeof SERIES_STATUSES)[number];

const seriesName = (s: RecurringSeriesView) => s.description || `${s.clientName}'s series`;

export interface SeriesListOptions {
  status?: SeriesStatusFilter;
  search?: string;
  limit?: number;
  cursor?: string;
}

/** `microteam recurring`: the owner's series, newest first, with the rule and the next date. */
export async function listSeries(ctx: CliContext, options: SeriesListOptions = {}): Promise<Result> {
  const api = await ctx.api();
  const at = readCursorOption(options.cursor);
  const page = await api.page<RecurringSeriesView>(
    `/api/recurring-invoices${query({ status: options.status, q: options.search, limit: options.limit, cursor: at.cursor })}`,
  );
  const same = [
    options.status && `--status ${options.status}`,
    options.search && `--search ${quoteArg(options.search)}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${printCursor(at, page.items.length, page.nextCursor)}`,
  ];
  return {
    kind: "table",
    columns: [
      { key: "client", label: "Client" },
      { key: "name", label: "Description" },
      { key: "amount", label: "Each", align: "right" },
      { key: "rule", label: "Rule" },
      { key: "next", label: "Next" },
      { key: "status", label: "Status" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((s) => ({
      client: s.clientName,
      name: s.description ?? "",
      amount: money(s.amount, s.currency),
      rule: s.rule,
      next: s.status === "active" && s.nextDate ? day(s.nextDate) : "",
      status: `${s.status}${s.createdCount ? `, ${s.createdCount} made` : ""}`,
      id: shortId(s.id),
    })),
    empty: options.search
      ? `No recurring series match "${options.search}".`
      : options.status
        ? `No ${options.status} recurring series.`
        : "No recurring invoices yet. Set one up in the web app (Invoices → Recurring).",
    footer:
      page.total > page.items.length
        ? `${showingLine(at, page.items.length, page.total)}${page.nextCursor ? ` Next page: microteam recurring ${same.filter(Boolean).join(" ")}` : ""}`
        : undefined,
    data: page.items,
  };
}

const norm = (s: string) => s.trim().toLowerCase();

/** A series by id, short id, or name: its description or its client's name (a unique start works too). */
export async function findSeries(api: ApiClient, ref: string): Promise<RecurringSeriesView> {
  const r = norm(ref);
  const found = (
    await api.page<RecurringSeriesView>(`/api/recurring-invoices${query({ q: r.slice(0, 100), limit: 200 })}`)
  ).items;
  const byName = (s: RecurringSeriesView) => [norm(s.description ?? ""), norm(s.clientName)];
  const exact = found.filter((s) => s.id === r || shortId(s.id) === r || byName(s).includes(r));
  const matches = exact.length ? exact : found.filter((s) => byName(s).some((n) => n.startsWith(r)));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    throw new CliError(`No recurring series matches "${ref}".`, EXIT.failure, "See `microteam recurring`.");
  }
  throw usageError(
    `"${ref}" matches ${matches.length} series: ${matches
      .slice(0, 5)
      .map((s) => `${seriesName(s)} (${shortId(s.id)})`)
      .join(", ")}.`,
    "Use the short id.",
  );
}

async function readSeries(api: ApiClient, ref: string) {
  return api.request<RecurringSeriesView>("GET", `/api/recurring-invoices/${(await findSeries(api, ref)).id}`);
}

/** `microteam recurring show ID|NAME`: the series, its rule, lines and next dates. */
export async function showSeries(ctx: CliContext, ref: string): Promise<Result> {
  const s = await readSeries(await ctx.api(), ref);
  const m = (amount: string) => money(amount, s.currency);
  const lines: Line[] = [
    { text: `${seriesName(s)} · ${s.clientName} · ${s.status}`, style: "title" },
    { text: s.rule },
    ...(s.statusReason ? [{ text: s.statusReason, style: "warn" as const }] : []),
    { text: "" },
    ...s.figures.lines.map((l) => ({ text: `  ${l.description}  ${l.quantity} × ${m(l.unitPrice)}  ${m(l.amount)}` })),
    { text: `  Each invoice ${m(s.figures.total)}, due ${plural(s.dueDays, "day")} after it is made`, style: "bold" },
    { text: "" },
    {
      text: `${plural(s.createdCount, "invoice")} made${s.sendEmail ? ", each emailed to the client" : ", not emailed"}`,
    },
    ...(s.nextDates.length
      ? [{ text: `Next: ${s.nextDates.slice(0, 3).map(day).join(", ")}${s.nextDates.length > 3 ? ", …" : ""}` }]
      : [{ text: "No more invoices will be made.", style: "dim" as const }]),
    { text: `Id ${s.id}`, style: "dim" },
  ];
  return { kind: "lines", lines, data: s };
}

/** `microteam recurring preview ID`: the next dates the series will invoice, as the server computes them. */
export async function previewSeries(ctx: CliContext, ref: string): Promise<Result> {
  const s = await readSeries(await ctx.api(), ref);
  const lines: Line[] = [
    { text: `${seriesName(s)}: ${s.rule}`, style: "title" },
    ...(s.status === "paused"
      ? [
          {
            text: "Paused: these dates follow once it is resumed (dates passed meanwhile are skipped).",
            style: "warn" as const,
          },
        ]
      : []),
    ...(s.nextDates.length
      ? s.nextDates.map((d, i) => ({
          text: `  ${String(i + 1).padStart(2)}. ${day(d)}  ${money(s.amount, s.currency)}`,
        }))
      : [{ text: "No more invoices will be made.", style: "dim" as const }]),
  ];
  return { kind: "lines", lines, data: { id: s.id, rule: s.rule, status: s.status, nextDates: s.nextDates } };
}

type SeriesChange = "pause" | "resume" | "end";

const QUESTION: Record<SeriesChange, (s: RecurringSeriesView) => string> = {
  pause: (s) => `Pause ${seriesName(s)} (${s.clientName})? No invoices are made until you resume it.`,
  resume: (s) =>
    `Resume ${seriesName(s)} (${s.clientName})? It continues from today; dates passed while paused are skipped.`,
  end: (s) =>
    `End ${seriesName(s)} (${s.clientName})? No more invoices are made; the ${plural(s.createdCount, "invoice")} made stay. This cannot be undone.`,
};

/** Which states each change starts from, as the server refuses the others (409). */
const FROM: Record<SeriesChange, RecurringSeriesView["status"][]> = {
  pause: ["active"],
  resume: ["paused"],
  end: ["active", "paused"],
};

/** `microteam recurring pause|resume|end ID`: confirmed, then through the series' route. */
export async function changeSeries(ctx: CliContext, ref: string, change: SeriesChange): Promise<Change> {
  const api = await ctx.api();
  const s = await findSeries(api, ref);
  if (!FROM[change].includes(s.status)) {
    throw usageError(`${seriesName(s)} is ${s.status}; it cannot be ${change === "end" ? "ended" : `${change}d`}.`);
  }
  return {
    question: QUESTION[change](s),
    async run() {
      const after = await api.request<RecurringSeriesView & { createdNow?: number }>(
        "POST",
        `/api/recurring-invoices/${s.id}/${change}`,
      );
      const next = after.nextDate && after.status === "active" ? ` Next invoice ${day(after.nextDate)}.` : "";
      const text =
        change === "pause"
          ? `${seriesName(after)} is paused.`
          : change === "resume"
            ? `${seriesName(after)} is active again.${after.createdNow ? ` ${plural(after.createdNow, "invoice")} made now.` : ""}${next}`
            : `${seriesName(after)} has ended; ${plural(after.createdCount, "invoice")} made in all.`;
      return { kind: "message", text, data: after };
    },
  };
}

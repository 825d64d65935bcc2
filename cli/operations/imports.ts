// `microteam import FILE`: the same two routes as the web (POST /api/imports/preview, then /api/imports):
// what the file holds and every wrong line first, then the import, all or nothing, after a yes.
import fs from "node:fs";
import type { CliContext } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import type { Line, Result } from "../output";
import type { Change } from "./change";

interface Preview {
  format: { id: string; label: string; source: string; kind: "invoices" | "clients"; detected: boolean };
  formats: { id: string; label: string }[];
  mapping: { field: string; label: string; required: boolean; column: string | null }[];
  rowCount: number;
  counts: { invoices: number; newClients: number; matchedClients: number; payments: number; skipped: number };
  totals: { currency: string; invoices: number; total: string; paid: string }[];
  skipped: { line: number; reason: string }[];
  errors: { line: number; column: string | null; message: string }[];
  errorCount: number;
  ready: boolean;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

function readFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw usageError(code === "ENOENT" ? `No file ${file}.` : `Could not read ${file} (${code ?? "error"}).`);
  }
}

/**
 * The preview for the file: the detected format, or with `--format midday|invoiceninja|stripe` that
 * product's file the header row fits (its invoices or its clients), or a format id as the server names it.
 */
async function previewFor(ctx: CliContext, csv: string, format?: string): Promise<Preview> {
  const api = await ctx.api();
  const ask = (id?: string) =>
    api.request<Preview>("POST", "/api/imports/preview", { csv, ...(id ? { format: id } : {}) });
  if (!format || format.includes("-")) return ask(format);
  const detected = await ask().catch(() => null);
  if (detected && detected.format.id.startsWith(`${format}-`)) return detected;
  const ids = [`${format}-invoices`, format === "invoiceninja" ? `${format}-clients` : `${format}-customers`];
  const [invoices, clients] = await Promise.all(ids.map((id) => ask(id)));
  return !invoices.ready && clients.ready ? clients : invoices;
}

function summary(p: Preview): Line[] {
  const lines: Line[] = [
    {
      text: `${p.format.label}${p.format.detected ? " (recognised from the header row)" : ""}: ${plural(p.rowCount, "row")}.`,
      style: "bold",
    },
    {
      text:
        p.format.kind === "invoices"
          ? `${plural(p.counts.invoices, "invoice")}, ${plural(p.counts.newClients, "new client")}, ${plural(p.counts.matchedClients, "client")} you already have, ${plural(p.counts.payments, "payment")}${p.counts.skipped ? `, ${p.counts.skipped} skipped` : ""}.`
          : `${plural(p.counts.newClients, "new client")}, ${plural(p.counts.matchedClients, "client")} you already have.`,
    },
    ...p.totals.map((t) => ({
      text: `  ${t.currency}: ${plural(t.invoices, "invoice")}, ${t.total} billed, ${t.paid} paid`,
    })),
    { text: "Columns:" },
    ...p.mapping.map((m) => ({
      text: `  ${m.label} ← ${m.column ?? "(none)"}`,
      style: m.required && !m.column ? ("error" as const) : undefined,
    })),
    ...p.skipped.slice(0, 10).map((s) => ({ text: `Skipped line ${s.line}: ${s.reason}`, style: "dim" as const })),
  ];
  return lines;
}

const errorLines = (p: Preview): Line[] => [
  { text: `Nothing can be imported: ${plural(p.errorCount, "problem")} to fix.`, style: "error" },
  ...p.errors.map((e) => ({
    text: `  line ${e.line}${e.column ? `, ${e.column}` : ""}: ${e.message}`,
    style: "error" as const,
  })),
];

/** `microteam import FILE --dry-run`: what would be imported, and every problem by line; nothing is written. */
export async function previewImportFile(ctx: CliContext, file: string, format?: string): Promise<Result> {
  const p = await previewFor(ctx, readFile(file), format);
  return {
    kind: "lines",
    lines: [...summary(p), ...(p.errorCount ? errorLines(p) : [{ text: "Ready to import." }])],
    data: p,
  };
}

/** `microteam import FILE`: asks, then imports everything or nothing. A file with wrong lines is refused first. */
export async function importFileChange(ctx: CliContext, file: string, format?: string): Promise<Change> {
  const csv = readFile(file);
  const p = await previewFor(ctx, csv, format);
  if (!p.ready) {
    if (!ctx.output.json) for (const line of [...summary(p), ...errorLines(p)]) ctx.output.stderr(line.text);
    const first = p.errors
      .slice(0, 3)
      .map((e) => `line ${e.line}${e.column ? ` (${e.column})` : ""}: ${e.message}`)
      .join("; ");
    throw new CliError(
      `Nothing was imported from ${file}: ${plural(p.errorCount, "problem")} to fix. ${first}${p.errorCount > 3 ? "; …" : ""}`,
      EXIT.failure,
      "See every line with `microteam import FILE --dry-run`, or choose the columns in the web app (Invoices → Import).",
    );
  }
  const what =
    p.format.kind === "invoices"
      ? `${plural(p.counts.invoices, "invoice")} and ${plural(p.counts.newClients, "new client")}`
      : plural(p.counts.newClients, "new client");
  const api = await ctx.api();
  return {
    question: `Import ${what} from ${p.format.label}? Nothing is emailed.`,
    async run() {
      const result = await api.request<{ message: string }>("POST", "/api/imports", { csv, format: p.format.id });
      return { kind: "message", text: `${result.message}.`, data: result };
    },
  };
}

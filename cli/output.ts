// Commands return data; this draws it (STYLE.md 12): plain text when piped or with NO_COLOR, colour
// on a terminal, JSON with --json. Data goes to stdout, everything else to stderr.

import { cellWidth, graphemesOf } from "./cell-width";

export interface Column {
  key: string;
  label: string;
  align?: "left" | "right";
}

export type Style = "title" | "bold" | "dim" | "warn" | "ok" | "error" | "accent";
export interface Line {
  text: string;
  style?: Style;
}

export type Result =
  | { kind: "message"; text: string; data: unknown }
  | { kind: "table"; columns: Column[]; rows: Record<string, string>[]; empty: string; footer?: string; data: unknown }
  | { kind: "lines"; lines: Line[]; data: unknown };

export interface Output {
  json: boolean;
  color: boolean;
  /** The terminal's columns when stdout is one; undefined when piped (nothing is cut or wrapped then). */
  width?: number;
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * Colour on stdout, in this order: never with --json or --no-color; never with NO_COLOR set or
 * FORCE_COLOR=0; always with another FORCE_COLOR; else only on a terminal that is not TERM=dumb.
 */
export function wantsColor(
  options: { json?: boolean; color?: boolean; isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (options.json || options.color === false) return false;
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "") return true;
  return Boolean(options.isTTY ?? process.stdout.isTTY) && env.TERM !== "dumb";
}

export function terminalOutput(options: { json: boolean; color?: boolean; env?: NodeJS.ProcessEnv }): Output {
  const env = options.env ?? process.env;
  return {
    json: options.json,
    color: wantsColor(options, env),
    width: process.stdout.isTTY ? process.stdout.columns : undefined,
    stdout: (text) => process.stdout.write(text.endsWith("\n") ? text : text + "\n"),
    stderr: (text) => process.stderr.write(text.endsWith("\n") ? text : text + "\n"),
  };
}

const CODES: Record<Style, [number, number]> = {
  title: [1, 22],
  bold: [1, 22],
  dim: [2, 22],
  warn: [33, 39],
  ok: [32, 39],
  error: [31, 39],
  accent: [36, 39],
};

export function paint(text: string, style: Style | undefined, color: boolean): string {
  if (!style || !color) return text;
  const [open, close] = CODES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

export function render(result: Result, output: Output): void {
  if (output.json) {
    output.stdout(JSON.stringify(result.data, null, 2));
    return;
  }
  if (result.kind === "message") output.stdout(result.text);
  else if (result.kind === "lines")
    output.stdout(
      result.lines
        .flatMap((l) => wrapLine(l.text, output.width).map((text) => paint(text, l.style, output.color)))
        .join("\n"),
    );
  else output.stdout(formatTable(result, output.color, output.width));
}

/**
 * A line cut at spaces to fit the terminal, its continuation indented under its text ("  1. Chase …",
 * "     Why: …"), so a narrow terminal never breaks a word in two. Unchanged when piped.
 */
export function wrapLine(text: string, width?: number): string[] {
  // A suggested command stays one line: copied from a wrapped line it would run as two.
  if (!width || text.length <= width || width < 20 || /^\s*→ /.test(text)) return [text];
  const lead = /^(\s*)(\d+\. |! |… |Why: )?/.exec(text)!;
  const indent = " ".repeat(lead[0].length);
  const out: string[] = [];
  let line = "";
  for (const word of text.slice(lead[0].length).split(" ")) {
    const start = out.length === 0 ? lead[0] : indent;
    if (line && start.length + line.length + 1 + word.length > width) {
      out.push(start + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push((out.length === 0 ? lead[0] : indent) + line);
  return out;
}

// Widths are terminal cells, not characters (cli/cell-width.ts).
/** A cell cut to its column (in cells), with "…" saying so; a wide character is never split. */
function cut(cell: string, width: number): string {
  if (cellWidth(cell) <= width) return cell;
  let out = "";
  let used = 0;
  for (const segment of graphemesOf(cell)) {
    const w = cellWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}

/** Padded with spaces to `width` cells, on the left or the right. */
const pad = (cell: string, width: number, right: boolean) => {
  const fill = " ".repeat(Math.max(0, width - cellWidth(cell)));
  return right ? fill + cell : cell + fill;
};

/** At most this narrow is a column cut to (or its label, if longer): ids and amounts stay whole. */
const NARROWEST = 12;

export function formatTable(result: Extract<Result, { kind: "table" }>, color: boolean, width?: number): string {
  if (result.rows.length === 0) return result.empty;
  const widths = result.columns.map((c) =>
    Math.max(cellWidth(c.label), ...result.rows.map((r) => cellWidth(r[c.key] ?? ""))),
  );
  // On a terminal narrower than the table, the widest columns give way first (the reason, the title),
  // cut with "…"; a row never wraps into the next. `--json` and a pipe keep everything.
  if (width) {
    const floor = result.columns.map((c) => Math.max(cellWidth(c.label), NARROWEST));
    const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
    while (total() > width) {
      const widest = widths.reduce((best, w, i) => (w - floor[i] > widths[best] - floor[best] ? i : best), 0);
      if (widths[widest] <= floor[widest]) break;
      widths[widest] -= 1;
    }
  }
  const line = (cells: string[]) =>
    cells
      .map((raw, i) => {
        const cell = cut(raw, widths[i]);
        return pad(cell, widths[i], result.columns[i].align === "right");
      })
      .join("  ")
      .trimEnd();
  const header = paint(line(result.columns.map((c) => c.label)), "bold", color);
  const body = result.rows.map((r) => line(result.columns.map((c) => r[c.key] ?? "")));
  return [header, ...body, ...(result.footer ? ["", paint(result.footer, "dim", color)] : [])].join("\n");
}

export const message = (text: string, data: unknown = { message: text }): Result => ({ kind: "message", text, data });

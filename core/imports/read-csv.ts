// Reading an export: a byte-order mark, commas or semicolons or tabs, quoted fields with commas and line
// breaks — each row keeps the file line it starts on, as a spreadsheet numbers it (the header is line 1).
import Papa from "papaparse";
import { AppError } from "../errors";

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export interface CsvRow {
  /** The file line the row starts on. */
  line: number;
  cells: Record<string, string>;
}

export interface CsvFile {
  headers: string[];
  rows: CsvRow[];
  delimiter: string;
}

const fileError = (message: string) => new AppError("VALIDATION", message, { csv: message });

/** The delimiter the header row uses most, outside quotes. */
function guessDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let inQuotes = false;
  for (const ch of text) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === "\n" || ch === "\r")) break;
    else if (!inQuotes && ch in counts) counts[ch]++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return count > 0 ? best : ",";
}

/**
 * Cells that hold a JSON object (Midday writes its nested customer that way) also read as
 * "column.key" columns, so a mapping can take the customer's email like any other column.
 */
function expandJsonColumns(headers: string[], rows: CsvRow[]): string[] {
  const extra: string[] = [];
  for (const header of headers) {
    const sample = rows.slice(0, 50).find((r) => r.cells[header]?.trim().startsWith("{"));
    if (!sample) continue;
    const keys = new Set<string>();
    for (const row of rows) {
      const value = row.cells[header]?.trim();
      if (!value?.startsWith("{")) continue;
      try {
        const parsed = JSON.parse(value) as unknown;
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) continue;
        for (const [k, v] of Object.entries(parsed)) {
          if (v !== null && typeof v === "object") continue;
          const column = `${header}.${k}`;
          if (!headers.includes(column) && !keys.has(column)) keys.add(column);
          row.cells[column] = v === null || v === undefined ? "" : String(v);
        }
      } catch {
        // Not JSON after all: the cell stays as it is, and no column is made from it.
      }
    }
    extra.push(...keys);
  }
  return [...headers, ...extra];
}

/** Parses the file; an empty file, one without rows, or one too long is a 400 naming `csv`. */
export function readCsv(csv: string): CsvFile {
  const text = csv.replace(/^\uFEFF/, "");
  if (!text.trim()) throw fileError("The file is empty: choose a CSV export");
  const delimiter = guessDelimiter(text);
  const records: { line: number; cells: string[] }[] = [];
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result) => {
      // Lines before this row starts: every line break up to where the previous row ended.
      const start = counted;
      records.push({ line, cells: result.data });
      const end = result.meta.cursor;
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      counted = end;
    },
  });
  const isBlank = (cells: string[]) => cells.every((c) => !c.trim());
  const header = records[0];
  if (!header || isBlank(header.cells)) throw fileError("The first line must be the header row of the export");
  const headers = header.cells.map((h) => h.trim());
  const seen = new Set<string>();
  for (const h of headers) {
    if (h && seen.has(h)) throw fileError(`The header row names "${h}" twice`);
    seen.add(h);
  }
  const dataRows = records.slice(1).filter((r) => !isBlank(r.cells));
  if (dataRows.length === 0) throw fileError("The file has a header row but no rows to import");
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw fileError(`At most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows per import: split the file`);
  }
  const rows = dataRows.map((r) => {
    const cells: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (h) cells[h] = (r.cells[i] ?? "").trim();
    });
    return { line: r.line, cells };
  });
  return { headers: expandJsonColumns(headers.filter(Boolean), rows), rows, delimiter };
}

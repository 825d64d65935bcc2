import Papa from "papaparse";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { clients } from "../db";
import { AppError } from "../errors";
import { fieldErrors } from "../validation";
import { allClients } from "./list";
import { ClientInput } from "./schemas";

const COLUMNS = [
  "name",
  "email",
  "company",
  "phone",
  "businessNiche",
  "status",
  "lastContactDate",
  "createdAt",
] as const;
const IMPORTABLE: Record<string, keyof ClientInput> = {
  name: "name",
  email: "email",
  company: "company",
  phone: "phone",
  businessniche: "businessNiche",
  niche: "businessNiche",
};
export const MAX_IMPORT_ROWS = 5000;

/** A spreadsheet would run a cell starting with = + - @ as a formula; a leading quote keeps it text. */
export const safeCell = (v: string | null) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ""));

export function exportClientsCsv({ ctx }: { ctx: OwnerContext }): string {
  const rows = allClients({ ctx }).map((c) => COLUMNS.map((k) => safeCell(c[k])));
  return Papa.unparse({ fields: [...COLUMNS], data: rows }, { newline: "\n" }) + "\n";
}

/** A bad field of a CSV row, by the row's line in the file (the header is line 1). */
export interface ImportError {
  line: number;
  field: string;
  message: string;
}

/**
 * A CSV import is all or nothing: any bad row is a 400 "Nothing was imported." naming the first five by
 * line, with every one in `fields` ("line 3: email") and in `details.errors`.
 */
export function refuseBadRows(errors: ImportError[]): void {
  if (errors.length === 0) return;
  const fields = Object.fromEntries(errors.map((e) => [`line ${e.line}: ${e.field}`, e.message]));
  const summary = errors
    .slice(0, 5)
    .map((e) => `line ${e.line}: ${e.message}`)
    .join("; ");
  throw new AppError("VALIDATION", `Nothing was imported. ${summary}${errors.length > 5 ? "; ..." : ""}`, fields, {
    errors,
  });
}

/**
 * Imports clients from CSV with a header row (name, email, company, phone, businessNiche). Every row
 * is checked first; any bad row is reported by line number and nothing is imported.
 */
export function importClientsCsv({ ctx, csv }: { ctx: OwnerContext; csv: string }) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/[\s_-]/g, ""),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.includes("name")) {
    throw new AppError("VALIDATION", "The CSV needs a header row with a 'name' column", {
      file: "The CSV needs a header row with a 'name' column (and optionally email, company, phone, businessNiche)",
    });
  }
  if (parsed.data.length === 0)
    throw new AppError("VALIDATION", "The CSV has no client rows", { file: "The CSV has no client rows" });
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    throw new AppError("VALIDATION", `At most ${MAX_IMPORT_ROWS} clients per import`, {
      file: `At most ${MAX_IMPORT_ROWS} rows`,
    });
  }

  const errors: ImportError[] = [];
  const values: ReturnType<typeof ClientInput.parse>[] = [];
  // Line numbers as a spreadsheet shows them: the header is line 1. Papa's row index maps to data
  // lines once blank lines are skipped, so count from the parser's own cursor where it can.
  const lines = lineNumbers(csv, parsed.data.length);
  parsed.data.forEach((raw, i) => {
    const input: Record<string, string> = {};
    for (const [h, v] of Object.entries(raw)) if (IMPORTABLE[h]) input[IMPORTABLE[h]] = v ?? "";
    const result = ClientInput.safeParse(input);
    if (result.success) values.push(result.data);
    else
      for (const [field, message] of Object.entries(fieldErrors(result.error)))
        errors.push({ line: lines[i], field, message });
  });
  refuseBadRows(errors);
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    for (const v of values) {
      const { id } = tx
        .insert(clients)
        .values({ ...v, userId: ctx.userId, createdAt: now, updatedAt: now })
        .returning({ id: clients.id })
        .get();
      publish(ctx, { type: "client.created", userId: ctx.userId, subjectId: id });
    }
  });
  return {
    success: true,
    imported: values.length,
    message: `${values.length} client${values.length === 1 ? "" : "s"} imported`,
  };
}

/** The file line of each non-blank data row (header = line 1). Quoted fields with newlines count as one row. */
export function lineNumbers(csv: string, rows: number): number[] {
  const result: number[] = [];
  const text = csv.replace(/^\uFEFF/, "");
  let line = 1;
  let inQuotes = false;
  let rowStart = 1;
  let rowHasContent = false;
  let headerDone = false;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    const end = i === text.length || (!inQuotes && ch === "\n");
    if (end) {
      if (!headerDone) headerDone = true;
      else if (rowHasContent) result.push(rowStart);
      line++;
      rowStart = line;
      rowHasContent = false;
    } else {
      if (ch === "\n") line++;
      if (ch !== "\r" && ch !== "," && ch !== " " && ch !== "\t") rowHasContent = true;
    }
  }
  while (result.length < rows) result.push(result.length + 2);
  return result;
}

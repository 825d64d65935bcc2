// Which export a header row is, and which of its columns fills each of our fields: the format's
// defaults, then the owner's changes on top (a column of the file, or none).
import { AppError } from "../errors";
import {
  FIELD_LABELS,
  IMPORT_FORMATS,
  REQUIRED_FIELDS,
  fieldsOf,
  headerKey,
  type ImportField,
  type ImportFormat,
} from "./formats";

export type ImportMapping = Partial<Record<ImportField, string | null>>;

/** The format whose signature the headers carry, the one with the most of its columns present first. */
export function detectFormat(headers: string[]): ImportFormat | null {
  const keys = new Set(headers.map(headerKey));
  const candidates = IMPORT_FORMATS.filter(
    (f) => f.signature.every((h) => keys.has(headerKey(h))) && !(f.excludes ?? []).some((h) => keys.has(headerKey(h))),
  );
  const present = (f: ImportFormat) =>
    Object.values(f.columns)
      .flat()
      .filter((h) => keys.has(headerKey(h))).length;
  return candidates.sort((a, b) => present(b) - present(a))[0] ?? null;
}

function findHeader(headers: string[], names: readonly string[] | undefined): string | null {
  for (const name of names ?? []) {
    const found = headers.find((h) => headerKey(h) === headerKey(name));
    if (found) return found;
  }
  return null;
}

/** The mapping to use: the format's defaults where the file has them, with the owner's choices on top. */
export function resolveMapping(format: ImportFormat, headers: string[], chosen: Record<string, string | null> = {}) {
  const fields = fieldsOf(format.kind);
  const problems: Record<string, string> = {};
  for (const key of Object.keys(chosen)) {
    if (!fields.includes(key as ImportField)) problems[`mapping.${key}`] = `${format.label} has no field "${key}"`;
  }
  const mapping: Record<string, string | null> = {};
  for (const field of fields) {
    const choice = chosen[field];
    if (choice === undefined) mapping[field] = findHeader(headers, format.columns[field]);
    else if (choice === null || choice === "") mapping[field] = null;
    else if (headers.includes(choice)) mapping[field] = choice;
    else {
      problems[`mapping.${field}`] = `The file has no column "${choice.slice(0, 80)}"`;
      mapping[field] = null;
    }
  }
  if (Object.keys(problems).length) {
    throw new AppError(
      "VALIDATION",
      `The mapping names what the file does not have: ${Object.keys(problems).join(", ")}`,
      problems,
    );
  }
  const missing = REQUIRED_FIELDS[format.kind].filter((f) => !mapping[f]);
  return { mapping: mapping as ImportMapping, missing };
}

/** The 400 for required fields left without a column. */
export function missingColumnsError(missing: readonly ImportField[]) {
  const fields = Object.fromEntries(
    missing.map((f) => [`mapping.${f}`, `Choose the column that holds the ${FIELD_LABELS[f].toLowerCase()}`]),
  );
  return new AppError(
    "VALIDATION",
    `Nothing was imported: choose a column for ${missing.map((f) => FIELD_LABELS[f].toLowerCase()).join(", ")}`,
    fields,
  );
}

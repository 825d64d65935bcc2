// The paging contract's query (docs/api.md "Lists"): ?limit, ?cursor, ?q, ?sort and each list's
// filters, validated here so every list answers bad paging input the same way (400 naming the field).
import { z } from "zod";
import { isCalendarDate } from "../time";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

const limitNumber = z
  .number({ error: LIMIT_MESSAGE })
  .int({ error: LIMIT_MESSAGE })
  .min(1, { error: LIMIT_MESSAGE })
  .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE });

// Digits only: Number() would also take "0x10", "1e2", "+5" and "199.9999999999999999" (QA 290 F9).
export const limitField = z
  .preprocess((v) => (typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : v), limitNumber)
  // prefault, not default: the document shows a default only on what the preprocess feeds.
  .prefault(DEFAULT_PAGE_SIZE);

export const cursorField = z
  .string({ error: "Invalid cursor" })
  .max(1000, { error: "Invalid cursor" })
  .optional()
  .transform((v) => v || undefined);

// A control character in a LIKE pattern cuts it short in SQLite (`%\0%` matched every row): refused.
const CONTROL = /\p{Cc}/u;

export const searchField = z
  .string({ error: "Search must be text" })
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: `Search must be at most ${MAX_SEARCH_LENGTH} characters` })
  .refine((v) => !CONTROL.test(v), { error: "Search cannot hold control characters" })
  .optional()
  .transform((v) => v || undefined);

/** `key` ascending, `-key` descending; anything else names the allowed values. */
export function sortField<K extends string>(keys: readonly K[], defaultSort: string) {
  const allowed = keys.flatMap((k) => [k, `-${k}`]);
  const message = `Sort by one of: ${allowed.join(", ")}`;
  // The document lists the keys (QA 255 F4); the refine is what checks them.
  return z
    .string({ error: message })
    .meta({ enum: allowed })
    .optional()
    .transform((v) => v || defaultSort)
    .refine((v) => allowed.includes(v), { error: message })
    .transform((v) => ({ key: v.replace(/^-/, "") as K, descending: v.startsWith("-") }));
}

/** A real 'YYYY-MM-DD' date of any year (isCalendarDate also bounds the years). */
function isWrittenDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** A calendar date filter ('YYYY-MM-DD'); a real date outside the years it takes says so (QA 290 F15). */
export const dateFilter = (field: string) =>
  z
    .string()
    .meta({ format: "date" })
    .check((c) => {
      if (isCalendarDate(c.value)) return;
      c.issues.push({
        code: "custom",
        input: c.value,
        message: isWrittenDate(c.value)
          ? `${field} must be between 1900-01-01 and 9998-12-31`
          : `${field} must be a date (YYYY-MM-DD)`,
      });
    })
    .optional();

/** "true" or "false" in a query string, bound to SQLite as 1 or 0. */
export const booleanFilter = (field: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${field} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1" ? 1 : 0));

/** One of a list's fixed values (a status, a category). */
export const enumFilter = <T extends string>(field: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(", ")}` }).optional();

/** An exact match on free text (a category), trimmed. */
export const textFilter = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional()
    .transform((v) => v || undefined);

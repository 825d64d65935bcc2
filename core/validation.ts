import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./catalog";
import { AppError } from "./errors";
import { isCalendarDate } from "./time";

/** Turns zod issues into `{ field: message }`, first message per field ("root" for the object itself). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "root";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every core verb parses its own input through this, so every caller gets the same validation. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new AppError("VALIDATION", `Invalid input: ${Object.keys(fields).join(", ")}`, fields);
  }
  return result.data;
}

// Reusable field rules.

/** Control characters (NUL, BEL, escape codes…) have no place in what an owner types; line breaks and tabs only in multi-line text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;
export const noControlCharacters = { error: "Must not contain control characters" };
/** True for text on one line without control characters (names, numbers, subjects). */
export const isSingleLine = (v: string) => !CONTROL_OR_BREAK.test(v);
/** True for text that may span lines but has no other control characters (descriptions, messages). */
export const isPlainText = (v: string) => !CONTROL.test(v);
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(isPlainText, noControlCharacters)
    .optional()
    .nullable();

/** A calendar date 'YYYY-MM-DD' from 2000 to 2099 (a date outside that is a typo), named in its messages. */
export const calendarDateField = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDate, { error: `${name} must be a real date (YYYY-MM-DD)` })
    .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", { error: `${name} must be between 2000 and 2099` });

/** A web address or an empty string (spec 000 §5.1, §5.2). */
export const urlOrEmpty = z
  .string()
  .trim()
  .max(500, { error: "Must be at most 500 characters" })
  .refine((v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), {
    error: "Please enter a valid URL (starting with https://)",
  })
  .optional()
  .nullable();

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z.string().trim().refine(isTimeZone, { error: "Unknown time zone" });

/** A new password (signing up, changing it in the profile): the rule every form and route shares. */
export const newPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(PASSWORD_MIN_LENGTH, { error: "Password must be at least 8 characters" })
  .max(200, { error: "Password must be at most 200 characters" });

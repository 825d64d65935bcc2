import type { Context } from "hono";
import { AppError } from "@core/errors";

/**
 * The request's JSON body. Every body of this API is a JSON object, so anything else (not JSON, or
 * `null`, an array, a number, a string) is a 400 naming the body before any route or verb sees it.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("VALIDATION", "Expected a JSON body", { body: "Expected a JSON body" });
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("VALIDATION", "Expected a JSON object", { body: "Expected a JSON object" });
  }
  return body as Record<string, unknown>;
}

/** An optional JSON body: nothing sent reads as undefined; something that is not JSON is a 400. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION", "Expected a JSON body", { body: "Expected a JSON body" });
  }
}

/**
 * A CSV upload: the file itself (text/csv) or JSON `{csv: "..."}` from the web's file picker. No file,
 * or an empty one, is a 400 naming `file`.
 */
export async function readCsvUpload(c: Context): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  const csv = type.includes("json") ? ((await readJson(c)) as { csv?: unknown }).csv : await c.req.text();
  if (typeof csv !== "string" || !csv.trim()) {
    throw new AppError("VALIDATION", "Choose a CSV file to import", { file: "Choose a CSV file to import" });
  }
  return csv;
}

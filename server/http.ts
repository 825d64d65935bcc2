import type { Context } from "hono";
import { AppError } from "@core/errors";

/** The request's JSON body; a body that is not JSON is a 400 naming the body. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("VALIDATION", "Expected a JSON body", { body: "Expected a JSON body" });
  }
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

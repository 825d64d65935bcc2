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

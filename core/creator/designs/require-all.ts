import type { z } from "zod";
import { AppError } from "../../errors";
import { fieldErrors } from "../../validation";

/** Parses `input`; anything missing answers the spec's one message for the form, with each field named. */
export function requireAll<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError("VALIDATION", message, fieldErrors(result.error));
  return result.data;
}

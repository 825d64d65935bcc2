import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type AppErrorCode } from "@core/errors";

const STATUS: Record<AppErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
  CONFIRMATION_REQUIRED: 409,
};

/** One error envelope for every route: `{ code, message, fields? }` (STYLE.md 10). */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    return c.json(
      {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.details ? { details: error.details } : {}),
      },
      STATUS[error.code],
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ code: status === 413 ? "PAYLOAD_TOO_LARGE" : "HTTP_ERROR", message: error.message }, status);
  }
  const log = (c.get("services") as { log?: { error: (f: Record<string, unknown>, m?: string) => void } } | undefined)
    ?.log;
  if (log)
    log.error(
      { method: c.req.method, path: c.req.path, err: { name: error.name, message: error.message, stack: error.stack } },
      "unhandled error",
    );
  else console.error(`[error] ${c.req.method} ${c.req.path}:`, error);
  return c.json({ code: "INTERNAL", message: "Something went wrong on our side. Please try again." }, 500);
}

export function notFoundRoute(c: Context) {
  return c.json({ code: "NOT_FOUND", message: `No route for ${c.req.method} ${c.req.path}` }, 404);
}

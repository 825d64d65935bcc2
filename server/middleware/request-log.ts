import { createMiddleware } from "hono/factory";
import type { Logger } from "@core/log";
import type { AppEnv } from "../env";
import { requestMethod } from "../request-method";

/**
 * One JSON line per request: method, path (never the query string, which may carry a token; long
 * tokens in the path redacted), status, milliseconds, the owner's id and the client's address. Never a
 * body, a cookie or a header value.
 */
export const logRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  logRequest(c.get("services").log, {
    // A HEAD is handed to the app as a GET (server/response-encoding.ts); the line says what was sent.
    method: requestMethod(c),
    path: c.req.path,
    status: c.res.status,
    started,
    userId: c.get("user")?.id ?? null,
    ip: c.get("clientIp"),
  });
});

/** Writes a request's line; also for the server's kept-answer lane, which answers before the app. */
export function logRequest(
  log: Logger,
  r: { method: string; path: string; status: number; started: number; userId: string | null; ip: string },
) {
  log.info(
    {
      method: r.method,
      path: redactTokens(r.path),
      status: r.status,
      ms: Math.round((performance.now() - r.started) * 10) / 10,
      userId: r.userId,
      ip: r.ip,
    },
    "request",
  );
}

/**
 * A path with its secrets cut out: public links (the pay page, approvals, a helper's task) carry an
 * unguessable token that opens what it links to, so a long run of hex or base64url becomes "[token]".
 */
export function redactTokens(path: string): string {
  // Most paths are shorter than one token: no pattern to run.
  if (path.length < 32) return path;
  return path.replace(/[A-Za-z0-9_-]{32,}/g, "[token]");
}

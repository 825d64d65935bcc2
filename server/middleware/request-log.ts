import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * One JSON line per request: method, path (never the query string, which may carry a token; long
 * tokens in the path redacted), status, milliseconds, the owner's id and the client's address. Never a
 * body, a cookie or a header value.
 */
export const logRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.get("services").log.info(
    {
      method: c.req.method,
      path: redactTokens(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get("user")?.id ?? null,
      ip: c.get("clientIp"),
    },
    "request",
  );
});

/**
 * A path with its secrets cut out: public links (the pay page, approvals, a helper's task) carry an
 * unguessable token that opens what it links to, so a long run of hex or base64url becomes "[token]".
 */
export function redactTokens(path: string): string {
  // Most paths are shorter than one token: no pattern to run.
  if (path.length < 32) return path;
  return path.replace(/[A-Za-z0-9_-]{32,}/g, "[token]");
}

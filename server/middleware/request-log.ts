import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** A path with its long tokens (a pay page's, a helper's private link) replaced: the log is no key. */
export const redactedPath = (path: string) => path.replace(/(^|\/)[0-9a-f]{32,}(?=\/|$)/gi, "$1[token]");

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
      path: redactedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get("user")?.id ?? null,
      ip: c.get("clientIp"),
    },
    "request",
  );
});

import { createMiddleware } from "hono/factory";
import { AppError } from "@core/errors";
import type { AppEnv } from "../env";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Requests carrying an
 * API token are not at risk (browsers never add that header on their own) and pass.
 */
export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || c.req.header("authorization")) return next();
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site") throw new AppError("FORBIDDEN", "Cross-site request refused");
  const origin = c.req.header("origin");
  if (origin && origin !== "null") {
    const forwardedHost = c.req.header("x-forwarded-host");
    const host = forwardedHost ?? c.req.header("host") ?? new URL(c.req.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
    if (originHost !== host) throw new AppError("FORBIDDEN", "Cross-site request refused");
  }
  await next();
});

import { createMiddleware } from "hono/factory";
import { AppError } from "@core/errors";
import type { AppEnv } from "../env";
import { forwardedHeader } from "./client-address";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

const refuse = () => new AppError("FORBIDDEN", "Cross-site request refused");

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): Sec-Fetch-Site
 * `cross-site`, an Origin of another host, or `Origin: null` (sandboxed frames, some redirects).
 * Runs after resolveUser: only a request that a real API token authenticated skips it (browsers never
 * add that header on their own); any other Authorization header gets no pass.
 */
export const checkOrigin = createMiddleware<AppEnv>((c, next) => {
  if (SAFE.has(c.req.method) || c.get("authKind") === "token") return next();
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") throw refuse();
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    if (origin === "null") throw refuse();
    const host = forwardedHeader(c, "x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw refuse();
    }
    if (originHost !== host) throw refuse();
  }
  return next();
});

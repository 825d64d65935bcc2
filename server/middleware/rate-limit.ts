import { rateLimiter } from "hono-rate-limiter";
import type { AppEnv } from "../env";

/**
 * Limits requests per client address (server/middleware/client-address.ts: the socket's address, or
 * X-Forwarded-For only behind a TRUST_PROXY proxy), answering 429 in the API's error envelope.
 * `failuresOnly` counts only requests that failed (4xx/5xx), e.g. wrong passwords.
 */
export function limitByAddress(options: { limit: number; windowMs: number; message: string; failuresOnly?: boolean }) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-6",
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: (c) => c.get("clientIp"),
    handler: (c) => c.json({ code: "RATE_LIMITED", message: options.message }, 429),
  });
}

import { rateLimiter } from "hono-rate-limiter";
import type { AppEnv } from "../env";

/**
 * Limits requests per client address (server/middleware/client-address.ts: the socket's address, or
 * X-Forwarded-For only behind a TRUST_PROXY proxy), answering 429 in the API's error envelope.
 * `failuresOnly` counts only requests that failed (4xx/5xx), e.g. wrong passwords.
 */
export function limitByAddress(options: {
  limit: number;
  windowMs: number;
  message: string;
  failuresOnly?: boolean;
  /** Not counted: answers that changed nothing and revealed nothing (a sign-up's own validation 400s). */
  ignoreValidationErrors?: boolean;
}) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-6",
    skipSuccessfulRequests: options.failuresOnly ?? false,
    ...(options.ignoreValidationErrors
      ? { skipFailedRequests: true, requestWasSuccessful: (c) => c.res.status !== 400 }
      : {}),
    keyGenerator: (c) => c.get("clientIp"),
    handler: (c) => c.json({ code: "RATE_LIMITED", message: options.message }, 429),
  });
}
